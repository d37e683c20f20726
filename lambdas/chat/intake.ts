/**
 * POST /api/chat/intake: the patient's form with both consents, recorded once together with the
 * doctor's greeting; a retry of the same form answers like the first time.
 */
import { versoesConsentimento } from '#shared/consentimentos.js';
import { mensagensChat, type IntakeResponse } from '#shared/schemas/chat.js';
import { dadosPacienteDoFormulario, dadosPacienteSchema, type DadosPacienteForm } from '#shared/schemas/consulta-chat.js';
import { ConflictError, ForbiddenError } from '../common/errors.js';
import { parseInput } from '../common/http.js';
import type { ConsultaItem } from '../common/itens.js';
import { logger } from '../common/logger.js';
import { toMensagemChat, type MensagensRepository } from '../common/mensagens-repository.js';
import type { CicloDoCaso } from '../validacao/caso.js';
import type { AcessoChat, ChatAcessoDependencies } from './chat-acesso.js';
import type { ConsultaChatRepository } from './consulta-chat-repository.js';
import type { ChatContexto } from './contexto.js';
import { montarIntroducaoFalada, montarSaudacao } from './textos-consulta.js';

export interface IntakeDependencies {
  readonly acesso: Pick<ChatAcessoDependencies, 'consultaPorId'>;
  readonly chatConsultas: ConsultaChatRepository;
  readonly mensagens: MensagensRepository;
  readonly ciclo: CicloDoCaso;
}

export type Intake = (token: string | undefined, medicoId: number, dados: unknown) => Promise<{ status: 200 | 201; body: IntakeResponse }>;

/** Same data whatever the key order DynamoDB returns maps in. */
function mesmoConteudo(a: unknown, b: unknown): boolean {
  const canonico = (valor: unknown): unknown =>
    valor !== null && typeof valor === 'object' && !Array.isArray(valor)
      ? Object.fromEntries(
          Object.entries(valor as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, v]) => [k, canonico(v)]),
        )
      : valor;
  return JSON.stringify(canonico(a)) === JSON.stringify(canonico(b));
}

export function createIntake(deps: IntakeDependencies, { autorizar, novaMensagem }: ChatContexto): Intake {
  async function respostaIntake(acesso: AcessoChat, form: DadosPacienteForm, consulta: ConsultaItem): Promise<IntakeResponse> {
    const saudacao = (await deps.mensagens.list(consulta.id)).find((item) => item.seq === 1);
    if (!saudacao || !consulta.consentimentos) throw new ConflictError(mensagensChat.intakeJaEnviado);
    const dados = dadosPacienteDoFormulario(form);
    return {
      saudacao: toMensagemChat(saudacao),
      introducaoFalada: montarIntroducaoFalada(acesso.medico, dados),
      dadosPaciente: dados,
      consentimentos: consulta.consentimentos,
    };
  }

  return async function intake(token, medicoId, dadosBrutos) {
    const acesso = await autorizar(token, medicoId, 'escrita');
    const form = parseInput(dadosPacienteSchema, dadosBrutos);
    const existente = acesso.consulta;
    if (existente.dados_paciente) {
      // A retry of the same form answers like the first time; different data cannot replace the record.
      if (mesmoConteudo(existente.dados_paciente, form)) {
        // The retry may come because the case was not opened the first time.
        await deps.ciclo.abrir(existente);
        return { status: 200, body: await respostaIntake(acesso, form, existente) };
      }
      throw new ConflictError(mensagensChat.intakeJaEnviado);
    }
    const dados = dadosPacienteDoFormulario(form);
    const at = new Date(acesso.nowMs).toISOString();
    // CFM 2.314/2022 art. 15: both consents, with the instant the server received them and the
    // version of the texts this build's form shows (the SPA and the API ship from one build).
    const consentimentos = { lgpd: at, termos: at, versoes: { ...versoesConsentimento } };
    const saudacao = novaMensagem(existente.id, 1, { autor: 'medico', texto: montarSaudacao(acesso.medico, dados), tipo: 'text' });
    const registrado = await deps.chatConsultas.registrarIntake({ consultaId: existente.id, dados: form, consentimentos, at, saudacao });
    if (!registrado) {
      const atual = await deps.acesso.consultaPorId(existente.id);
      if (atual?.dados_paciente && mesmoConteudo(atual.dados_paciente, form)) {
        await deps.ciclo.abrir(atual);
        return { status: 200, body: await respostaIntake(acesso, form, atual) };
      }
      if (atual?.status_consulta === 'encerrada') throw new ForbiddenError(mensagensChat.consultaEncerrada);
      throw new ConflictError(mensagensChat.intakeJaEnviado);
    }
    logger.info('chat intake recorded', { consultaId: existente.id, medicoId: acesso.medico.id });
    // CFM 2.454/2026: from the intake on, the consultation has its physician-validation case.
    // If this write fails the intake answers 500 and its retry (same form) opens the case.
    await deps.ciclo.abrir({ ...existente, dados_paciente: form, intake_em: at });
    return {
      status: 201,
      body: {
        saudacao: toMensagemChat(saudacao),
        introducaoFalada: montarIntroducaoFalada(acesso.medico, dados),
        dadosPaciente: dados,
        consentimentos,
      },
    };
  };
}
