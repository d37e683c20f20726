/**
 * The signed-in patient's profile (/perfil), avatar upload, LGPD rights (export and deletion) and the
 * recovery list (/pagamento/recuperacao). One schema validates a form in the browser and the body
 * in the Lambda, so both sides show the same pt-BR messages.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { anexos, contaRegras, produto } from '../constants.js';
import { mensagens } from '../messages.js';
import { nomeSchema } from './common.js';
import { tiposConsulta } from './consultas.js';

/** The only status the profile shows (spec: "a status always shown as 'Ativa'"). */
export const STATUS_CONTA = 'Ativa';

/** What the deletion field must contain (typed by the patient in the confirmation dialog). */
export const CONFIRMACAO_EXCLUSAO = 'EXCLUIR';

/** Lei 13.787/2018 art. 6: the clinical record is kept at least 20 years after its last entry. */
export const RETENCAO_PRONTUARIO_ANOS = 20;

/** Picture types the upload policy accepts, with the extension of the stored object. */
export const avatarTipos = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type AvatarContentType = keyof typeof avatarTipos;

export const avatarContentTypes = Object.keys(avatarTipos) as AvatarContentType[];

/** Whether `type` is one of the picture types the upload policy accepts. */
export function isAvatarContentType(type: string): type is AvatarContentType {
  return Object.hasOwn(avatarTipos, type);
}

/** Bytes needed by detectarTipoImagem. */
export const ASSINATURA_IMAGEM_BYTES = 12;

/** The picture type a file's first bytes show (its magic number), whatever its name or declared type. */
export function detectarTipoImagem(bytes: Uint8Array): AvatarContentType | undefined {
  const starts = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/** Texts of the profile's own checks and of the LGPD answers; the spec's come from `mensagens.perfil`. */
export const mensagensPerfil = {
  arquivoVazio: 'O arquivo da foto está vazio. Escolha outra imagem.',
  fotoNaoEnviada: 'A foto não chegou ao armazenamento. Envie o arquivo novamente.',
  confirmacaoExclusao: `Para excluir sua conta, digite ${CONFIRMACAO_EXCLUSAO} no campo de confirmação.`,
  exclusao: {
    conta: {
      item: 'Conta de acesso',
      detalhe: 'E-mail de login, nome, senha e sessões da conta.',
    },
    fotos: {
      item: 'Foto de perfil',
      detalhe: (n: number) => (n === 1 ? '1 arquivo de imagem apagado.' : `${n} arquivos de imagem apagados.`),
    },
    contatoPaciente: {
      item: 'Dados de contato do cadastro de paciente',
      detalhe: 'E-mail e telefone apagados; o cadastro não fica mais ligado a nenhuma conta.',
    },
    clienteAsaas: {
      item: 'Cadastro de pagador no Asaas',
      detalhe: 'Cadastro de cliente no Asaas (nome, e-mail e CPF) removido, com as cobranças ainda não pagas.',
    },
    cadastrosSemConsulta: {
      item: 'Cadastro de paciente sem consultas',
      detalhe: (n: number) => (n === 1 ? '1 cadastro apagado por inteiro.' : `${n} cadastros apagados por inteiro.`),
    },
    prontuario: {
      item: 'Prontuário médico',
      detalhe: (n: number) =>
        `${n === 1 ? '1 consulta' : `${n} consultas`} e a identificação do paciente que o prontuário exige (nome e CPF, e a data de nascimento quando informada).`,
      motivo: (ate: string) =>
        `A Lei 13.787/2018 obriga a guarda do prontuário por no mínimo ${RETENCAO_PRONTUARIO_ANOS} anos a partir do último registro. Ele fica guardado com acesso restrito até ${ate} e depois é eliminado.`,
    },
    usoPromocao: {
      item: 'Registro de uso da consulta gratuita',
      motivo:
        'Guardamos apenas o registro de que o código promocional já foi usado com este e-mail ou CPF, para impedir o uso repetido (prevenção a fraudes, LGPD art. 7º, IX).',
    },
    contato: {
      item: 'Mensagens do formulário de contato',
      motivo: `Essas mensagens não ficam ligadas à sua conta e são apagadas automaticamente ${contaRegras.contatoRetencaoDias} dias após o envio. Para excluí-las antes, escreva para ${produto.emailSuporte} usando o e-mail informado no formulário.`,
    },
  },
  exportacao: {
    aviso: `Cópia dos dados pessoais que o ${produto.nome} mantém sobre você (LGPD, art. 18, II e V).`,
    semMensagensConsulta: 'Nenhuma mensagem de consulta está armazenada no servidor.',
    formularioContato: `Mensagens enviadas pelo formulário de contato não ficam ligadas a contas. Para recebê-las, escreva para ${produto.emailSuporte} usando o e-mail informado no formulário.`,
    segredosOmitidos: 'Identificadores de acesso (links de consulta e de pagamento) não são incluídos, por segurança.',
    linksAnexos: (minutos: number) =>
      `Os links dos arquivos enviados nas consultas (campo "link") valem ${minutos} minutos. Depois disso, gere uma nova cópia dos dados ou abra a consulta no seu histórico.`,
  },
  anexos: {
    erroCarregar: 'Não foi possível carregar os arquivos desta consulta. Tente novamente.',
  },
} as const;

/** Body of PATCH /api/perfil: only the name can change (the e-mail cannot, docs/regras-do-produto.md#accounts-and-profile). */
export const atualizarPerfilRequestSchema = lazySchema(() => z.strictObject({
  // A missing name reads like an empty one, so the 400 names the field.
  nome: z.pipe(
    z.string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? mensagens.validacao.nomeObrigatorio : mensagens.validacao.nomeInvalido,
    }),
    nomeSchema,
  ),
}));

