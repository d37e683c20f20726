import { Button } from '@aws-amplify/ui-react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthSubmit, CodigoField } from '#web/components/auth-fields.js';
import { ArrowLeftIcon, MailIcon } from '#web/components/icons.js';
import { notify } from '#web/components/toast.js';
import { confirmSignUpErrorNotice, resendCodeErrorNotice } from '#web/lib/auth-errors.js';
import { validationNotice } from '#web/lib/auth-form.js';
import { mensagens } from '#shared/messages.js';
import { confirmSignUpSchema, type ConfirmSignUpValues } from '#shared/schemas/conta-auth.js';
import { confirmarCadastro, reenviarCodigo } from '../api/conta-auth.js';

interface ConfirmSignUpStepProps {
  readonly email: string;
  /** The e-mail is confirmed (or already was): the patient may sign in now. */
  readonly onConfirmed: (email: string) => void;
  readonly onBack: () => void;
}

/** After sign-up: the code Cognito e-mailed, with 'Reenviar código' for a lost or expired one. */
export function ConfirmSignUpStep({ email, onConfirmed, onBack }: ConfirmSignUpStepProps) {
  const form = useForm<ConfirmSignUpValues>({ resolver: standardSchemaResolver(confirmSignUpSchema), defaultValues: { codigo: '' } });
  const { errors, isSubmitting } = form.formState;
  const [reenviando, setReenviando] = useState(false);
  const ocupado = isSubmitting || reenviando;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmacao = mensagens.confirmacao;

  // The card's content changed under the patient's focus: move it to the new step's heading.
  useEffect(() => headingRef.current?.focus(), []);

  const confirmar = form.handleSubmit(
    async ({ codigo }) => {
      try {
        await confirmarCadastro(email, codigo);
        notify.success(confirmacao.sucesso.titulo, confirmacao.sucesso.descricao);
        onConfirmed(email);
      } catch (error) {
        const notice = confirmSignUpErrorNotice(error);
        notify.error(notice.titulo, notice.descricao);
        if (notice.motivo === 'ja-confirmado') onConfirmed(email);
      }
    },
    (invalid) => {
      const notice = validationNotice(invalid, ['codigo'], confirmacao.titulo);
      notify.error(notice.titulo, notice.descricao);
    },
  );

  const reenviar = async () => {
    setReenviando(true);
    try {
      await reenviarCodigo(email);
      const enviado = confirmacao.reenvio.sucesso(email);
      notify.success(enviado.titulo, enviado.descricao);
      form.resetField('codigo');
    } catch (error) {
      const notice = resendCodeErrorNotice(error);
      notify.error(notice.titulo, notice.descricao);
      if (notice.motivo === 'ja-confirmado') onConfirmed(email);
    } finally {
      setReenviando(false);
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

      <form noValidate onSubmit={(event) => void confirmar(event)} className="mt-6 flex flex-col gap-4">
        <CodigoField
          label="Código de verificação"
          descriptiveText="O código tem 6 dígitos e chega em instantes. Confira também a caixa de spam."
          {...form.register('codigo')}
          hasError={errors.codigo !== undefined}
          isDisabled={ocupado}
        />
        <AuthSubmit enviando={ocupado}>{isSubmitting ? 'Confirmando...' : 'Confirmar e-mail'}</AuthSubmit>
      </form>

      <div className="mt-4 flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variation="link" size="small" onClick={onBack} isDisabled={ocupado} gap="0.375rem">
          <ArrowLeftIcon className="h-4 w-4" />
          Voltar para o login
        </Button>
        <Button size="small" onClick={() => void reenviar()} isDisabled={ocupado}>
          {reenviando ? 'Reenviando...' : 'Reenviar código'}
        </Button>
      </div>
    </div>
  );
}
