/**
 * The consultation chat's API (docs/regras-do-produto.md#the-chat): request bodies parsed by the
 * Lambdas and answers parsed by the SPA. Every chat route is authorised by the chat token in the
 * `x-chat-token` header and names the route's doctor (`medicoId`), checked against the token.
 * The streamed answer of POST /api/chat/mensagens is described in shared/chat-stream.ts.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { anexos, consultaRegras } from '../constants.js';
import { vozesPreset, type VozPreset } from '../medicos.js';
import { mensagens } from '../messages.js';
import { resultadoValidacaoSchema, statusValidacaoSchema, triagemSchema } from './validacao.js';

/** Limits of one consultation's chat, enforced by the server (docs/arquitetura.md#ai-requests) and shown by the page. */
export const chatLimites = {
  /** Longest patient message, in characters. */
  textoMaxCaracteres: 2000,
  /** Patient messages one consultation may send per minute. */
  mensagensPorMinuto: 10,
  /** Patient messages one consultation may send in all (a 30-minute chat needs far fewer). */
  mensagensPacientePorConsulta: 80,
  /** Attachments sent along one message. */
  anexosPorMensagem: 5,
  /** Attachments of one consultation. */
  anexosPorConsulta: 20,
  /** Longest attachment file name kept, in characters. */
  nomeArquivoMaxCaracteres: 120,
  /** Longest text sent to speech synthesis, in characters. */
  falaMaxCaracteres: 1500,
  /** The motive shown in the history is the first patient message cut to this many characters. */
  motivoHistoricoMaxCaracteres: 80,
} as const;

/** The chat's own texts; the spec's come from `mensagens.envio`, `.receita`, `.arquivos` and `.acessoChat`. */
export const mensagensChat = {
  mensagemVazia: 'Digite uma mensagem antes de enviar.',
  mensagemLonga: `Tente enviar uma mensagem mais curta (no máximo ${chatLimites.textoMaxCaracteres} caracteres).`,
  muitasMensagens: 'Você enviou muitas mensagens em pouco tempo. Aguarde um momento e tente novamente.',
  limiteMensagens: `Esta consulta atingiu o limite de ${chatLimites.mensagensPacientePorConsulta} mensagens. Gere a receita, baixe o prontuário ou encerre a consulta.`,
  intakePendente: 'Preencha os dados do paciente antes de enviar mensagens.',
  intakeJaEnviado: 'Os dados do paciente já foram enviados nesta consulta.',
  consultaEncerrada: 'Esta consulta já foi encerrada.',
  tempoEsgotado: `O tempo desta consulta (${consultaRegras.duracaoMinutos} minutos) terminou.`,
  receitaPoucasMensagens: 'A receita pode ser gerada depois de mais algumas mensagens da consulta.',
  receitaInexistente: 'Nenhuma receita foi gerada nesta consulta ainda.',
  /** The chat message of "Gerar Receita Médica": never the draft itself (CFM 2.454/2026). */
  receitaPreparada:
    'Sua receita foi preparada e agora aguarda a validação de um médico real (Resolução CFM 2.454/2026). Assim que ele validar, você a recebe aqui no chat, no seu e-mail e na página de resultados.',
  /** 409 of GET /api/chat/receita.pdf before a physician decided. */
  receitaAguardandoValidacao: 'A receita aguarda a validação de um médico.',
  receitaNaoEmitida: 'O médico não emitiu receita nesta consulta.',
  muitasReceitas: 'Muitas receitas geradas em pouco tempo. Aguarde alguns minutos e tente novamente.',
  avaliacaoObrigatoria: 'Escolha de 1 a 5 estrelas para avaliar a consulta.',
  motivoEncerramentoInvalido: 'Motivo de encerramento inválido.',
  anexoNaoEncontrado: 'Arquivo não encontrado. Envie o arquivo novamente.',
  anexoConteudoInvalido: 'O conteúdo do arquivo não corresponde ao tipo informado. Envie um PDF ou uma imagem (JPG, PNG, GIF, WebP).',
  muitosAnexos: `Envie no máximo ${chatLimites.anexosPorMensagem} arquivos por mensagem e ${chatLimites.anexosPorConsulta} por consulta.`,
  muitosUploads: 'Muitos arquivos enviados em pouco tempo. Aguarde alguns minutos e tente novamente.',
  nomeArquivoInvalido: 'Nome de arquivo inválido.',
  erroProntuario: 'Não foi possível gerar o prontuário.',
  /** 409 of a "Tentar novamente" whose message is no longer the one waiting for an answer. */
  reenvioInvalido: 'Esta mensagem já foi respondida ou não é mais a última da consulta. Digite uma nova mensagem.',
  falaVazia: 'Informe o texto a ser falado.',
  falaLonga: `Texto longo demais para a síntese de voz (no máximo ${chatLimites.falaMaxCaracteres} caracteres).`,
  /** 503 of POST /api/fala: the SPA then speaks with the browser's voice (docs/regras-do-produto.md#the-chat). */
  falaIndisponivel: 'A voz do servidor não está disponível no momento. Usando a voz do navegador.',
} as const;