// zod/mini's check() keeps the schema's type, so the narrowing of the type guard is spelled out.
const avatarContentTypeSchema = z
  .string({ error: mensagens.perfil.avatarNaoImagem })
  .check(z.refine(isAvatarContentType, { error: mensagens.perfil.avatarNaoImagem })) as z.core.$ZodNarrow<
  z.ZodMiniString<string>,
  AvatarContentType
>;

/** Body of POST /api/perfil/avatar/upload: what the browser is about to send, checked before presigning. */
export const avatarUploadRequestSchema = lazySchema(() => z.strictObject({
  contentType: avatarContentTypeSchema,
  size: z
    .number({ error: mensagens.perfil.avatarMuitoGrande })
    .check(
      z.int({ error: mensagens.perfil.avatarMuitoGrande }),
      z.gte(1, { error: mensagensPerfil.arquivoVazio }),
      z.lte(anexos.avatarMaxBytes, { error: mensagens.perfil.avatarMuitoGrande }),
    ),
}));

/** Answer of POST /api/perfil/avatar/upload: a presigned POST whose policy enforces type, size and key. */
export const avatarUploadResponseSchema = lazySchema(() => z.object({
  url: z.url(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiraEm: z.iso.datetime(),
}));

/**
 * `avatars/<Cognito sub>/<uuid>.<ext>`: a picture checked and copied there by POST /api/perfil/avatar;
 * no upload policy names these keys. The profile shows `picture` only when it is one of the caller's.
 */
export const AVATAR_KEY_PATTERN = /^avatars\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.(jpg|png|webp|gif)$/;

/** `pendentes/<Cognito sub>/<uuid>.<ext>`: the only keys the upload policy ever signs. */
export const AVATAR_UPLOAD_KEY_PATTERN = /^pendentes\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.(jpg|png|webp|gif)$/;

/** Body of POST /api/perfil/avatar: the uploaded object to make the profile picture. */
export const confirmarAvatarRequestSchema = lazySchema(() => z.strictObject({
  key: z
    .string({ error: mensagens.perfil.erroFoto })
    .check(z.maxLength(200, { error: mensagens.perfil.erroFoto }), z.regex(AVATAR_UPLOAD_KEY_PATTERN, { error: mensagens.perfil.erroFoto })),
}));

/** Answer of GET and PATCH /api/perfil and POST /api/perfil/avatar. */
export const perfilResponseSchema = lazySchema(() => z.object({
  nome: z.string(),
  email: z.string(),
  /** A short-lived presigned GET URL, or null without a picture. */
  avatarUrl: z.nullable(z.url()),
  /** When the account was created (ISO 8601). */
  criadoEm: z.iso.datetime({ offset: true }),
  status: z.literal(STATUS_CONTA),
}));

/** One file the patient sent in a consultation, with a short-lived download link. */
export const anexoConsultaSchema = lazySchema(() => z.object({
  nome: z.string(),
  contentType: z.string(),
  /** Bytes. */
  tamanho: z.number().check(z.int()),
  /** A presigned GET URL, valid `validadeMinutos`. */
  url: z.url(),
  enviadoEm: z.iso.datetime(),
}));

/** Answer of GET /api/perfil/consultas/{consultaId}/anexos: the files of one of the caller's consultations, oldest first. */
export const anexosConsultaResponseSchema = lazySchema(() => z.object({
  anexos: z.array(anexoConsultaSchema),
  validadeMinutos: z.number().check(z.int()),
}));

/** Body of DELETE /api/perfil. */
export const excluirContaRequestSchema = lazySchema(() => z.strictObject(
  {
    confirmacao: z
      .string({ error: mensagensPerfil.confirmacaoExclusao })
      .check(
        z.trim(),
        z.refine((value) => value === CONFIRMACAO_EXCLUSAO, { error: mensagensPerfil.confirmacaoExclusao }),
      ) as z.core.$ZodNarrow<z.ZodMiniString<string>, typeof CONFIRMACAO_EXCLUSAO>,
  },
  { error: mensagensPerfil.confirmacaoExclusao },
));

const itemExcluidoSchema = lazySchema(() => z.object({ item: z.string(), detalhe: z.string() }));
const itemMantidoSchema = lazySchema(() => z.object({ item: z.string(), detalhe: z.optional(z.string()), motivo: z.string() }));

/** Answer of DELETE /api/perfil: what was deleted, and what was kept and why, for the page to show. */
export const exclusaoContaResponseSchema = lazySchema(() => z.object({
  excluidaEm: z.iso.datetime(),
  excluidos: z.array(itemExcluidoSchema),
  mantidos: z.array(itemMantidoSchema),
}));

/** One approved consultation of the signed-in patient on /pagamento/recuperacao. */
export const consultaRecuperavelSchema = lazySchema(() => z.object({
  id: z.uuid(),
  medicoId: z.number().check(z.int()),
  medicoNome: z.string(),
  especialidade: z.string(),
  dataCriacao: z.iso.datetime(),
  tipoConsulta: z.enum([tiposConsulta.gratuita, tiposConsulta.paga]),
  /** Still gives access to the chat (not ended, and its 30 minutes not over). */
  aberta: z.boolean(),
}));

/** Answer of GET /api/pagamento/recuperacao: approved consultations, newest first. */
export const recuperacaoResponseSchema = lazySchema(() => z.object({ consultas: z.array(consultaRecuperavelSchema) }));

/**
 * The LGPD export (GET /api/perfil/dados). Sections are plain records so that a new data source
 * (e.g. consultation messages) adds its own section without changing this contract.
 */
export interface DadosTitular {
  readonly formato: 'zapsaude-dados-titular/1';
  readonly geradoEm: string;
  readonly aviso: string;
  readonly conta: Record<string, unknown>;
  readonly fotoPerfil: { readonly arquivos: readonly { chave: string; bytes: number; enviadoEm: string }[] };
  readonly cadastrosPaciente: readonly Record<string, unknown>[];
  readonly consultas: readonly Record<string, unknown>[];
  readonly usoConsultaGratuita: readonly Record<string, unknown>[];
  readonly mensagensConsulta: { readonly itens: readonly unknown[]; readonly observacao?: string };
  readonly formularioContato: { readonly observacao: string };
  readonly observacoes: readonly string[];
  /** Sections added by further sources (see DataExportSource in lambdas/perfil/perfil.ts). */
  readonly [secao: string]: unknown;
}

export type AtualizarPerfilRequest = z.output<typeof atualizarPerfilRequestSchema>;
export type AvatarUploadRequest = z.output<typeof avatarUploadRequestSchema>;
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;
export type PerfilResponse = z.infer<typeof perfilResponseSchema>;
export type ExclusaoContaResponse = z.infer<typeof exclusaoContaResponseSchema>;
export type ConsultaRecuperavel = z.infer<typeof consultaRecuperavelSchema>;
export type AnexoConsulta = z.infer<typeof anexoConsultaSchema>;
export type AnexosConsultaResponse = z.infer<typeof anexosConsultaResponseSchema>;
export type RecuperacaoResponse = z.infer<typeof recuperacaoResponseSchema>;
