import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ClockIcon, GiftIcon, ShieldIcon } from '#web/components/icons.js';
import { InitialsAvatar } from '#web/components/initials-avatar.js';
import { MedicoCard } from '#web/components/medico-card.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { consultaRegras, promo } from '#shared/constants.js';
import { especialidades, FILTRO_TODAS, type FiltroEspecialidade } from '#shared/especialidades.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { filtrarMedicos, findMedico, isMedicoId, medicos, textoDisponibilidade, type Medico } from '#shared/medicos.js';
import { useConsultaGratuita } from '#web/lib/consulta-gratuita.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { esquecerMedicoEscolhido, guardarMedicoEscolhido, lerMedicoEscolhido } from '#web/lib/medico-escolhido.js';
import { ConsultaAcao } from '../components/consulta-acao.js';
import { PromoDialog } from '../components/promo-dialog.js';
import { useLiberacoes } from '../hooks/use-liberacoes.js';

const MINUTOS = consultaRegras.duracaoMinutos;
const CODIGO = promo.codigo;

const destaques = [
  {
    Icone: ClockIcon,
    titulo: `Até ${MINUTOS} minutos de conversa`,
    texto: 'Chat com o médico virtual, 24 horas por dia, 7 dias por semana. Envie exames e fotos se quiser.',
  },
  {
    Icone: GiftIcon,
    titulo: `${PRECO_CONSULTA_FORMATADO} ou grátis na primeira`,
    texto: `Pague por PIX, boleto ou cartão, sem mensalidade. A primeira consulta é grátis com o código ${CODIGO}.`,
  },
  {
    Icone: ShieldIcon,
    titulo: 'Pré-diagnóstico por IA',
    texto: 'O resultado é gerado por inteligência artificial e deve ser validado por um médico de verdade.',
  },
] as const;

