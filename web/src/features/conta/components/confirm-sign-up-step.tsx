import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../../components/toast.js';
import { ArrowLeftIcon, MailIcon } from '../../../components/icons.js';
import { mensagens } from '../../../../../shared/messages.js';
import { confirmarCadastro, reenviarCodigo } from '../api/conta-auth.js';
import { confirmSignUpErrorNotice, resendCodeErrorNotice } from '../auth-errors.js';
import { AuthInput, AuthSubmit } from './auth-input.js';

interface ConfirmSignUpStepProps {
  readonly email: string;
  /** The e-mail is confirmed (or already was): the patient may sign in now. */
  readonly onConfirmed: (email: string) => void;
  readonly onBack: () => void;
}

/** After sign-up: the code Cognito e-mailed, with 'Reenviar código' for a lost or expired one. */
export function ConfirmSignUpStep({ email, onConfirmed, onBack }: ConfirmSignUpStepProps) {
  const [codigo, setCodigo] = useState('');
  const [acao, setAcao] = useState<'confirmando' | 'reenviando'>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmacao = mensagens.confirmacao;

  // The card's content changed under the patient's focus: move it to the new step's heading.
  useEffect(() => headingRef.current?.focus(), []);

  const confirmar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (acao) return;
    const digitado = codigo.replace(/\s+/g, '');
    if (!digitado) {
      notify.error(confirmacao.titulo, confirmacao.codigoObrigatorio);
      document.getElementById('confirmar-codigo')?.focus();
      return;
    }
    setAcao('confirmando');
    try {
      await confirmarCadastro(email, digitado);
      notify.success(confirmacao.sucesso.titulo, confirmacao.sucesso.descricao);
      onConfirmed(email);
    } catch (error) {
      const notice = confirmSignUpErrorNotice(error);
      notify.error(notice.titulo, notice.descricao);
      if (notice.motivo === 'ja-confirmado') onConfirmed(email);
    } finally {
      setAcao(undefined);
    }
  };

  const reenviar = async () => {
    if (acao) return;
    setAcao('reenviando');
    try {
      await reenviarCodigo(email);
      const enviado = confirmacao.reenvio.sucesso(email);
      notify.success(enviado.titulo, enviado.descricao);
      setCodigo('');
    } catch (error) {
      const notice = resendCodeErrorNotice(error);
      notify.error(notice.titulo, notice.descricao);
      if (notice.motivo === 'ja-confirmado') onConfirmed(email);
    } finally {
      setAcao(undefined);
    }
  };

  return (
    <div>
      <div className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-marca-100 text-marca-800">
          <MailIcon className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            Confirme seu e-mail
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Enviamos um código de verificação para <strong className="break-all text-slate-900">{email}</strong>. Digite-o abaixo para
            ativar sua conta.
          </p>
        </div>
      </div>

      <form noValidate onSubmit={(event) => void confirmar(event)} className="mt-6 space-y-4">
        <AuthInput
          id="confirmar-codigo"
          label="Código de verificação"
          name="codigo"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          maxLength={10}
          hint="O código tem 6 dígitos e chega em instantes. Confira também a caixa de spam."
          value={codigo}
          onChange={(event) => setCodigo(event.target.value)}
          disabled={acao !== undefined}
          required
        />
        <AuthSubmit disabled={acao !== undefined}>{acao === 'confirmando' ? 'Confirmando...' : 'Confirmar e-mail'}</AuthSubmit>
      </form>

      <div className="mt-4 flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          onClick={onBack}
          disabled={acao !== undefined}
          className="inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-marca-700 disabled:opacity-60"
        >
          <ArrowLeftIcon className="h-4 w-4" />
          Voltar para o login
        </button>
        <button
          type="button"
          onClick={() => void reenviar()}
          disabled={acao !== undefined}
          className="rounded-lg border border-marca-200 px-3 py-2 text-sm font-semibold text-marca-800 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-marca-700 disabled:opacity-60"
        >
          {acao === 'reenviando' ? 'Reenviando...' : 'Reenviar código'}
        </button>
      </div>
    </div>
  );
}
