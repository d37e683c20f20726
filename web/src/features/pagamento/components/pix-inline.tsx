import { useId, useState } from 'react';
import { ClipboardIcon, QrCodeIcon } from '#web/components/icons.js';
import { notify } from '#web/components/toast.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import type { Pix } from '#shared/schemas/pagamentos.js';

const validade = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** Asaas sends '2025-07-01 23:59:59' (Brasília time); shown only when it can be read. */
function formatarValidade(expirationDate: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(expirationDate.trim());
  const data = match ? new Date(`${match[1]}T${match[2]}-03:00`) : new Date(expirationDate);
  return Number.isNaN(data.getTime()) ? undefined : validade.format(data).replace(', ', ' às ');
}

/**
 * The payment's PIX right on the waiting screen (beyond the spec): the QR code for another phone,
 * and the copia-e-cola code for the bank app on this one, so the patient need not switch tabs.
 */
export function PixInline({ pix }: { pix: Pix }) {
  const id = useId();
  const [copiado, setCopiado] = useState(false);
  const expira = formatarValidade(pix.expirationDate);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(pix.payload);
      setCopiado(true);
      notify.success('Código PIX copiado!', 'Cole no app do seu banco, na opção PIX copia e cola.');
      window.setTimeout(() => setCopiado(false), 3_000);
    } catch {
      // Clipboard refused (permissions, http): select the text so the patient can copy it by hand.
      const campo = document.getElementById(`${id}-payload`) as HTMLTextAreaElement | null;
      campo?.focus();
      campo?.select();
      notify.info('Selecione e copie o código', 'Seu navegador não permitiu copiar automaticamente.');
    }
  };

  return (
    <section aria-labelledby={`${id}-titulo`} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id={`${id}-titulo`} className="flex items-center gap-2 font-semibold text-slate-900">
        <QrCodeIcon className="h-5 w-5 text-marca-700" />
        Pague com PIX aqui mesmo
      </h2>
      <p className="mt-1 text-sm text-slate-600">Escaneie o QR Code com o app do banco ou use o código copia e cola.</p>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/png;base64,${pix.encodedImage}`}
          alt={`QR Code PIX para pagar ${PRECO_CONSULTA_FORMATADO}`}
          width={176}
          height={176}
          className="h-44 w-44 shrink-0 rounded-lg bg-white ring-1 ring-slate-200"
        />
        <div className="w-full min-w-0 flex-1">
          <label htmlFor={`${id}-payload`} className="block text-sm font-medium text-slate-800">
            PIX copia e cola
          </label>
          <textarea
            id={`${id}-payload`}
            readOnly
            rows={3}
            value={pix.payload}
            className="mt-1 block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs break-all text-slate-800 focus:border-marca-600 focus:ring-2 focus:ring-marca-600/30 focus:outline-none"
          />
          <button
            type="button"
            onClick={() => void copiar()}
            className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-marca-800 ring-1 ring-marca-700/40 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            <ClipboardIcon className="h-4 w-4" />
            {copiado ? 'Código copiado!' : 'Copiar código PIX'}
          </button>
          {expira && <p className="mt-2 text-xs text-slate-600">Código válido até {expira}.</p>}
        </div>
      </div>
    </section>
  );
}
