import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AuthSubmit, EmailField, SenhaField } from '#web/components/auth-fields.js';
import { notify } from '#web/components/toast.js';
import { signUpErrorNotice } from '#web/lib/auth-errors.js';
import { validationNotice } from '#web/lib/auth-form.js';
import { contaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { signUpSchema, type SignUpValues } from '#shared/schemas/conta-auth.js';
import { signUpPaciente } from '../api/conta-auth.js';
import { useCamposDigitadosAntes } from '#web/lib/use-primeira-interacao.js';

interface SignUpFormProps {
  readonly onSubmittingChange: (submitting: boolean) => void;
  /** The account was created; `precisaConfirmar` when the e-mailed code must still be entered. */
  readonly onSignedUp: (email: string, precisaConfirmar: boolean) => void;
}

/** 'Cadastrar': e-mail, password and its confirmation, checked by `signUpSchema` before Cognito is called. */
export function SignUpForm({ onSubmittingChange, onSignedUp }: SignUpFormProps) {
  const form = useForm<SignUpValues>({
    resolver: standardSchemaResolver(signUpSchema),
    defaultValues: { email: '', senha: '', confirmarSenha: '' },
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

  const submit = form.handleSubmit(
    async ({ email, senha }) => {
      try {
        const { precisaConfirmar } = await signUpPaciente(email, senha);
        notify.success(mensagens.sucesso.cadastro.titulo, mensagens.sucesso.cadastro.descricao);
        // After a sign-up the fields are cleared (the spec's auth form states).
        form.reset();
        onSignedUp(email, precisaConfirmar);
      } catch (error) {
        const notice = signUpErrorNotice(error);
        notify.error(notice.titulo, notice.descricao);
      }
    },
    (invalid) => {
      const notice = validationNotice(invalid, ['email', 'senha', 'confirmarSenha'], mensagens.cadastro.titulo);
      notify.error(notice.titulo, notice.descricao);
    },
  );

  return (
    <form ref={campos} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <EmailField {...form.register('email')} hasError={errors.email !== undefined} isDisabled={isSubmitting} />
      <SenhaField
        label="Senha"
        autoComplete="new-password"
        placeholder="Crie uma senha"
        descriptiveText={`Mínimo de ${contaRegras.senhaMinima} caracteres.`}
        {...form.register('senha')}
        hasError={errors.senha !== undefined}
        isDisabled={isSubmitting}
      />
      <SenhaField
        label="Confirmar senha"
        autoComplete="new-password"
        placeholder="Repita a senha"
        {...form.register('confirmarSenha')}
        hasError={errors.confirmarSenha !== undefined}
        isDisabled={isSubmitting}
      />
      <AuthSubmit enviando={isSubmitting}>{isSubmitting ? 'Criando conta...' : 'Criar conta'}</AuthSubmit>
    </form>
  );
}
