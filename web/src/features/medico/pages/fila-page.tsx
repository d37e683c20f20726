import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { FilaResponse } from '#shared/schemas/validacao.js';
import { botaoSecundario } from '#web/components/form-controls.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { useFila } from '../api/fila.js';
import { mensagemDoErro } from '#web/lib/api-errors.js';
import { medicoKeys } from '../api/medico-api.js';
import { Carregando } from '../components/estados.js';
import { useMedico } from '../components/medico-layout.js';
import { NivelBadge } from '../components/nivel-badge.js';
import { linhaDaFila, minutosAguardandoAgora } from '../fila.js';
import { useAgora } from '../hooks/use-agora.js';
import { useFilaRealtime } from '../hooks/use-fila-realtime.js';

const statusRealtime = {
  conectando: { texto: 'Conectando às atualizações…', cor: 'bg-slate-400' },
  conectado: { texto: 'Atualização automática ativa', cor: 'bg-emerald-600' },
  indisponivel: { texto: 'Atualização a cada 15 s (conexão em tempo real indisponível)', cor: 'bg-amber-500' },
} as const;

/** `/medico`: the cases waiting for a physician, most urgent first, updated without a reload. */
export function FilaPage() {
  const { user } = useMedico();
  const queryClient = useQueryClient();
  const renovar = useCallback(() => void queryClient.invalidateQueries({ queryKey: medicoKeys.fila(user.sub) }), [queryClient, user.sub]);
  const realtime = useFilaRealtime(renovar);
  const fila = useFila(user.sub, realtime !== 'conectado');
  const agora = useAgora();

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-6">
      <MetadadosPagina titulo="Fila de validação" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Fila de validação</h1>
          <p className="mt-1 text-sm text-slate-600">
            Consultas conduzidas pela IA que aguardam a revisão de um médico (CFM 2.454/2026).
            {fila.data && ` Meta de resposta: ${fila.data.alvoMinutos} min.`}
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <span className={`h-2.5 w-2.5 rounded-full ${statusRealtime[realtime].cor}`} aria-hidden="true" />
          {statusRealtime[realtime].texto}
        </p>
      </div>

      <section aria-labelledby="fila-titulo" className="mt-5">
        <h2 id="fila-titulo" className="sr-only">
          Casos aguardando validação
        </h2>
        {fila.isPending ? (
          <Carregando texto="Carregando a fila…" />
        ) : fila.isError && !fila.data ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p>{mensagemDoErro(fila.error)}</p>
            <button type="button" className={`mt-3 ${botaoSecundario} py-2!`} onClick={() => void fila.refetch()}>
              Tentar novamente
            </button>
          </div>
        ) : (
          <TabelaFila fila={fila.data} buscadoEm={fila.dataUpdatedAt} agora={agora} />
        )}
      </section>
    </div>
  );
}

function TabelaFila({ fila, buscadoEm, agora }: { fila: FilaResponse; buscadoEm: number; agora: number }) {
  if (fila.casos.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p className="text-lg font-semibold text-slate-800">Nenhum caso aguardando validação.</p>
        <p className="mt-1 text-sm text-slate-600">Novos casos aparecem aqui automaticamente.</p>
      </div>
    );
  }
  const linhas = fila.casos.map((caso) => linhaDaFila(caso, fila.alvoMinutos, minutosAguardandoAgora(caso.minutosAguardando, buscadoEm, agora)));
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[860px] text-left text-sm">
        <caption className="sr-only">Casos aguardando validação, do mais urgente para o menos urgente</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">Triagem</th>
            <th scope="col" className="px-4 py-3">Paciente</th>
            <th scope="col" className="px-4 py-3">Médico virtual</th>
            <th scope="col" className="px-4 py-3">Motivo</th>
            <th scope="col" className="px-4 py-3">Espera</th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Ação</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {linhas.map((linha) => (
            <tr key={linha.consultaId} className={linha.atrasado ? 'bg-red-50/60' : undefined}>
              <td className="px-4 py-3 align-top">
                <NivelBadge nivel={linha.nivel} />
              </td>
              <td className="px-4 py-3 align-top font-medium text-slate-900">{linha.paciente}</td>
              <td className="px-4 py-3 align-top text-slate-700">{linha.medico}</td>
              <td className="max-w-xs px-4 py-3 align-top text-slate-700">
                <span className="line-clamp-2">{linha.motivo}</span>
              </td>
              <td className="px-4 py-3 align-top whitespace-nowrap">
                <span className={linha.atrasado ? 'font-semibold text-red-800' : 'text-slate-700'}>{linha.espera}</span>
                {linha.atrasado && <span className="block text-xs font-semibold text-red-800">acima da meta</span>}
                {linha.reserva && <span className="mt-1 block text-xs text-slate-600">{linha.reserva}</span>}
              </td>
              <td className="px-4 py-3 text-right align-top">
                {linha.podeAbrir ? (
                  <Link
                    to={`/medico/casos/${encodeURIComponent(linha.consultaId)}`}
                    className="inline-flex items-center rounded-lg bg-marca-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
                    aria-label={`${linha.reserva ? 'Continuar revisão' : 'Revisar'}: ${linha.paciente}`}
                  >
                    {linha.reserva ? 'Continuar' : 'Revisar'}
                  </Link>
                ) : (
                  <button
                    type="button"
                    disabled
                    className="inline-flex cursor-not-allowed items-center rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-600"
                    aria-label={`${linha.reserva ?? 'Em revisão'}: ${linha.paciente}`}
                  >
                    Em revisão
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
