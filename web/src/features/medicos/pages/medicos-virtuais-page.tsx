import { useMemo, useRef } from 'react';
import { GiftIcon, UsersIcon } from '#web/components/icons.js';
import { MedicoCard } from '#web/components/medico-card.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { consultaRegras, promo } from '#shared/constants.js';
import { especialidades, FILTRO_TODAS, type FiltroEspecialidade } from '#shared/especialidades.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { contagemMedicos, filtrarMedicos, medicos } from '#shared/medicos.js';
import { useConsultaGratuita } from '#web/lib/consulta-gratuita.js';
import { useCamposDigitadosAntes } from '#web/lib/use-primeira-interacao.js';
import { ConsultaAcao } from '../components/consulta-acao.js';
import { PromoDialog } from '../components/promo-dialog.js';
import { useContadoresAtendimento } from '../hooks/use-contadores-atendimento.js';
import { useFiltroMedicos } from '../hooks/use-filtro-medicos.js';
import { useLiberacoes } from '../hooks/use-liberacoes.js';

const todosIds = medicos.map((medico) => medico.id);
const numero = new Intl.NumberFormat('pt-BR');

/** docs/regras-do-produto.md#the-twelve-doctors: GRÁTIS while a free consultation is active, otherwise the fee. */
function PrecoBadge({ gratis }: { gratis: boolean }) {
  if (gratis) {
    return (
      <p className="flex items-center gap-2">
        <span className="rounded-full bg-emerald-700 px-3 py-1 text-sm font-extrabold tracking-wide text-white">GRÁTIS</span>
        <span className="text-sm text-slate-600">
          <span className="sr-only">em vez de </span>
          <s>{PRECO_CONSULTA_FORMATADO}</s> na 1ª consulta
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-baseline gap-1.5 text-slate-900">
      <span className="rounded-full bg-marca-50 px-3 py-1 text-lg font-bold ring-1 ring-marca-600/20">{PRECO_CONSULTA_FORMATADO}</span>
      <span className="text-sm text-slate-600">por consulta</span>
    </p>
  );
}

const campo =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-marca-600 focus:ring-2 focus:ring-marca-600/30 focus:outline-none';

/** /medicos-virtuais: the doctor directory with search, specialty filter, count and empty state. */
export function MedicosVirtuaisPage() {
  const { busca, especialidade, atualizar, limpar } = useFiltroMedicos();
  const encontrados = useMemo(() => filtrarMedicos(medicos, { busca, especialidade }), [busca, especialidade]);
  const campoBusca = useRef<HTMLInputElement>(null);
  // On the prerendered page, a search typed before the app started is typed again here.
  const camposBusca = useCamposDigitadosAntes<HTMLElement>();
  const gratuita = useConsultaGratuita();
  const liberacoes = useLiberacoes();
  const contadores = useContadoresAtendimento(todosIds);

  const limparFiltros = () => {
    limpar();
    campoBusca.current?.focus();
  };

  return (
    <div className="bg-slate-50">
      <MetadadosPagina titulo="Médicos Virtuais"
        descricao={`Converse com um médico virtual de IA em ${especialidades.length} especialidades, 24 horas por dia, por ${PRECO_CONSULTA_FORMATADO}; a primeira consulta é grátis com o código ${promo.codigo}.`} />
      <section className="border-b border-slate-200 bg-gradient-to-b from-marca-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-marca-800 uppercase">Atendimento 24 horas</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Médicos Virtuais</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Converse com um médico virtual de IA em {especialidades.length} especialidades, a qualquer hora. Cada consulta
            dura até {consultaRegras.duracaoMinutos} minutos e custa {PRECO_CONSULTA_FORMATADO}; a primeira é grátis com o
            código {promo.codigo}.
          </p>
          <p className="mt-2 max-w-3xl text-sm text-slate-600">
            O resultado é um pré-diagnóstico feito por inteligência artificial e deve ser validado por um médico de verdade.
          </p>
          {!gratuita.usada && (
            <div className="mt-6">
              <PromoDialog />
            </div>
          )}
          {gratuita.ativa && (
            <p role="status" className="mt-4 flex max-w-3xl items-start gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-600/30">
              <GiftIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              <span>
                <strong>Consulta grátis ativada!</strong> Escolha um médico disponível e toque em “Iniciar Consulta Grátis”.
              </span>
            </p>
          )}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8">
        <search ref={camposBusca} className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_16rem]">
          <div>
            <label htmlFor="busca-medico" className="mb-1 block text-sm font-medium text-slate-700">
              Buscar médico
            </label>
            <div className="relative">
              <svg viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <circle cx="11" cy="11" r="7" />
                <path d="m20 20-3.5-3.5" />
              </svg>
              <input
                id="busca-medico"
                ref={campoBusca}
                type="search"
                value={busca}
                onChange={(event) => atualizar({ busca: event.target.value })}
                placeholder="Nome ou especialidade, ex.: cardiologia"
                autoComplete="off"
                className={`${campo} pl-10`}
              />
            </div>
          </div>
          <div>
            <label htmlFor="filtro-especialidade" className="mb-1 block text-sm font-medium text-slate-700">
              Especialidade
            </label>
            <select
              id="filtro-especialidade"
              value={especialidade}
              onChange={(event) => atualizar({ especialidade: event.target.value as FiltroEspecialidade })}
              className={campo}
            >
              <option value={FILTRO_TODAS}>Todas as especialidades</option>
              {especialidades.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
        </search>

        <p role="status" className="mt-6 text-sm font-medium text-slate-700" data-testid="contagem-medicos">
          {contagemMedicos(encontrados.length)}
        </p>

        {encontrados.length > 0 ? (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Médicos encontrados">
            {encontrados.map((medico) => (
              <li key={medico.id}>
                <MedicoCard
                  medico={medico}
                  preco={<PrecoBadge gratis={gratuita.ativa} />}
                  extra={
                    <p className="flex items-center gap-1.5 text-sm text-slate-600">
                      <UsersIcon className="h-4 w-4 text-marca-700" />
                      <span>
                        {/* As wide as the number to come, so its arrival moves nothing. */}
                        <strong className="inline-block min-w-[3ch] text-right font-semibold text-slate-800 tabular-nums">
                          {contadores.has(medico.id) ? numero.format(contadores.get(medico.id)!) : '—'}
                        </strong>{' '}
                        atendimentos hoje
                      </span>
                    </p>
                  }
                  acao={<ConsultaAcao medico={medico} gratuitaAtiva={gratuita.ativa} consultaLiberadaId={liberacoes.get(medico.id)} />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
            <svg viewBox="0 0 24 24" className="h-12 w-12 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
            </svg>
            <h2 className="mt-4 text-xl font-semibold text-slate-900">Nenhum médico encontrado</h2>
            <p className="mt-2 max-w-md text-slate-600">
              Tente outro nome ou especialidade, ou veja a lista completa dos nossos médicos virtuais.
            </p>
            <button
              type="button"
              onClick={limparFiltros}
              className="mt-6 rounded-lg bg-marca-700 px-5 py-2.5 font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
            >
              Limpar Filtros
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