/** A doctor id as the chat route carries it; a mismatch with the token is answered 403 by the server. */
export const chatMedicoIdSchema = lazySchema(() => z
  .number({ error: mensagens.acessoChat.tokenOutroMedico })
  .check(z.int({ error: mensagens.acessoChat.tokenOutroMedico }), z.gte(1, { error: mensagens.acessoChat.tokenOutroMedico })));

/** `?medicoId=5` of the chat's GET routes. */
export const chatQuerySchema = lazySchema(() => z.object({
  medicoId: z.pipe(
    z.transform((valor: unknown) => (typeof valor === 'string' && /^\d{1,4}$/.test(valor.trim()) ? Number(valor) : valor)),
    chatMedicoIdSchema,
  ),
}));

/** Body of POST /api/chat/intake: the intake form (validated with dadosPacienteSchema by the server). */
export const intakeRequestSchema = lazySchema(() => z.strictObject({
  medicoId: chatMedicoIdSchema,
  dados: z.record(z.string(), z.unknown(), { error: mensagens.validacao.objetoInvalido }),
}));

/** Key of an uploaded attachment (pending until a message accepts it), as POST /api/chat/anexos/upload returned it. */
export const anexoKeySchema = lazySchema(() => z
  .string({ error: mensagensChat.anexoNaoEncontrado })
  .check(
    z.maxLength(300, { error: mensagensChat.anexoNaoEncontrado }),
    z.regex(/^pendentes\/[0-9a-f-]{36}\/[0-9a-f-]{36}-[A-Za-z0-9._-]{1,120}$/, { error: mensagensChat.anexoNaoEncontrado }),
  ));

/**
 * Body of POST /api/chat/mensagens. `texto` may be empty only when files go with it. Oversized text
 * is refused here with the sending toast's text (docs/regras-do-produto.md#the-chat), before anything is stored.
 */
export const enviarMensagemRequestSchema = lazySchema(() => z
  .strictObject({
    medicoId: chatMedicoIdSchema,
    texto: z
      .string({ error: mensagensChat.mensagemVazia })
      .check(z.trim(), z.maxLength(chatLimites.textoMaxCaracteres, { error: mensagensChat.mensagemLonga })),
    arquivos: z.optional(
      z
        .array(anexoKeySchema, { error: mensagensChat.anexoNaoEncontrado })
        .check(z.maxLength(chatLimites.anexosPorMensagem, { error: mensagensChat.muitosAnexos })),
    ),
    /**
     * "Tentar novamente" after a failed answer: the stored message still waiting for one is answered
     * instead of being stored again; `mensagemPacienteId` is the id the failed stream named.
     */
    reenvio: z.optional(
      z.strictObject({
        mensagemPacienteId: z.optional(z.string({ error: mensagensChat.reenvioInvalido }).check(z.regex(/^[0-9a-f-]{36}$/, { error: mensagensChat.reenvioInvalido }))),
      }),
    ),
  })
  .check(
    z.refine((corpo) => corpo.texto !== '' || (corpo.arquivos?.length ?? 0) > 0 || corpo.reenvio?.mensagemPacienteId !== undefined, {
      error: mensagensChat.mensagemVazia,
      path: ['texto'],
    }),
  ));

