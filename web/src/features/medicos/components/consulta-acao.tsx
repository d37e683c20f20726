import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '#web/components/form-controls.js';
import { notify } from '#web/components/toast.js';
import { pagamentoTempos } from '#shared/constants.js';
import type { Medico } from '#shared/medicos.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { escolherMedicoGratuito } from '#web/lib/consulta-gratuita.js';
import { caminhoLinkSeguro } from '#web/lib/link-seguro.js';
import { guardarMedicoEscolhido } from '#web/lib/medico-escolhido.js';
import { useEntrarNaConsulta } from '../api/consultas-liberadas.js';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed';
const estilos = {
  pagar: `${base} bg-marca-700 text-white hover:bg-marca-800 focus-visible:outline-marca-700`,
  gratis: `${base} bg-amber-400 text-amber-950 hover:bg-amber-300 focus-visible:outline-amber-700`,
  liberada: `${base} bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700`,
  indisponivel: `${base} bg-slate-200 text-slate-600 shadow-none`,
} as const;

interface ConsultaAcaoProps {
  readonly medico: Medico;
  readonly gratuitaAtiva: boolean;
  readonly consultaLiberadaId?: string;
  /** Extra classes for the button (e.g. full width in the consultation room's panel). */
  readonly className?: string;
}

/**
 * The doctor's main button, in the spec's order of precedence: Indisponível (disabled), Consulta
 * Liberada (into the released consultation), Iniciar Consulta Grátis, Pagar e Consultar. The
 * directory's cards and the consultation room's panel both use it.
 */
export function ConsultaAcao({ medico, gratuitaAtiva, consultaLiberadaId, className = '' }: ConsultaAcaoProps) {
  const navigate = useNavigate();
  const entrar = useEntrarNaConsulta();
  const [iniciandoGratis, setIniciandoGratis] = useState(false);
  const com = <span className="sr-only"> com {medico.nome}</span>;

  if (!medico.disponivel) {
    return (
      <button type="button" disabled className={`${estilos.indisponivel} ${className}`}>
        Indisponível
        {com}
      </button>
    );
  }

  if (consultaLiberadaId) {
    return (
      <button
        type="button"
        disabled={entrar.isPending}
        className={`${estilos.liberada} ${className}`}
        onClick={() =>
          entrar.mutate(consultaLiberadaId, {
            onSuccess: ({ chatToken }) => void navigate(caminhoLinkSeguro(chatToken)),
            onError: (error) => notify.error('Não foi possível abrir a consulta', error instanceof ApiRequestError ? error.message : undefined),
          })
        }
      >
        {entrar.isPending && <Spinner />}
        Consulta Liberada
        {com}
      </button>
    );
  }

  if (gratuitaAtiva || iniciandoGratis) {
    return (
      <button
        type="button"
        disabled={iniciandoGratis}
        className={`${estilos.gratis} ${className}`}
        onClick={() => {
          setIniciandoGratis(true);
          escolherMedicoGratuito(medico);
          window.setTimeout(() => void navigate('/agendar-consulta'), pagamentoTempos.gratuitaIrParaAgendamentoMs);
        }}
      >
        {iniciandoGratis && <Spinner className="h-4 w-4 border-amber-900/30 border-t-amber-950" />}
        {iniciandoGratis ? 'Iniciando...' : 'Iniciar Consulta Grátis'}
        {com}
      </button>
    );
  }

  return (
    <button
      type="button"
      className={`${estilos.pagar} ${className}`}
      onClick={() => {
        guardarMedicoEscolhido(medico);
        void navigate('/cadastro-pagamento');
      }}
    >
      Pagar e Consultar
      {com}
    </button>
  );
}
