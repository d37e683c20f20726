/**
 * POST /api/chat/receita ("Gerar Receita Médica"): the engine drafts the prescription for a
 * physician (docs/validacao-medica.md); the patient is told it awaits a physician's validation.
 */
import { consultaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { mensagensChat, type ReceitaResponse } from '#shared/schemas/chat.js';
import { ConflictError, TooManyRequestsError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import { toMensagemChat, type MensagensRepository } from '../common/mensagens-repository.js';
import { IaIndisponivelError } from '../ia/engine.js';
import type { CicloDoCaso } from '../validacao/caso.js';
import type { ConsultaChatRepository } from './consulta-chat-repository.js';
import type { ChatContexto } from './contexto.js';

export interface ReceitaDependencies {
  readonly chatConsultas: ConsultaChatRepository;
  readonly mensagens: MensagensRepository;
  readonly ciclo: CicloDoCaso;
}

export type GerarReceita = (token: string | undefined, medicoId: number) => Promise<ReceitaResponse>;

export function createGerarReceita(deps: ReceitaDependencies, { autorizar, novaMensagem, limitar }: ChatContexto): GerarReceita {
  return async function gerarReceita(token, medicoId) {
    const acesso = await autorizar(token, medicoId, 'escrita');
    const { consulta } = acesso;
    const erroReceita = (descricao: string) => ({ descricao });
    const items = await deps.mensagens.list(consulta.id);
    if (items.length <= consultaRegras.mensagensAntesDaReceita) {
      throw new ConflictError(mensagens.receita.erroGerar.titulo, erroReceita(mensagensChat.receitaPoucasMensagens));
    }
    await limitar('chat-receita', consulta.id, () => new TooManyRequestsError(mensagens.receita.erroGerar.titulo, erroReceita(mensagensChat.muitasReceitas)));
    // CFM 2.454/2026: the engine drafts the prescription for a physician; the patient never sees
    // the draft, only that it awaits a physician's validation.
    try {
      await deps.ciclo.prepararRascunho(consulta.id);
    } catch (error) {
      if (error instanceof IaIndisponivelError) throw error;
      logger.error('prescription draft failed', { consultaId: consulta.id, errorName: error instanceof Error ? error.name : typeof error });
      throw new IaIndisponivelError('indisponivel', 'receita', { cause: error });
    }
    const texto = mensagensChat.receitaPreparada;
    const seq = await deps.chatConsultas.reservarSeq(consulta.id, 1);
    const mensagem = novaMensagem(consulta.id, seq, { autor: 'medico', texto, tipo: 'prescription' });
    await deps.mensagens.put([mensagem]);
    return { texto, mensagem: toMensagemChat(mensagem) };
  };
}
