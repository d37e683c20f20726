/**
 * 'Esqueci minha senha' (the patient's /auth and the physicians' sign-in): the account's e-mail →
 * Cognito e-mails a code (`resetPassword`) → the code and a new password (`confirmResetPassword`) →
 * back to the sign-in with the e-mail filled in. An unknown e-mail gets the same answer as a known
 * one, so the form does not tell who has an account.
 */
import { Alert, Button } from '@aws-amplify/ui-react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { contaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import {
  confirmResetPasswordSchema,
  resetPasswordSchema,
  type ConfirmResetPasswordValues,
  type ResetPasswordValues,
} from '#shared/schemas/conta-auth.js';
import { confirmResetPasswordErrorNotice, resetPasswordOutcome } from '../lib/auth-errors.js';
import { validationNotice } from '../lib/auth-form.js';
import { loadAuth } from '../lib/auth-session.js';
import { AuthSubmit, CodigoField, EmailField, SenhaField } from './auth-fields.js';
import { ArrowLeftIcon, LockIcon } from './icons.js';
import { notify } from './toast.js';

const redefinicao = mensagens.redefinicaoSenha;

interface SenhaEsquecidaProps {
  /** What the sign-in form had in its e-mail field, if anything. */
  readonly emailInicial?: string;
  /** The new password is set: back to the sign-in, with this e-mail filled in. */
  readonly onRedefinida: (email: string) => void;
  /** 'Voltar para o login', with whatever e-mail was typed. */
  readonly onVoltar: (email: string) => void;
}

/** Asks Cognito to e-mail a reset code; false (with the notice shown) when it refused. */
async function enviarCodigo(email: string): Promise<boolean> {
  try {
    const auth = await loadAuth();
    await auth.resetPassword({ username: email });
  } catch (error) {
    const outcome = resetPasswordOutcome(error);
    if (!outcome.enviado) {
      notify.error(outcome.titulo, outcome.descricao);
      return false;
    }
  }
  return true;
}

export function SenhaEsquecida({ emailInicial = '', onRedefinida, onVoltar }: SenhaEsquecidaProps) {
  const [enviadoPara, setEnviadoPara] = useState<string>();
  return enviadoPara === undefined ? (
    <PedidoDeCodigo emailInicial={emailInicial} onEnviado={setEnviadoPara} onVoltar={onVoltar} />
  ) : (
    <NovaSenha email={enviadoPara} onRedefinida={onRedefinida} onVoltar={() => onVoltar(enviadoPara)} />
  );
}

/** The heading of each step; it takes the focus when the step appears, as the card's content changed. */
function Titulo({ children, descricao }: { readonly children: string; readonly descricao: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="flex items-start gap-3">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-marca-100 text-marca-800">
        <LockIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <h2 ref={ref} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {children}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{descricao}</p>
      </div>
    </div>
  );
}

function Voltar({ onClick, disabled }: { readonly onClick: () => void; readonly disabled: boolean }) {
  return (
    <Button variation="link" size="small" onClick={onClick} isDisabled={disabled} gap="0.375rem">
      <ArrowLeftIcon className="h-4 w-4" />
      Voltar para o login
    </Button>
  );
}

function PedidoDeCodigo(props: {
  readonly emailInicial: string;
  readonly onEnviado: (email: string) => void;
  readonly onVoltar: (email: string) => void;
}) {
  const form = useForm<ResetPasswordValues>({
    resolver: standardSchemaResolver(resetPasswordSchema),
    defaultValues: { email: props.emailInicial },
  });
  const { errors, isSubmitting } = form.formState;

  const enviar = form.handleSubmit(
    async ({ email }) => {
      if (await enviarCodigo(email)) props.onEnviado(email);
    },
    (invalid) => {
      const notice = validationNotice(invalid, ['email'], redefinicao.envio.titulo);
      notify.error(notice.titulo, notice.descricao);
    },
  );

  return (
    <div>
      <Titulo descricao="Digite o e-mail da sua conta. Vamos enviar um código para você criar uma nova senha.">Esqueci minha senha</Titulo>
      <form noValidate onSubmit={(event) => void enviar(event)} className="mt-6 flex flex-col gap-4">
        <EmailField {...form.register('email')} hasError={errors.email !== undefined} isDisabled={isSubmitting} />
        <AuthSubmit enviando={isSubmitting}>{isSubmitting ? 'Enviando...' : 'Enviar código'}</AuthSubmit>
      </form>
      <div className="mt-4">
        <Voltar onClick={() => props.onVoltar(form.getValues('email').trim())} disabled={isSubmitting} />
      </div>
    </div>
  );
}

