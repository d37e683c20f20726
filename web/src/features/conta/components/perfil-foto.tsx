import { useId, useState, type ChangeEvent } from 'react';
import { InitialsAvatar } from '#web/components/initials-avatar.js';
import { notify } from '#web/components/toast.js';
import { mensagens } from '#shared/messages.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { FotoRecusadaError, useAtualizarFoto } from '../api/perfil.js';

/**
 * The profile picture and its upload (docs/regras-do-produto.md#accounts-and-profile: an image of at most 2 MB). The page checks type and
 * size first; the upload policy checks them again at the bucket, and the API checks the file's bytes.
 */
export function PerfilFoto({ nome, avatarUrl }: { nome: string; avatarUrl: string | null }) {
  const inputId = useId();
  const dicaId = `${inputId}-dica`;
  const erroId = `${inputId}-erro`;
  const foto = useAtualizarFoto();
  const [erro, setErro] = useState<string>();

  const escolher = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal must fire a change too.
    event.target.value = '';
    if (!file || foto.isPending) return;
    setErro(undefined);
    foto.mutate(file, {
      onSuccess: () => notify.success('Foto de perfil atualizada!'),
      onError: (error) => {
        const motivo = error instanceof FotoRecusadaError || error instanceof ApiRequestError ? error.message : mensagens.perfil.erroFoto;
        setErro(motivo);
        notify.error(mensagens.perfil.erroFoto, motivo === mensagens.perfil.erroFoto ? undefined : motivo);
      },
    });
  };

  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative">
        {avatarUrl ? (
          <img
            src={avatarUrl}
            alt={`Foto de perfil de ${nome}`}
            className="h-28 w-28 rounded-full object-cover shadow-md ring-4 ring-white"
            width={112}
            height={112}
          />
        ) : (
          <InitialsAvatar name={nome} className="h-28 w-28 text-3xl shadow-md ring-4 ring-white" />
        )}
        {foto.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70" role="status">
            <span className="h-8 w-8 animate-spin rounded-full border-2 border-marca-100 border-t-marca-700" aria-hidden="true" />
            <span className="sr-only">Enviando foto...</span>
          </span>
        )}
      </div>

      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        onChange={escolher}
        disabled={foto.isPending}
        aria-describedby={erro ? `${dicaId} ${erroId}` : dicaId}
      />
      <label
        htmlFor={inputId}
        className="mt-4 inline-flex cursor-pointer items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-marca-800 ring-1 ring-marca-700/40 transition-colors hover:bg-marca-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-marca-700 peer-disabled:cursor-wait peer-disabled:opacity-60"
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3Z" />
          <circle cx="12" cy="13" r="3" />
        </svg>
        {foto.isPending ? 'Enviando foto...' : 'Alterar foto'}
      </label>
      <p id={dicaId} className="mt-2 text-xs text-slate-600">
        JPG, PNG, WebP ou GIF, com até 2MB.
      </p>
      {erro && (
        <p id={erroId} role="alert" className="mt-2 max-w-60 text-sm font-medium text-red-700">
          {erro}
        </p>
      )}
    </div>
  );
}