/** Body of POST /api/chat/receita. */
export const receitaRequestSchema = lazySchema(() => z.strictObject({ medicoId: chatMedicoIdSchema }));

/** Why a consultation ended: the patient's rating, the 30 s auto-finish (or the 30 minutes), or the patient. */
export const motivosEncerramento = ['avaliacao', 'tempo', 'paciente'] as const;
export type MotivoEncerramento = (typeof motivosEncerramento)[number];

/** Body of POST /api/chat/encerrar; a rating (1 to 5 stars) is required when the reason is the rating. */
export const encerrarRequestSchema = lazySchema(() => z
  .strictObject({
    medicoId: chatMedicoIdSchema,
    motivo: z.enum(motivosEncerramento, { error: mensagensChat.motivoEncerramentoInvalido }),
    avaliacao: z.optional(
      z
        .number({ error: mensagensChat.avaliacaoObrigatoria })
        .check(
          z.int({ error: mensagensChat.avaliacaoObrigatoria }),
          z.gte(consultaRegras.avaliacaoMinima, { error: mensagensChat.avaliacaoObrigatoria }),
          z.lte(consultaRegras.avaliacaoMaxima, { error: mensagensChat.avaliacaoObrigatoria }),
        ),
    ),
  })
  .check(
    z.refine((corpo) => corpo.motivo !== 'avaliacao' || corpo.avaliacao !== undefined, {
      error: mensagensChat.avaliacaoObrigatoria,
      path: ['avaliacao'],
    }),
  ));

/**
 * Body of POST /api/chat/anexos/upload: what the browser is about to send. Size and type are
 * checked by the server with the docs/regras-do-produto.md#the-chat toasts before presigning, and pinned again by the upload policy.
 */
export const anexoUploadRequestSchema = lazySchema(() => z.strictObject({
  medicoId: chatMedicoIdSchema,
  nome: z
    .string({ error: mensagensChat.nomeArquivoInvalido })
    .check(
      z.trim(),
      z.minLength(1, { error: mensagensChat.nomeArquivoInvalido }),
      z.maxLength(255, { error: mensagensChat.nomeArquivoInvalido }),
    ),
  contentType: z
    .string({ error: mensagens.arquivos.tipoNaoPermitido.descricao })
    .check(z.trim(), z.toLowerCase(), z.maxLength(200)),
  tamanho: z
    .number({ error: mensagens.arquivos.muitoGrande.descricao })
    .check(z.int({ error: mensagens.arquivos.muitoGrande.descricao }), z.gte(1, { error: mensagensChat.anexoNaoEncontrado })),
}));

/** MIME types of chat attachments (docs/regras-do-produto.md#the-chat). */
export type AnexoContentType = (typeof anexos.tiposPermitidos)[number];

/** Whether a declared type is one the attachment policy accepts. */
export function isAnexoContentType(tipo: string): tipo is AnexoContentType {
  return (anexos.tiposPermitidos as readonly string[]).includes(tipo);
}

