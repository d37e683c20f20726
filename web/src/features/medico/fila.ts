/**
 * How the physicians' queue is shown: the waiting time against the stage's target, the claim, and
 * the colour of each triage level. Pure, so the display rules are unit tested without a browser.
 */
import { rotulosTriagem, type CasoFila, type NivelTriagem } from '#shared/schemas/validacao.js';

/** "aguardando há 12 min", "aguardando há 1 h 05 min", "aguardando há 2 d 3 h". */
export function formatarEspera(minutos: number): string {
  const total = Math.max(0, Math.floor(minutos));
  if (total < 1) return 'aguardando há menos de 1 min';
  if (total < 60) return `aguardando há ${total} min`;
  const horas = Math.floor(total / 60);
  if (horas < 24) return `aguardando há ${horas} h ${String(total % 60).padStart(2, '0')} min`;
  return `aguardando há ${Math.floor(horas / 24)} d ${horas % 24} h`;
}

/**
 * Minutes a case has waited by now: the server's count when the queue was fetched plus the time
 * since (the browser's clock may differ from the server's, the time elapsed on it does not).
 */
export function minutosAguardandoAgora(minutosNoServidor: number, buscadoEm: number, agora: number): number {
  return minutosNoServidor + Math.max(0, (agora - buscadoEm) / 60_000);
}

export interface LinhaFila {
  readonly consultaId: string;
  readonly nivel: NivelTriagem;
  readonly rotuloNivel: string;
  readonly paciente: string;
  readonly medico: string;
  readonly motivo: string;
  readonly espera: string;
  /** Waiting longer than the stage's target. */
  readonly atrasado: boolean;
  /** "Em revisão por você" / "Em revisão por Dra. X", when claimed. */
  readonly reserva?: string;
  /** Free or claimed by this physician: another physician's case cannot be opened. */
  readonly podeAbrir: boolean;
}

/** One row of the queue as the table shows it, in the server's order (most urgent first). */
export function linhaDaFila(caso: CasoFila, alvoMinutos: number, minutos: number): LinhaFila {
  const idade = caso.idade === undefined ? '' : `, ${caso.idade} ${caso.idade === 1 ? 'ano' : 'anos'}`;
  return {
    consultaId: caso.consultaId,
    nivel: caso.triagem.nivel,
    rotuloNivel: rotulosTriagem[caso.triagem.nivel],
    paciente: `${caso.nomePaciente}${idade}`,
    medico: `${caso.medicoVirtual} · ${caso.especialidade}`,
    motivo: caso.motivo,
    espera: formatarEspera(minutos),
    atrasado: minutos > alvoMinutos,
    ...(caso.reserva ? { reserva: caso.reserva.propria ? 'Em revisão por você' : `Em revisão por ${caso.reserva.nome}` } : {}),
    podeAbrir: !caso.reserva || caso.reserva.propria,
  };
}

/** Badge colours per level (text and background with AA contrast). */
export const coresNivel: Record<NivelTriagem, string> = {
  emergencia: 'bg-red-700 text-white ring-red-800',
  'pronto-socorro': 'bg-orange-100 text-orange-900 ring-orange-300',
  'consulta-24h': 'bg-amber-100 text-amber-900 ring-amber-300',
  consulta: 'bg-sky-100 text-sky-900 ring-sky-300',
  autocuidado: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};
