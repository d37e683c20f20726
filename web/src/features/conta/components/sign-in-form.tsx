import type { FormEvent } from 'react';
import { notify } from '../../../components/toast.js';
import { mensagens } from '../../../../../shared/messages.js';
import { signInPaciente } from '../api/conta-auth.js';
import { signInErrorNotice, signInStepNotice } from '../auth-errors.js';
import { validateSignIn, type AuthField, type AuthFormValues } from '../auth-validation.js';
import { AuthSubmit, EmailInput, SenhaInput } from './auth-input.js';

export const signInFieldId = (campo: AuthField) => `entrar-${campo}`;

interface SignInFormProps {
  readonly values: AuthFormValues;
  readonly onChange: (campo: AuthField, valor: string) => void;
  readonly submitting: boolean;
  readonly onSubmittingChange: (submitting: boolean) => void;
  readonly onSignedIn: () => void;
  /** The account exists but its e-mail was never confirmed: offer the confirmation step. */
  readonly onNeedsConfirmation: (email: string) => void;
}

/** 'Entrar': e-mail and password (site-and-accounts §2, §4, §5, §8). */
export function SignInForm({ values, onChange, submitting, onSubmittingChange, onSignedIn, onNeedsConfirmation }: SignInFormProps) {
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateSignIn(values);
    if (!checked.ok) {
      notify.error(checked.notice.titulo, checked.notice.descricao);
      document.getElementById(signInFieldId(checked.campo))?.focus();
      return;
    }
    onSubmittingChange(true);
    try {
      const outcome = await signInPaciente(checked.email, checked.senha);
      if (outcome.signedIn) {
        notify.success(mensagens.sucesso.login.titulo, mensagens.sucesso.login.descricao);
        onSignedIn();
        return;
      }
      const notice = signInStepNotice(outcome.nextStep);
      notify.error(notice.titulo, notice.descricao);
      if (notice.motivo === 'email-nao-confirmado') onNeedsConfirmation(checked.email);
    } catch (error) {
      const notice = signInErrorNotice(error);
      notify.error(notice.titulo, notice.descricao);
      if (notice.motivo === 'email-nao-confirmado') onNeedsConfirmation(checked.email);
    } finally {
      onSubmittingChange(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <EmailInput
        id={signInFieldId('email')}
        value={values.email}
        onValue={(value) => onChange('email', value)}
        disabled={submitting}
      />
      <SenhaInput
        id={signInFieldId('senha')}
        label="Senha"
        name="senha"
        autoComplete="current-password"
        placeholder="Sua senha"
        value={values.senha}
        onValue={(value) => onChange('senha', value)}
        disabled={submitting}
      />
      <AuthSubmit disabled={submitting}>{submitting ? 'Entrando...' : 'Entrar'}</AuthSubmit>
    </form>
  );
}
