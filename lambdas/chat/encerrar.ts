/**
 * POST /api/chat/encerrar: the end of the consultation, once, with the doctor's closing message;
 * then the case goes to a physician (docs/validacao-medica.md).
 */
import { mensagensChat, type EncerrarRequest, type EncerrarResponse } from '#shared/schemas/chat.js';
import { tempoEsgotado } from '../common/consultas-repository.js';
import { ConflictError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import { toMensagemChat } from '../common/mensagens-repository.js';
import type { CicloDoCaso } from '../validacao/caso.js';
import type { ConsultaChatRepository } from './consulta-chat-repository.js';
import { dadosDe, type ChatContexto } from './contexto.js';
import { montarMensagemEncerramento } from './textos-consulta.js';

export interface EncerrarDependencies {
  readonly chatConsultas: ConsultaChatRepository;
  readonly ciclo: CicloDoCaso;
}

export type Encerrar = (token: string | undefined, input: EncerrarRequest) => Promise<EncerrarResponse>;

/** The end waits this long for the drafts (the route's timeout is 29 s); the sweeper does the rest. */
const LIMITE_RASCUNHO_ENCERRAMENTO_MS = 20_000;

export function createEncerrar(deps: EncerrarDependencies, { autorizar, novaMensagem }: ChatContexto): Encerrar {
  return async function encerrar(token, input) {
    const { consulta, medico, nowMs } = await autorizar(token, input.medicoId, 'encerramento');
    const texto = montarMensagemEncerramento(medico, dadosDe(consulta), input.motivo, input.avaliacao, tempoEsgotado(consulta, nowMs));
    const seq = await deps.chatConsultas.reservarSeq(consulta.id, 1);
    const mensagem = novaMensagem(consulta.id, seq, { autor: 'medico', texto, tipo: 'text' });
    const at = new Date(nowMs).toISOString();
    const encerrou = await deps.chatConsultas.encerrar({
      consultaId: consulta.id,
      at,
      motivo: input.motivo,
      ...(input.avaliacao === undefined ? {} : { avaliacao: input.avaliacao }),
      mensagem,
    });
    if (!encerrou) throw new ConflictError(mensagensChat.consultaEncerrada);
    logger.info('consultation ended', { consultaId: consulta.id, motivo: input.motivo });
    // CFM 2.454/2026: the AI drafts over the whole transcript and the case goes to a physician.
    // The end itself is never refused for the engine: without drafts, the sweeper writes them.
    await deps.ciclo.encaminharAoMedico(consulta.id, at, { limiteMs: LIMITE_RASCUNHO_ENCERRAMENTO_MS });
    return {
      mensagem: toMensagemChat(mensagem),
      encerradaEm: at,
      motivo: input.motivo,
      ...(input.avaliacao === undefined ? {} : { avaliacao: input.avaliacao }),
    };
  };
}
