import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { XIcon } from '#web/components/icons.js';
import {
  CONFIRMACAO_EXCLUSAO,
  excluirContaRequestSchema,
  RETENCAO_PRONTUARIO_ANOS,
  type ExclusaoContaResponse,
} from '#shared/schemas/perfil.js';
import { mensagemDoErro } from '#web/lib/api-errors.js';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import { useExcluirConta } from '../api/perfil.js';

/**
 * LGPD art. 18, VI: account deletion, confirmed by typing EXCLUIR. The dialog says beforehand what
 * is deleted and what the law makes us keep (Lei 13.787/2018); the server's answer says it again.
 */
export function ExcluirContaDialog({ onExcluida }: { onExcluida: (resultado: ExclusaoContaResponse) => void }) {
  const id = useId();
  const [aberto, setAberto] = useState(false);
  const excluir = useExcluirConta();
  // The server parses the same schema; the button waits until the word is typed, and the field
  // shows the server's refusal, if any.
  const form = useForm({ resolver: standardSchemaResolver(excluirContaRequestSchema), defaultValues: { confirmacao: '' } });
  const confirmado = (useWatch({ control: form.control, name: 'confirmacao' }) ?? '').trim() === CONFIRMACAO_EXCLUSAO;
  const erro = form.formState.errors.confirmacao?.message;

  const mudarAberto = (proximo: boolean) => {
    if (excluir.isPending) return;
    setAberto(proximo);
    if (!proximo) form.reset();
  };

  const enviar = form.handleSubmit(({ confirmacao }) => {
    if (excluir.isPending) return;
    excluir.mutate(confirmacao, {
      onSuccess: (resultado) => {
        setAberto(false);
        onExcluida(resultado);
      },
      onError: (error) => form.setError('confirmacao', { message: mensagemDoErro(error) }),
    });
  });

  return (
    <Dialog.Root open={aberto} onOpenChange={mudarAberto}>
      <Dialog.Trigger className="inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold text-red-700 ring-1 ring-red-700/40 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
        Excluir minha conta
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">Excluir minha conta</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Esta ação não pode ser desfeita. Você sairá da conta em seguida.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Fechar"
              disabled={excluir.isPending}
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-marca-700"
            >
              <XIcon />
            </Dialog.Close>
          </div>

          <div className="mt-5 space-y-4 text-sm text-slate-700">
            <div className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
              <p className="font-semibold text-red-900">O que será excluído</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>sua conta de acesso (e-mail de login, nome e senha);</li>
                <li>sua foto de perfil;</li>
                <li>o e-mail e o telefone dos seus cadastros de paciente.</li>
              </ul>
            </div>
            <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">O que a lei nos obriga a manter</p>
              <p className="mt-2">
                O prontuário das consultas já realizadas, com o seu nome e CPF, fica guardado com acesso restrito por{' '}
                {RETENCAO_PRONTUARIO_ANOS} anos a partir do último registro, como determina a Lei 13.787/2018. Depois
                disso, é eliminado.
              </p>
            </div>
          </div>

          <form noValidate onSubmit={(event) => void enviar(event)} className="mt-5">
            <label htmlFor={`${id}-confirmacao`} className="block text-sm font-medium text-slate-800">
              Para confirmar, digite <strong className="font-bold text-slate-900">{CONFIRMACAO_EXCLUSAO}</strong>
            </label>
            <input
              id={`${id}-confirmacao`}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.register('confirmacao')}
              {...ariaDoCampo(erro, `${id}-erro`)}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-red-600 focus:ring-2 focus:ring-red-600/30 focus:outline-none"
            />
            {erro && (
              <p id={`${id}-erro`} role="alert" className="mt-2 text-sm text-red-700">
                {erro}
              </p>
            )}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close
                type="button"
                disabled={excluir.isPending}
                className="rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
              >
                Cancelar
              </Dialog.Close>
              <button
                type="submit"
                disabled={!confirmado || excluir.isPending}
                className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
              >
                {excluir.isPending ? 'Excluindo...' : 'Excluir conta definitivamente'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
