/**
 * The fields, button and frame of the account forms (the patient's /auth and the physicians' sign-in),
 * on Amplify UI's primitives in the site's colours (amplify-theme.css). The fields forward their ref
 * to the <input>, so react-hook-form's `register` and focus-on-error work unchanged.
 */
import { Button, PasswordField, TextField, type PasswordFieldProps, type TextFieldProps } from '@aws-amplify/ui-react';
import type { ReactNode, Ref } from 'react';
import { contaRegras } from '#shared/constants.js';
import amplifyTheme from './amplify-theme.css?url';

/**
 * The wrapper that scopes the Amplify theme's tokens (amplify-theme.css) to the forms inside it,
 * and brings the stylesheet: a React stylesheet resource, so a prerendered page (/auth) carries it
 * in its <head> and is painted styled, and a page the visitor moves to waits for it instead of
 * showing the forms unstyled.
 */
export function AmplifyTheme({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  return (
    <div data-amplify-theme="zapsaude" className={className}>
      <link rel="stylesheet" href={amplifyTheme} precedence="amplify" />
      {children}
    </div>
  );
}

type FieldProps = Omit<TextFieldProps, 'label' | 'ref'> & { readonly ref?: Ref<HTMLInputElement> };

/** The e-mail field: type email (the form sets noValidate, so Cognito or the schema judges the address). */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      label="E-mail"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="seu@email.com"
      isRequired
      {...props}
    />
  );
}

type SenhaFieldProps = Omit<PasswordFieldProps, 'ref'> & { readonly ref?: Ref<HTMLInputElement> };

/** A password field with the pool's minimum length and a pt-BR show/hide switch. */
export function SenhaField(props: SenhaFieldProps) {
  return (
    <PasswordField
      minLength={contaRegras.senhaMinima}
      isRequired
      showPasswordButtonLabel="Mostrar senha"
      passwordIsHiddenLabel="A senha está oculta"
      passwordIsShownLabel="A senha está visível"
      {...props}
    />
  );
}

/** The e-mailed verification code: digits, filled in by the phone's keyboard when it can. */
export function CodigoField(props: FieldProps & { readonly label: string }) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" placeholder="000000" maxLength={10} isRequired {...props} />;
}

/** The submit button: full width, the brand's colour, disabled (with its 'sending' text) while sending. */
export function AuthSubmit({ children, enviando }: { readonly children: ReactNode; readonly enviando: boolean }) {
  return (
    <Button type="submit" variation="primary" isFullWidth isDisabled={enviando}>
      {children}
    </Button>
  );
}
