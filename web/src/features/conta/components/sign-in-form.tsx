import { Button } from '@aws-amplify/ui-react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AuthSubmit, EmailField, SenhaField } from '#web/components/auth-fields.js';
import { notify } from '#web/components/toast.js';
import { signInErrorNotice, signInStepNotice } from '#web/lib/auth-errors.js';
import { validationNotice } from '#web/lib/auth-form.js';
import { mensagens } from '#shared/messages.js';
import { signInSchema, type SignInValues } from '#shared/schemas/conta-auth.js';
import { signInPaciente } from '../api/conta-auth.js';
import { useCamposDigitadosAntes } from '#web/lib/use-primeira-interacao.js';

interface SignInFormProps {
  /** Filled in after a confirmation or a password reset: the password is what is left to type. */
  readonly emailInicial?: string;
  readonly onSubmittingChange: (submitting: boolean) => void;
  readonly onSignedIn: () => void;
  /** The account exists but its e-mail was never confirmed: offer the confirmation step. */
  readonly onNeedsConfirmation: (email: string) => void;
  /** 'Esqueci minha senha', with whatever e-mail was typed. */
  readonly onEsqueciSenha: (email: string) => void;
}

/** 'Entrar': e-mail and password, checked by `signInSchema` before Cognito is called. */
export function SignInForm({ emailInicial, onSubmittingChange, onSignedIn, onNeedsConfirmation, onEsqueciSenha }: SignInFormProps) {
  const form = useForm<SignInValues>({
    resolver: standardSchemaResolver(signInSchema),
    defaultValues: { email: emailInicial ?? '', senha: '' },
  });
  // On a prerendered page, what was typed before the app started is typed again here, once the
  // form's own hooks are in place (react-hook-form's watchers subscribe in a layout effect, and
  // effects run in the order they are declared).
  const campos = useCamposDigitadosAntes<HTMLFormElement>();
  const { errors, isSubmitting } = form.formState;

  // The page disables the tabs meanwhile; a form that unmounts mid-submit (signed up, signed in) frees them.
  useEffect(() => {
    onSubmittingChange(isSubmitting);
    return () => onSubmittingChange(false);
  }, [isSubmitting, onSubmittingChange]);
  useEffect(() => {
    if (emailInicial) form.setFocus('senha');
  }, [emailInicial, form]);

  const submit = form.handleSubmit(
    async ({ email, senha }) => {
      try {
        const outcome = await signInPaciente(email, senha);
        if (outcome.signedIn) {
          notify.success(mensagens.sucesso.login.titulo, mensagens.sucesso.login.descricao);
          onSignedIn();
          return;
        }
        const notice = signInStepNotice(outcome.nextStep);
        notify.error(notice.titulo, notice.descricao);
        if (notice.motivo === 'email-nao-confirmado') onNeedsConfirmation(email);
      } catch (error) {
        const notice = signInErrorNotice(error);
        notify.error(notice.titulo, notice.descricao);
        if (notice.motivo === 'email-nao-confirmado') onNeedsConfirmation(email);
      }
    },
    (invalid) => {
      const notice = validationNotice(invalid, ['email', 'senha'], mensagens.login.titulo);
      notify.error(notice.titulo, notice.descricao);
    },
  );

  return (
    <form ref={campos} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <EmailField {...form.register('email')} hasError={errors.email !== undefined} isDisabled={isSubmitting} />
      <SenhaField
        label="Senha"
        autoComplete="current-password"
        placeholder="Sua senha"
        {...form.register('senha')}
        hasError={errors.senha !== undefined}
        isDisabled={isSubmitting}
      />
      <div className="-mt-1 flex justify-end">
        <Button variation="link" size="small" onClick={() => onEsqueciSenha(form.getValues('email').trim())} isDisabled={isSubmitting}>
          Esqueci minha senha
        </Button>
      </div>
      <AuthSubmit enviando={isSubmitting}>{isSubmitting ? 'Entrando...' : 'Entrar'}</AuthSubmit>
    </form>
  );
}