function FiltroEspecialidades({
  valor,
  aoMudar,
}: {
  valor: FiltroEspecialidade;
  aoMudar: (valor: FiltroEspecialidade) => void;
}) {
  const opcoes: Array<{ id: FiltroEspecialidade; label: string }> = [
    { id: FILTRO_TODAS, label: 'Todas' },
    ...especialidades.map((item) => ({ id: item.id, label: item.label })),
  ];
  return (
    <div role="group" aria-label="Filtrar por especialidade" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      {opcoes.map((opcao) => {
        const ativo = opcao.id === valor;
        return (
          <button
            key={opcao.id}
            type="button"
            aria-pressed={ativo}
            onClick={() => aoMudar(opcao.id)}
            className={`shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${
              ativo ? 'bg-marca-700 text-white ring-marca-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {opcao.label}
          </button>
        );
      })}
    </div>
  );
}

function PainelProximoPasso({ selecionado, aoTrocar }: { selecionado?: Medico; aoTrocar: () => void }) {
  const gratuita = useConsultaGratuita();
  const liberacoes = useLiberacoes();
  if (!selecionado) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-5 text-slate-600">
        <p className="font-medium text-slate-800">Nenhum médico selecionado ainda.</p>
        <p className="mt-1 text-sm">
          Toque em <strong>Selecionar</strong> no médico da especialidade de que você precisa para iniciar a consulta.
        </p>
      </div>
    );
  }
  const consultaLiberadaId = liberacoes.get(selecionado.id);
  // The directory's rule: the code dialog until the free consultation is used, not over a released one.
  const oferecerCodigo = !gratuita.usada && !gratuita.ativa && consultaLiberadaId === undefined && selecionado.disponivel;
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-marca-600">
      <div className="flex items-center gap-3">
        <InitialsAvatar name={selecionado.nome} className="h-14 w-14 text-lg" />
        <div>
          <p className="font-semibold text-slate-900">{selecionado.nome}</p>
          <p className="text-sm text-marca-800">{selecionado.especialidade}</p>
          <p className="text-sm text-slate-600">{textoDisponibilidade(selecionado)}</p>
        </div>
      </div>

      <h3 className="mt-5 font-semibold text-slate-900">Como iniciar a consulta</h3>
      <ol className="mt-2 space-y-3 text-sm text-slate-700">
        <li className="flex gap-3">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-marca-100 text-xs font-bold text-marca-800" aria-hidden="true">
            1
          </span>
          <span>
            <strong className="text-slate-900">Primeira consulta?</strong> Informe o código{' '}
            <strong className="rounded bg-amber-100 px-1.5 py-0.5 font-mono text-amber-900">{CODIGO}</strong> e ela sai de
            graça.
          </span>
        </li>
        <li className="flex gap-3">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-marca-100 text-xs font-bold text-marca-800" aria-hidden="true">
            2
          </span>
          <span>
            <strong className="text-slate-900">Demais consultas:</strong> {PRECO_CONSULTA_FORMATADO}, por PIX, boleto ou
            cartão de crédito. Sem mensalidade.
          </span>
        </li>
        <li className="flex gap-3">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-marca-100 text-xs font-bold text-marca-800" aria-hidden="true">
            3
          </span>
          <span>
            Converse por chat por até {MINUTOS} minutos e receba um pré-diagnóstico por IA, que deve ser validado por um
            médico de verdade.
          </span>
        </li>
      </ol>

      {gratuita.ativa && consultaLiberadaId === undefined && (
        <p role="status" className="mt-5 flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 ring-1 ring-emerald-600/30">
          <GiftIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
          <span>
            <strong>Consulta grátis ativada!</strong> Toque em “Iniciar Consulta Grátis” para preencher seus dados.
          </span>
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3">
        <ConsultaAcao
          medico={selecionado}
          gratuitaAtiva={gratuita.ativa}
          consultaLiberadaId={consultaLiberadaId}
          className="w-full py-3 text-base"
        />
        {oferecerCodigo && <PromoDialog className="w-full" />}
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Já pagou e perdeu o acesso?{' '}
        <Link to="/pagamento/recuperacao" className="font-semibold text-marca-800 underline underline-offset-2 hover:text-marca-700">
          Recuperar Minha Consulta
        </Link>
      </p>
      <button
        type="button"
        onClick={aoTrocar}
        className="mt-3 text-sm font-semibold text-marca-800 underline underline-offset-2 hover:text-marca-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        Trocar de médico
      </button>
    </div>
  );
}

/** The doctor named by `?medico=<id>` (a link from the symptom interview, say), if it is one of the 12. */
function medicoDoEndereco(valor: string | null): Medico | undefined {
  if (!valor || !/^\d+$/.test(valor) || !isMedicoId(valor)) return undefined;
  return findMedico(valor);
}

/**
 * /sala-atendimento: how a consultation works, the 12 doctors, and the chosen one's way in (the
 * directory's button precedence and the free-code dialog). `?medico=<id>` opens it with that doctor
 * chosen; the choice is kept in the address and in this tab's storage, which the paid flow reads.
 */
export function SalaAtendimentoPage() {
  const [params, setParams] = useSearchParams();
  const [filtro, setFiltro] = useState<FiltroEspecialidade>(FILTRO_TODAS);
  // The choice is this browser's: the page prerendered at build (and its hydration) has none.
  const hydrated = useHydrated();
  const doEndereco = hydrated ? medicoDoEndereco(params.get('medico')) : undefined;
  // The address wins; without one, the choice made earlier in this tab.
  const [guardado, setGuardado] = useState<Medico | undefined>(() => lerMedicoEscolhido());
  const selecionado = doEndereco ?? (hydrated ? guardado : undefined);
  const painel = useRef<HTMLHeadingElement>(null);
  // A doctor named in the address is a choice made elsewhere: bring its panel into view.
  const selecionouAgora = useRef(medicoDoEndereco(params.get('medico')) !== undefined);
  const lista = useMemo(() => filtrarMedicos(medicos, { especialidade: filtro }), [filtro]);

  const selecionadoId = selecionado?.id;

  useEffect(() => {
    // The paid flow (/cadastro-pagamento) and a reload read the choice from this tab's storage.
    if (selecionadoId !== undefined) guardarMedicoEscolhido(findMedico(selecionadoId));
  }, [selecionadoId]);

  useEffect(() => {
    if (!selecionouAgora.current) return;
    selecionouAgora.current = false;
    const titulo = painel.current;
    if (!titulo) return;
    // On a phone the panel is below the list: bring it into view. On a desktop it is already in view.
    const topo = titulo.getBoundingClientRect().top;
    if (topo < 64 || topo > window.innerHeight * 0.6) titulo.scrollIntoView({ behavior: 'smooth', block: 'start' });
    titulo.focus({ preventScroll: true });
  }, [selecionadoId]);

  const selecionar = (medico: Medico) => {
    selecionouAgora.current = true;
    setGuardado(medico);
    // Replace: choosing among the cards should not fill the history.
    setParams({ medico: String(medico.id) }, { replace: true });
  };

  const trocar = () => {
    esquecerMedicoEscolhido();
    setGuardado(undefined);
    setParams({}, { replace: true });
  };

  return (
    <div className="bg-slate-50">
      <MetadadosPagina titulo="Sala de Atendimento"
        descricao="Escolha o médico virtual da especialidade de que você precisa e tire suas dúvidas de saúde por chat, sem fila de espera e sem sair de casa." />
      <section className="border-b border-slate-200 bg-gradient-to-b from-marca-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Sala de Atendimento</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Escolha o médico virtual da especialidade de que você precisa e tire suas dúvidas de saúde por chat, sem fila
            de espera e sem sair de casa.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {destaques.map(({ Icone, titulo, texto }) => (
              <li key={titulo} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-marca-100 text-marca-800">
                  <Icone className="h-5 w-5" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{titulo}</p>
                  <p className="mt-1 text-sm text-slate-600">{texto}</p>
                </div>
              </li>
            ))}
          </ul>
          <aside
            aria-label="Aviso de emergência"
            className="mt-6 flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-red-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
              <path d="M12 9v4M12 17h.01" />
            </svg>
            <p>
              <strong>Emergência?</strong> Dor no peito, falta de ar intensa, desmaio ou sinais de AVC não esperam: ligue
              agora para o{' '}
              <a href="tel:192" className="font-bold underline underline-offset-2">
                SAMU 192
              </a>
              . Se estiver pensando em tirar a própria vida, ligue para o{' '}
              <a href="tel:188" className="font-bold underline underline-offset-2">
                CVV 188
              </a>
              .
            </p>
          </aside>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="titulo-escolha" className="min-w-0">
          <h2 id="titulo-escolha" className="text-xl font-bold text-slate-900">
            1. Escolha seu médico
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {medicos.length} médicos virtuais, um para cada especialidade. Filtre pela área de que você precisa.
          </p>
          <FiltroEspecialidades valor={filtro} aoMudar={setFiltro} />
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Médicos disponíveis">
            {lista.map((medico) => {
              const ativo = selecionado?.id === medico.id;
              return (
                <li key={medico.id}>
                  <MedicoCard
                    medico={medico}
                    variant="compact"
                    headingLevel="h3"
                    selecionado={ativo}
                    acao={
                      <button
                        type="button"
                        aria-pressed={ativo}
                        onClick={() => selecionar(medico)}
                        className={`shrink-0 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${
                          ativo ? 'bg-marca-100 text-marca-800 ring-1 ring-marca-600' : 'bg-marca-700 text-white hover:bg-marca-800'
                        }`}
                      >
                        {ativo ? 'Selecionado' : 'Selecionar'}
                        <span className="sr-only"> {medico.nome}</span>
                      </button>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </section>

        <aside aria-labelledby="titulo-proximo-passo" className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start">
          <h2 id="titulo-proximo-passo" ref={painel} tabIndex={-1} className="mb-4 scroll-mt-20 text-xl font-bold text-slate-900 focus:outline-none">
            2. Seu atendimento
          </h2>
          <PainelProximoPasso selecionado={selecionado} aoTrocar={trocar} />
        </aside>
      </div>
    </div>
  );
}