/** The attachment type a file's first bytes show (magic number), whatever its name or declared type. */
export function detectarTipoAnexo(bytes: Uint8Array): AnexoContentType | undefined {
  const starts = (signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}

/** Bytes detectarTipoAnexo needs. */
export const ASSINATURA_ANEXO_BYTES = 12;

/** Body of POST /api/fala: text to speak and the voice (a preset, or the doctor whose voice to use). */
export const falaRequestSchema = lazySchema(() => z.strictObject({
  texto: z
    .string({ error: mensagensChat.falaVazia })
    .check(
      z.trim(),
      z.minLength(1, { error: mensagensChat.falaVazia }),
      z.maxLength(chatLimites.falaMaxCaracteres, { error: mensagensChat.falaLonga }),
    ),
  voz: z.optional(z.enum(Object.keys(vozesPreset) as [VozPreset, ...VozPreset[]], { error: mensagens.validacao.opcaoInvalida })),
  medicoId: z.optional(
    z.number({ error: mensagens.validacao.numeroInvalido }).check(z.int({ error: mensagens.validacao.numeroInteiro })),
  ),
}));

// ------------------------------------------------------------------------------------------
// Answers.
// ------------------------------------------------------------------------------------------

export const autoresMensagem = ['paciente', 'medico'] as const;
export const tiposMensagem = ['text', 'file', 'prescription'] as const;
export type TipoMensagem = (typeof tiposMensagem)[number];

/** An attachment as a message carries it. */
export const arquivoMensagemSchema = lazySchema(() => z.object({
  key: z.string(),
  nome: z.string(),
  tipo: z.string(),
  /** Bytes. */
  tamanho: z.number().check(z.int()),
}));

/** One message of the transcript (docs/regras-do-produto.md#the-chat 'Chat message'), in chat order (`seq`). */
export const mensagemChatSchema = lazySchema(() => z.object({
  id: z.string(),
  seq: z.number().check(z.int()),
  autor: z.enum(autoresMensagem),
  texto: z.string(),
  tipo: z.enum(tiposMensagem),
  arquivo: z.optional(arquivoMensagemSchema),
  criadoEm: z.iso.datetime(),
}));

/** The intake as the server holds it, with BMI, minor flag and the responsible adult. */
export const dadosPacienteRespostaSchema = lazySchema(() => z.object({
  nome: z.string(),
  idade: z.number(),
  peso: z.number(),
  altura: z.number(),
  imc: z.string(),
  bebe: z.string(),
  fuma: z.string(),
  esporte: z.string(),
  sexo: z.optional(z.string()),
  consultaPara: z.string(),
  nomeOutraPessoa: z.optional(z.string()),
  menor: z.boolean(),
  responsavel: z.optional(z.object({ nome: z.string(), telefone: z.string(), parentesco: z.string() })),
}));

/** Answer of POST /api/chat/intake: the greeting (stored as the first message) and the spoken intro. */
export const intakeResponseSchema = lazySchema(() => z.object({
  saudacao: mensagemChatSchema,
  /** Short text the doctor speaks 1 s after the greeting when audio is on (docs/regras-do-produto.md#the-chat). */
  introducaoFalada: z.string(),
  dadosPaciente: dadosPacienteRespostaSchema,
  /** When the consents were recorded (CFM 2.314/2022 art. 15). */
  consentimentos: z.object({
    lgpd: z.iso.datetime(),
    termos: z.iso.datetime(),
    /** The version of each accepted text (shared/consentimentos.ts). */
    versoes: z.optional(z.object({ lgpd: z.string(), termos: z.string() })),
  }),
}));

/** Answer of GET /api/chat/estado: everything the page needs to continue where the patient was. */
export const estadoChatResponseSchema = lazySchema(() => z.object({
  consultaId: z.string(),
  medicoId: z.number().check(z.int()),
  tipoConsulta: z.string(),
  intakeFeito: z.boolean(),
  dadosPaciente: z.optional(dadosPacienteRespostaSchema),
  mensagens: z.array(mensagemChatSchema),
  /** When the 30 minutes started (first opening). */
  iniciadaEm: z.optional(z.iso.datetime()),
  /** Seconds left of the 30 minutes; 0 once over. */
  segundosRestantes: z.number().check(z.int()),
  encerrada: z.boolean(),
  motivoEncerramento: z.optional(z.enum(motivosEncerramento)),
  avaliacao: z.optional(z.number().check(z.int())),
  /** More than 3 messages and not ended (docs/regras-do-produto.md#the-chat). */
  podeGerarReceita: z.boolean(),
  /** Patient messages left in this consultation. */
  mensagensRestantes: z.number().check(z.int()),
  /** Which AI engine answers: 'bedrock', 'offline', or null when none is available (the "configure the AI" notice). */
  ia: z.nullable(z.enum(['bedrock', 'offline'])),
  /** The physician's validation of this consultation (docs/validacao-medica.md). */
  validacao: z.optional(resultadoValidacaoSchema),
  /** The realtime channel `/validacoes/<canal>` that announces the decision; given only to the chat's holder. */
  canalValidacao: z.optional(z.string()),
  /** The consultation's triage level and its reasons (docs/triagem.md): never lowered. */
  triagem: triagemSchema,
}));

/** Answer of POST /api/chat/receita: the chat message saying the prescription awaits a physician. */
export const receitaResponseSchema = lazySchema(() => z.object({ texto: z.string(), mensagem: mensagemChatSchema }));

/** Answer of POST /api/chat/encerrar: the closing doctor message. */
export const encerrarResponseSchema = lazySchema(() => z.object({
  mensagem: mensagemChatSchema,
  encerradaEm: z.iso.datetime(),
  motivo: z.enum(motivosEncerramento),
  avaliacao: z.optional(z.number().check(z.int())),
}));

/** Answer of POST /api/chat/anexos/upload: a presigned POST whose policy pins key, type and size. */
export const anexoUploadResponseSchema = lazySchema(() => z.object({
  url: z.url(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  nome: z.string(),
  expiraEm: z.iso.datetime(),
}));

/** Answer of POST /api/fala: MP3 audio, base64. */
export const falaResponseSchema = lazySchema(() => z.object({ audioContent: z.string(), contentType: z.literal('audio/mpeg') }));

export const statusHistorico = { concluida: 'Concluída', emAndamento: 'Em andamento' } as const;

/** One past consultation of the signed-in patient (the Histórico modal). */
export const consultaHistoricoSchema = lazySchema(() => z.object({
  consultaId: z.string(),
  /** ISO timestamp of the first opening (or of the creation). */
  data: z.iso.datetime(),
  medicoId: z.number().check(z.int()),
  medico: z.string(),
  especialidade: z.string(),
  /** First patient message, cut to 80 characters; '' before the first message. */
  motivo: z.string(),
  status: z.enum([statusHistorico.concluida, statusHistorico.emAndamento]),
  /** Where the physician's validation of the consultation is. */
  validacao: z.optional(statusValidacaoSchema),
}));

/** Answer of GET /api/chat/historico, newest first. */
export const historicoResponseSchema = lazySchema(() => z.object({ consultas: z.array(consultaHistoricoSchema) }));

export type IntakeRequest = z.output<typeof intakeRequestSchema>;
export type EnviarMensagemRequest = z.output<typeof enviarMensagemRequestSchema>;
export type EncerrarRequest = z.output<typeof encerrarRequestSchema>;
export type AnexoUploadRequest = z.output<typeof anexoUploadRequestSchema>;
export type FalaRequest = z.output<typeof falaRequestSchema>;
export type ArquivoMensagem = z.infer<typeof arquivoMensagemSchema>;
export type MensagemChat = z.infer<typeof mensagemChatSchema>;
export type IntakeResponse = z.infer<typeof intakeResponseSchema>;
export type EstadoChatResponse = z.infer<typeof estadoChatResponseSchema>;
export type ReceitaResponse = z.infer<typeof receitaResponseSchema>;
export type EncerrarResponse = z.infer<typeof encerrarResponseSchema>;
export type AnexoUploadResponse = z.infer<typeof anexoUploadResponseSchema>;
export type FalaResponse = z.infer<typeof falaResponseSchema>;
export type ConsultaHistorico = z.infer<typeof consultaHistoricoSchema>;
export type HistoricoResponse = z.infer<typeof historicoResponseSchema>;
