import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertaErro, botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { notify } from '#web/components/toast.js';
import { formatBRL, PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { mensagens } from '#shared/messages.js';
import { findMedico } from '#shared/medicos.js';
import type { SimuladorResponse } from '#shared/schemas/pagamentos.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { lerCheckout } from '#web/lib/checkout-storage.js';
import { buscarStatusPagamento } from '../api/checkout.js';
import { useSimularWebhook } from '../api/simulador.js';

const rotuloStatus = { pendente: 'Pendente', aprovado: 'Aprovado', estornado: 'Estornado' } as const;

function Linha({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 py-1.5 text-sm">
      <dt className="text-slate-600">{termo}</dt>
      <dd className="font-mono text-xs break-all text-slate-900">{children}</dd>
    </div>
  );
}

function Resultado({ resultado }: { resultado: SimuladorResponse }) {
  const pagamento = resultado.pagamentoTestado;
  return (
    <section aria-labelledby="resultado-titulo" className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="resultado-titulo" className="font-semibold text-slate-900">
        Pagamento testado
      </h2>
      <p role="status" className={`mt-2 text-sm font-medium ${resultado.success ? 'text-emerald-800' : 'text-amber-900'}`}>
        {resultado.message}
      </p>
      {pagamento && (
        <dl className="mt-3 divide-y divide-slate-100">
          <Linha termo="Checkout">{pagamento.id}</Linha>
          <Linha termo="Consulta">{pagamento.consulta_id}</Linha>
          <Linha termo="Pagamento Asaas">{pagamento.asaas_payment_id}</Linha>
          <Linha termo="Status">{rotuloStatus[pagamento.status]}</Linha>
          <Linha termo="Valor">{formatBRL(pagamento.valor)}</Linha>
        </dl>
      )}
      {resultado.webhookResponse && (
        <p className="mt-3 text-sm text-slate-700">
          Resposta do webhook: consulta com pagamento <strong>{rotuloStatus[resultado.webhookResponse.status_pagamento].toLowerCase()}</strong>.
        </p>
      )}
    </section>
  );
}

/**
 * /testes-pagamento (local and sandbox only): simulates the approved-payment webhook for the
 * checkout of this tab, through the Asaas sandbox, so the real webhook travels the real path.
 */
export function TestesPagamentoPage() {
  const [checkout] = useState(() => lerCheckout());
  const simular = useSimularWebhook();
  const status = useQuery({
    queryKey: ['pagamento', 'status', checkout?.checkoutId],
    queryFn: () => buscarStatusPagamento(checkout!.checkoutId),
    enabled: checkout !== undefined,
    retry: false,
  });
  const [erro, setErro] = useState<string>();

  const executar = () => {
    if (!checkout) return;
    setErro(undefined);
    simular.mutate(checkout.checkoutId, {
      onSuccess: () => void status.refetch(),
      onError: (error) => {
        const mensagem = error instanceof ApiRequestError ? error.message : mensagens.erros.erroInterno;
        setErro(mensagem);
        notify.error(mensagens.simulador.erro, mensagem);
      },
    });
  };

  const pendente = status.data?.status_pagamento === 'pendente';
  const medico = checkout ? findMedico(checkout.medicoId) : undefined;

  return (
    <div className="bg-slate-50">
      <MetadadosPagina titulo="Simulador de Pagamentos" />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <p className="inline-flex rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold tracking-wide text-sky-900 uppercase">Ambiente de testes</p>
        <h1 className="mt-3 text-2xl font-extrabold text-slate-900 sm:text-3xl">Simulador de Pagamentos</h1>
        <p className="mt-2 text-slate-700">
          Confirma no sandbox do Asaas o pagamento iniciado nesta aba. O sandbox envia o webhook real ao sistema, que libera a consulta.
        </p>

        <section aria-labelledby="pendentes-titulo" className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="pendentes-titulo" className="font-semibold text-slate-900">
            Pagamentos pendentes
          </h2>
          {!checkout ? (
            <div className="mt-2 text-sm text-slate-700">
              <p>{mensagens.paginasPagamento.nenhumPagamentoPendente}: nenhum pagamento foi iniciado nesta aba.</p>
              <Link to="/medicos-virtuais" className={`${botaoSecundario} mt-4 px-4 py-2 text-sm`}>
                Escolher um médico e pagar
              </Link>
            </div>
          ) : status.isPending ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="h-4 w-4 border-marca-100 border-t-marca-700" />
              Carregando o pagamento...
            </p>
          ) : status.isError ? (
            <p className="mt-2 text-sm text-red-800">{status.error instanceof ApiRequestError ? status.error.message : mensagens.paginasPagamento.naoFoiPossivelVerificar}</p>
          ) : (
            <ul className="mt-3">
              <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                <div className="text-sm">
                  <p className="font-semibold text-slate-900">{medico?.nome}</p>
                  <p className="text-slate-600">
                    {PRECO_CONSULTA_FORMATADO} · <span className={pendente ? 'text-amber-800' : 'text-emerald-800'}>{rotuloStatus[status.data.status_pagamento]}</span>
                  </p>
                </div>
                <button type="button" onClick={executar} disabled={!pendente || simular.isPending} className={`${botaoPrimario} px-4 py-2 text-sm`}>
                  {simular.isPending && <Spinner />}
                  {simular.isPending ? 'Simulando...' : 'Simular Pagamento Aprovado'}
                </button>
              </li>
            </ul>
          )}
        </section>

        {erro && (
          <div className="mt-6">
            <AlertaErro titulo={mensagens.simulador.erro}>{erro}</AlertaErro>
          </div>
        )}
        {simular.data && <Resultado resultado={simular.data} />}
      </div>
    </div>
  );
}
