import { useId, useState } from 'react';
import { DownloadIcon, FileTextIcon } from '#web/components/icons.js';
import { useAnexosConsulta } from '../api/anexos-consulta.js';

const tamanho = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;

/** "Arquivos enviados" of one consultation in the account's list: the patient's own uploads, to download again. */
export function AnexosConsulta({ consultaId, medicoNome }: { consultaId: string; medicoNome: string }) {
  const [aberto, setAberto] = useState(false);
  const painel = useId();
  const anexos = useAnexosConsulta(consultaId, aberto);

  return (
    <div className="w-full border-t border-slate-100 pt-3 sm:basis-full">
      <button
        type="button"
        aria-expanded={aberto}
        aria-controls={painel}
        onClick={() => setAberto((valor) => !valor)}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-marca-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        <FileTextIcon className="h-4 w-4" />
        {aberto ? 'Ocultar arquivos enviados' : 'Arquivos enviados'}
        <span className="sr-only"> na consulta com {medicoNome}</span>
      </button>
      {aberto && (
        <div id={painel} className="mt-2 text-sm">
          {anexos.isPending ? (
            <p className="text-slate-600">Carregando arquivos…</p>
          ) : anexos.isError ? (
            <p role="alert" className="text-red-800">
              Não foi possível carregar os arquivos desta consulta.{' '}
              <button type="button" onClick={() => void anexos.refetch()} className="font-semibold underline">
                Tentar novamente
              </button>
            </p>
          ) : anexos.data.anexos.length === 0 ? (
            <p className="text-slate-600">Nenhum arquivo foi enviado nesta consulta.</p>
          ) : (
            <>
              <ul className="space-y-1.5">
                {anexos.data.anexos.map((anexo) => (
                  <li key={anexo.url} className="flex flex-wrap items-center gap-x-2">
                    <a
                      href={anexo.url}
                      download={anexo.nome}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1.5 break-all font-medium text-marca-800 underline hover:text-marca-900"
                    >
                      <DownloadIcon className="h-4 w-4 shrink-0" />
                      {anexo.nome}
                    </a>
                    <span className="text-xs text-slate-600">{tamanho(anexo.tamanho)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-600">
                Por segurança, os links valem {anexos.data.validadeMinutos} minutos. Depois disso, abra esta lista de novo.
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