function NovaSenha(props: { readonly email: string; readonly onRedefinida: (email: string) => void; readonly onVoltar: () => void }) {
  const form = useForm<ConfirmResetPasswordValues>({
    resolver: standardSchemaResolver(confirmResetPasswordSchema),
    defaultValues: { codigo: '', senha: '', confirmarSenha: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [reenviando, setReenviando] = useState(false);
  const ocupado = isSubmitting || reenviando;
  const enviado = redefinicao.codigoEnviado(props.email);

  const redefinir = form.handleSubmit(
    async ({ codigo, senha }) => {
      try {
        const auth = await loadAuth();
        await auth.confirmResetPassword({ username: props.email, confirmationCode: codigo, newPassword: senha });
      } catch (error) {
        const notice = confirmResetPasswordErrorNotice(error);
        notify.error(notice.titulo, notice.descricao);
        return;
      }
      notify.success(redefinicao.sucesso.titulo, redefinicao.sucesso.descricao);
      props.onRedefinida(props.email);
    },
    (invalid) => {
      const notice = validationNotice(invalid, ['codigo', 'senha', 'confirmarSenha'], redefinicao.titulo);
      notify.error(notice.titulo, notice.descricao);
    },
  );

  const reenviar = async () => {
    setReenviando(true);
    try {
      if (await enviarCodigo(props.email)) {
        const reenviado = mensagens.confirmacao.reenvio.sucesso(props.email);
        notify.success(reenviado.titulo, reenviado.descricao);
        form.resetField('codigo');
      }
    } finally {
      setReenviando(false);
    }
  };

  return (
    <div>
      <Titulo descricao="Digite o código que enviamos por e-mail e escolha sua nova senha.">Crie uma nova senha</Titulo>
      <Alert variation="info" heading={enviado.titulo} marginTop="1rem">
        {/* A long address must wrap inside the card. */}
        <span className="[overflow-wrap:anywhere]">{enviado.descricao} O código chega em instantes; confira também a caixa de spam.</span>
      </Alert>
      <form noValidate onSubmit={(event) => void redefinir(event)} className="mt-6 flex flex-col gap-4">
        <CodigoField label="Código de verificação" {...form.register('codigo')} hasError={errors.codigo !== undefined} isDisabled={ocupado} />
        <SenhaField
          label="Nova senha"
          autoComplete="new-password"
          descriptiveText={`Mínimo de ${contaRegras.senhaMinima} caracteres.`}
          {...form.register('senha')}
          hasError={errors.senha !== undefined}
          isDisabled={ocupado}
        />
        <SenhaField
          label="Confirmar nova senha"
          autoComplete="new-password"
          {...form.register('confirmarSenha')}
          hasError={errors.confirmarSenha !== undefined}
          isDisabled={ocupado}
        />
        <AuthSubmit enviando={ocupado}>{isSubmitting ? 'Salvando...' : 'Salvar nova senha'}</AuthSubmit>
      </form>
      <div className="mt-4 flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Voltar onClick={props.onVoltar} disabled={ocupado} />
        <Button size="small" onClick={() => void reenviar()} isDisabled={ocupado}>
          {reenviando ? 'Reenviando...' : 'Reenviar código'}
        </Button>
      </div>
    </div>
  );
}
