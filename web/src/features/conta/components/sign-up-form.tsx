import type { FormEvent } from 'react';
import { notify } from '../../../components/toast.js';
import { contaRegras } from '../../../../../shared/constants.js';
import { mensagens } from '../../../../../shared/messages.js';
import { signUpPaciente } from '../api/conta-auth.js';
import { signUpErrorNotice } from '../auth-errors.js';
import { validateSignUp, type AuthField, type AuthFormValues } from '../auth-validation.js';
import { AuthSubmit, EmailInput, SenhaInput } from './auth-input.js';

export const signUpFieldId = (campo: AuthField) => `cadastrar-${campo}`;

interface SignUpFormProps {
  readonly values: AuthFormValues;
  readonly onChange: (campo: AuthField, valor: string) => void;
  readonly submitting: boolean;
  readonly onSubmittingChange: (submitting: boolean) => void;
  /** The account was created; `precisaConfirmar` when the e-mailed code must still be entered. */
  readonly onSignedUp: (email: string, precisaConfirmar: boolean) => void;
}

/** 'Cadastrar': e-mail, password and its confirmation (site-and-accounts §2, §4, §5, §8). */
export function SignUpForm({ values, onChange, submitting, onSubmittingChange, onSignedUp }: SignUpFormProps) {
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateSignUp(values);
    if (!checked.ok) {
      notify.error(checked.notice.titulo, checked.notice.descricao);
      document.getElementById(signUpFieldId(checked.campo))?.focus();
      return;
    }
    onSubmittingChange(true);
    try {
      const { precisaConfirmar } = await signUpPaciente(checked.email, checked.senha);
      notify.success(mensagens.sucesso.cadastro.titulo, mensagens.sucesso.cadastro.descricao);
      onSignedUp(checked.email, precisaConfirmar);
    } catch (error) {
      const notice = signUpErrorNotice(error);
      notify.error(notice.titulo, notice.descricao);
    } finally {
      onSubmittingChange(false);
    }
  };

  const minimo = `Mínimo de ${contaRegras.senhaMinima} caracteres.`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <EmailInput
        id={signUpFieldId('email')}
        value={values.email}
        onValue={(value) => onChange('email', value)}
        disabled={submitting}
      />
      <SenhaInput
        id={signUpFieldId('senha')}
        label="Senha"
        name="senha"
        autoComplete="new-password"
        placeholder="Crie uma senha"
        hint={minimo}
        value={values.senha}
        onValue={(value) => onChange('senha', value)}
        disabled={submitting}
      />
      <SenhaInput
        id={signUpFieldId('confirmarSenha')}
        label="Confirmar senha"
        name="confirmarSenha"
        autoComplete="new-password"
        placeholder="Repita a senha"
        value={values.confirmarSenha}
        onValue={(value) => onChange('confirmarSenha', value)}
        disabled={submitting}
      />
      <AuthSubmit disabled={submitting}>{submitting ? 'Criando conta...' : 'Criar conta'}</AuthSubmit>
    </form>
  );
}
