/**
 * GET /api/chat/estado: everything the chat page needs on (re-)entry: the intake, the transcript,
 * the time left, the triage, and the validation case as the patient may see it.
 */
import { consultaRegras } from '#shared/constants.js';
import { TRIAGEM_PROVISORIA } from '#shared/schemas/validacao.js';
import { chatLimites, type EstadoChatResponse } from '#shared/schemas/chat.js';
import { tempoEsgotado } from '../common/consultas-repository.js';
import { toMensagemChat, type MensagensRepository } from '../common/mensagens-repository.js';
import type { ConsultaEngine } from '../ia/engine.js';
import { resultadoDoCaso } from '../validacao/resultado.js';
import type { ValidacaoItem, ValidacoesRepository } from '../validacao/validacoes-repository.js';
import { segundosRestantes } from './chat-acesso.js';
import { dadosDe, type ChatContexto } from './contexto.js';

export interface EstadoDependencies {
  readonly mensagens: MensagensRepository;
  readonly validacoes: ValidacoesRepository;
  /** The engine's name, reported without building the engine; null when none is configured. */
  readonly ia: ConsultaEngine['nome'] | null;
  /** The stage's waiting target of a case, in minutes (`VALIDACAO_ALVO_MINUTOS`). */
  readonly alvoMinutos: number;
}

export type Estado = (token: string | undefined, medicoId: number) => Promise<EstadoChatResponse>;

export function createEstado(deps: EstadoDependencies, { autorizar }: ChatContexto): Estado {
  /** What the patient may see of the case: the record is read only once a physician decided. */
  async function resultadoDoPaciente(caso: ValidacaoItem) {
    const versoes = caso.status === 'validada' ? await deps.validacoes.listarVersoes(caso.consulta_id) : [];
    return resultadoDoCaso(caso, versoes, deps.alvoMinutos);
  }

  return async function estado(token, medicoId) {
    const acesso = await autorizar(token, medicoId, 'leitura');
    const { consulta, nowMs } = acesso;
    const [items, caso] = await Promise.all([deps.mensagens.list(consulta.id), deps.validacoes.obter(consulta.id)]);
    const validacao = caso ? await resultadoDoPaciente(caso) : undefined;
    const encerrada = consulta.status_consulta === 'encerrada';
    const dados = dadosDe(consulta);
    return {
      consultaId: consulta.id,
      medicoId: consulta.medico_id,
      tipoConsulta: consulta.tipo_consulta,
      intakeFeito: dados !== undefined,
      ...(dados ? { dadosPaciente: dados } : {}),
      mensagens: items.map(toMensagemChat),
      ...(consulta.utilizada_em ? { iniciadaEm: consulta.utilizada_em } : {}),
      segundosRestantes: encerrada ? 0 : segundosRestantes(consulta, nowMs),
      encerrada,
      ...(consulta.motivo_encerramento ? { motivoEncerramento: consulta.motivo_encerramento } : {}),
      ...(consulta.avaliacao !== undefined ? { avaliacao: consulta.avaliacao } : {}),
      podeGerarReceita: items.length > consultaRegras.mensagensAntesDaReceita && !encerrada && !tempoEsgotado(consulta, nowMs),
      mensagensRestantes: Math.max(0, chatLimites.mensagensPacientePorConsulta - (consulta.mensagens_paciente ?? 0)),
      ia: deps.ia,
      triagem: caso?.triagem ?? TRIAGEM_PROVISORIA,
      // The channel is given only to the chat's holder: the page hears the decision there.
      ...(caso && validacao ? { validacao, canalValidacao: caso.canal } : {}),
    };
  };
}
