/**
 * The signed-in patient's profile and LGPD rights (art. 18): read and rename, change the picture
 * through a presigned upload, export everything held about them, and delete the account while
 * keeping the clinical record for 20 years (Lei 13.787/2018). Every operation reads and writes
 * only the caller's own data, found through the verified token's `sub` and the account's verified
 * e-mail; nothing here knows about API Gateway.
 */
import { anexos } from '#shared/constants.js';
import { formatDatePtBR } from '#shared/format.js';
import { isMedicoId, medicos } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import {
  ASSINATURA_IMAGEM_BYTES,
  AVATAR_KEY_PATTERN,
  AVATAR_UPLOAD_KEY_PATTERN,
  RETENCAO_PRONTUARIO_ANOS,
  STATUS_CONTA,
  detectarTipoImagem,
  isAvatarContentType,
  mensagensPerfil,
  type AtualizarPerfilRequest,
  type AnexosConsultaResponse,
  type AvatarUploadRequest,
  type AvatarUploadResponse,
  type DadosTitular,
  type ExclusaoContaResponse,
  type PerfilResponse,
} from '#shared/schemas/perfil.js';
import { ANEXO_VIEW_EXPIRES_SECONDS, type AnexosStorage } from '../common/anexos-storage.js';
import type { AsaasCustomerDeletion } from '../common/asaas-client.js';
import type { AvatarStorage } from '../common/avatar-storage.js';
import type { AccountDirectory, ContaCognito } from '../common/cognito-accounts.js';
import { ApiError, BadRequestError, ForbiddenError, NotFoundError, ServiceUnavailableError, UnauthorizedError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import { chavesResgate } from '../common/promo-chaves.js';
import type { ConsultaItem, PacienteItem } from '../common/itens.js';
import type { MensagensRepository } from '../common/mensagens-repository.js';
import type { Titular, TitularRepository } from '../common/titular-repository.js';

/** The caller of a profile route: the verified access token's `sub` and `username`. */
export interface PerfilCaller {
  readonly sub: string;
  readonly username: string;
}

/** What a further data source gets to find the titular's data in its own table. */
export interface DataExportContext {
  readonly sub: string;
  readonly email?: string;
  readonly pacienteIds: readonly string[];
  readonly consultaIds: readonly string[];
}

/**
 * A source of personal data for the LGPD export, e.g. the consultation messages once a table
 * holds them: its section replaces the default one of the same name (`mensagensConsulta`).
 */
export interface DataExportSource {
  readonly secao: string;
  coletar(context: DataExportContext): Promise<unknown>;
}

export interface PerfilDependencies {
  readonly contas: AccountDirectory;
  readonly avatars: AvatarStorage;
  readonly titular: TitularRepository;
  readonly exportSources?: readonly DataExportSource[];
  /** The chat attachments' bucket and the transcripts naming them (the attachments route). */
  readonly anexos?: AnexosStorage;
  readonly mensagens?: Pick<MensagensRepository, 'list'>;
  /** Asaas, loaded on first use (the deletion route): removes the rows' Asaas customers. */
  readonly asaas?: () => Promise<AsaasCustomerDeletion>;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface PerfilService {
  obter(caller: PerfilCaller): Promise<PerfilResponse>;
  atualizar(caller: PerfilCaller, input: AtualizarPerfilRequest): Promise<PerfilResponse>;
  iniciarUploadAvatar(caller: PerfilCaller, input: AvatarUploadRequest): Promise<AvatarUploadResponse>;
  confirmarAvatar(caller: PerfilCaller, key: string): Promise<PerfilResponse>;
  exportarDados(caller: PerfilCaller): Promise<DadosTitular>;
  /** The files the caller sent in one of their own consultations; another's is a 404. */
  listarAnexos(caller: PerfilCaller, consultaId: string): Promise<AnexosConsultaResponse>;
  excluirConta(caller: PerfilCaller): Promise<ExclusaoContaResponse>;
}

/** Fields that are access secrets, not personal data: left out of the export. */
const SEGREDOS = new Set(['checkout_id', 'chat_token', 'token_hash']);

const semSegredos = (row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([name]) => !SEGREDOS.has(name)));

/** The instant `years` years after an ISO instant. */
function plusYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

/** The last entry of one consultation's record. */
function ultimoRegistro(consulta: ConsultaItem): string {
  return [consulta.data_criacao, consulta.aprovado_em, consulta.utilizada_em, consulta.encerrada_em, consulta.estornado_em]
    .filter((value): value is string => typeof value === 'string')
    .reduce((latest, value) => (value > latest ? value : latest));
}

export function createPerfilService(deps: PerfilDependencies): PerfilService {
  const now = deps.now ?? Date.now;

  /** Runs a collaborator call; anything but our own errors becomes the screen's pt-BR failure. */
  async function guarded<T>(operation: string, message: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      logger.error('perfil: dependency failed', { operation, errorName: error instanceof Error ? error.name : typeof error });
      throw new ServiceUnavailableError(message, { cause: error });
    }
  }

  async function conta(caller: PerfilCaller, message: string): Promise<ContaCognito> {
    const found = await guarded('account', message, () => deps.contas.get(caller.username, caller.sub));
    // A token that outlived its account (deleted, or re-created under the same username).
    if (!found) throw new UnauthorizedError();
    return found;
  }

  const titularDe = (account: ContaCognito): Titular => ({
    sub: account.sub,
    ...(account.email && account.emailVerificado ? { email: account.email } : {}),
  });

  async function perfilDe(account: ContaCognito, message: string): Promise<PerfilResponse> {
    // Before a name is saved, the one typed in a patient form with this account's e-mail.
    const nome =
      account.nome ?? (await guarded('pacientes', message, () => deps.titular.pacientes(titularDe(account))))[0]?.nome ?? '';
    const fotoKey = fotoDaConta(account);
    const avatarUrl = fotoKey ? await guarded('avatar-url', message, () => deps.avatars.viewUrl(fotoKey)) : null;
    return { nome, email: account.email ?? '', avatarUrl, criadoEm: account.criadaEm, status: STATUS_CONTA };
  }

  return {
    async obter(caller) {
      const message = mensagens.perfil.erroCarregar;
      return perfilDe(await conta(caller, message), message);
    },

    async atualizar(caller, { nome }) {
      const message = mensagens.perfil.erroAtualizar;
      const account = await conta(caller, message);
      await guarded('update-name', message, () => deps.contas.updateAttributes(account.username, { name: nome }));
      const titular = titularDe(account);
      await guarded('rename-pacientes', message, async () => {
        for (const paciente of await deps.titular.pacientes(titular)) {
          if (paciente.user_id === account.sub) await deps.titular.renomear(paciente.id, titular, nome);
        }
      });
      return perfilDe({ ...account, nome }, message);
    },

    async iniciarUploadAvatar(caller, { contentType }) {
      const message = mensagens.perfil.erroFoto;
      // The schema already refused other types; this narrows the type for the policy.
      if (!isAvatarContentType(contentType)) throw new BadRequestError(mensagens.perfil.avatarNaoImagem);
      const account = await conta(caller, message);
      const upload = await guarded('presign', message, () => deps.avatars.createUpload(account.sub, contentType));
      return { url: upload.url, fields: upload.fields, key: upload.key, expiraEm: upload.expiresAt };
    },

    async confirmarAvatar(caller, key) {
      const message = mensagens.perfil.erroFoto;
      const match = AVATAR_UPLOAD_KEY_PATTERN.exec(key);
      if (!match || match[1] !== caller.sub) throw new ForbiddenError(message);
      const account = await conta(caller, message);

      // The copy at a key no upload policy names is what is checked and shown: a new POST to the
      // pending key cannot swap the picture after the check. `exists`: confirmed once already.
      const aceito = await guarded('accept', message, () => deps.avatars.accept(account.sub, key));
      if (typeof aceito === 'string') throw new BadRequestError(mensagensPerfil.fotoNaoEnviada);
      const final = aceito.key;
      const rejeitar = async (motivo: string): Promise<never> => {
        await guarded('delete-rejected', message, async () => {
          await deps.avatars.delete(final);
          await deps.avatars.delete(key);
        });
        throw new BadRequestError(motivo);
      };
      const stored = await guarded('head', message, () => deps.avatars.head(final));
      if (!stored) return rejeitar(mensagensPerfil.fotoNaoEnviada);
      if (stored.size > anexos.avatarMaxBytes) await rejeitar(mensagens.perfil.avatarMuitoGrande);
      // The policy pinned the declared type; the first bytes show whether the file really is that image.
      const inicio = await guarded('read-start', message, () => deps.avatars.readStart(final, ASSINATURA_IMAGEM_BYTES));
      const tipo = detectarTipoImagem(inicio);
      if (!tipo || tipo !== stored.contentType) await rejeitar(mensagens.perfil.avatarNaoImagem);

      await guarded('set-picture', message, () => deps.contas.updateAttributes(account.username, { picture: final }));
      // The previous picture, this upload's pending key and any upload never confirmed: one picture per account.
      try {
        for (const object of await deps.avatars.list(account.sub)) {
          if (object.key !== final) await deps.avatars.delete(object.key);
        }
      } catch (error) {
        logger.warn('perfil: old pictures not removed', { errorName: error instanceof Error ? error.name : typeof error });
      }
      return perfilDe({ ...account, fotoKey: final }, message);
    },

    async listarAnexos(caller, consultaId) {
      const message = mensagensPerfil.anexos.erroCarregar;
      const account = await conta(caller, message);
      const titular = titularDe(account);
      // Only through the caller's own rows (pertenceAoTitular): an id of anyone else's consultation
      // is answered like an id that does not exist.
      const consulta = await guarded('consultas', message, async () => {
        for (const paciente of await deps.titular.pacientes(titular)) {
          const found = (await deps.titular.consultas(paciente.id)).find((item) => item.id === consultaId);
          if (found) return found;
        }
        return undefined;
      });
      if (!consulta) throw new NotFoundError(mensagens.retorno.consultaNaoEncontrada);
      const { anexos, mensagens: transcricoes } = deps;
      if (!anexos || !transcricoes) throw new ServiceUnavailableError(message);
      const arquivos = await guarded('anexos', message, async () => {
        const lista = [];
        for (const item of await transcricoes.list(consulta.id)) {
          if (!item.arquivo) continue;
          lista.push({
            nome: item.arquivo.nome,
            contentType: item.arquivo.tipo,
            tamanho: item.arquivo.tamanho,
            url: await anexos.viewUrl(item.arquivo.key),
            enviadoEm: item.criado_em,
          });
        }
        return lista;
      });
      return { anexos: arquivos, validadeMinutos: ANEXO_VIEW_EXPIRES_SECONDS / 60 };
    },

    async exportarDados(caller) {
      const message = mensagens.perfil.erroCarregar;
      const account = await conta(caller, message);
      const titular = titularDe(account);
      return guarded('export', message, async () => {
        const pacientes = await deps.titular.pacientes(titular);
        const consultas: ConsultaItem[] = [];
        for (const paciente of pacientes) consultas.push(...(await deps.titular.consultas(paciente.id)));
        const usos = await deps.titular.usosPromocao(await chavesPromocao(account, pacientes));
        const fotos = await deps.avatars.list(account.sub);

        const dados: Record<string, unknown> = {
          formato: 'zapsaude-dados-titular/1',
          geradoEm: new Date(now()).toISOString(),
          aviso: mensagensPerfil.exportacao.aviso,
          conta: {
            usuario: account.username,
            sub: account.sub,
            email: account.email ?? null,
            emailVerificado: account.emailVerificado,
            nome: account.nome ?? null,
            fotoPerfil: account.fotoKey ?? null,
            criadaEm: account.criadaEm,
            atualizadaEm: account.atualizadaEm ?? null,
            situacao: account.situacao ?? null,
            status: STATUS_CONTA,
            atributos: account.atributos,
          },
          fotoPerfil: {
            arquivos: fotos.map((foto) => ({ chave: foto.key, bytes: foto.size, enviadoEm: foto.lastModified ?? null })),
          },
          cadastrosPaciente: pacientes.map(semSegredos),
          consultas: consultas.map((consulta) => {
            const medico = isMedicoId(consulta.medico_id) ? medicos.find((m) => m.id === consulta.medico_id) : undefined;
            return {
              ...semSegredos(consulta),
              ...(medico ? { medico: { nome: medico.nome, especialidade: medico.especialidade } } : {}),
            };
          }),
          usoConsultaGratuita: usos.map(semSegredos),
          mensagensConsulta: { itens: [], observacao: mensagensPerfil.exportacao.semMensagensConsulta },
          formularioContato: { observacao: mensagensPerfil.exportacao.formularioContato },
          observacoes: [mensagensPerfil.exportacao.segredosOmitidos, mensagensPerfil.exportacao.linksAnexos(ANEXO_VIEW_EXPIRES_SECONDS / 60)],
        };
        const context: DataExportContext = {
          sub: account.sub,
          ...(titular.email ? { email: titular.email } : {}),
          pacienteIds: pacientes.map((paciente) => paciente.id),
          consultaIds: consultas.map((consulta) => consulta.id),
        };
        for (const source of deps.exportSources ?? []) dados[source.secao] = await source.coletar(context);
        return dados as DadosTitular;
      });
    },

    async excluirConta(caller) {
      const message = mensagens.erros.servicoIndisponivel;
      const account = await conta(caller, message);
      const titular = titularDe(account);
      const excluidaEm = new Date(now()).toISOString();
      const textos = mensagensPerfil.exclusao;

      return guarded('delete-account', message, async () => {
        const pacientes = await deps.titular.pacientes(titular);
        const usos = await deps.titular.usosPromocao(await chavesPromocao(account, pacientes));

        // The rows' Asaas customers first: a failure here (503) leaves everything else as it was,
        // so the patient's retry finds the same rows with their customer ids and repeats it (a
        // customer already removed counts as removed). Done later, a failure would leave rows
        // without contact data whose Asaas customer nobody could find again.
        const clientesAsaas = [...new Set(pacientes.flatMap((paciente) => (paciente.asaas_customer_id ? [paciente.asaas_customer_id] : [])))];
        if (clientesAsaas.length > 0) {
          if (!deps.asaas) throw new ServiceUnavailableError(message);
          const asaas = await deps.asaas();
          for (const id of clientesAsaas) await asaas.deleteCustomer(id);
        }

        let retidos = 0;
        let consultasRetidas = 0;
        let excluidos = 0;
        let retencaoAte: string | undefined;
        for (const paciente of pacientes) {
          const consultas = await deps.titular.consultas(paciente.id);
          if (consultas.length === 0) {
            if (await deps.titular.excluir(paciente.id, titular)) excluidos += 1;
            continue;
          }
          const ultimo = consultas.map(ultimoRegistro).reduce((latest, value) => (value > latest ? value : latest));
          const ate = plusYears(ultimo, RETENCAO_PRONTUARIO_ANOS);
          if (await deps.titular.reterParaProntuario(paciente.id, titular, excluidaEm, ate)) {
            retidos += 1;
            consultasRetidas += consultas.length;
            if (!retencaoAte || ate > retencaoAte) retencaoAte = ate;
          }
        }

        const fotos = await deps.avatars.list(account.sub);
        for (const foto of fotos) await deps.avatars.delete(foto.key);

        // Last, so that a failure above leaves an account the patient can retry the deletion with.
        await deps.contas.delete(account.username);
        logger.info('perfil: account deleted', { pacientesRetidos: retidos, pacientesExcluidos: excluidos, clientesAsaasExcluidos: clientesAsaas.length });

        const resposta: ExclusaoContaResponse = {
          excluidaEm,
          excluidos: [
            { item: textos.conta.item, detalhe: textos.conta.detalhe },
            ...(fotos.length > 0 ? [{ item: textos.fotos.item, detalhe: textos.fotos.detalhe(fotos.length) }] : []),
            ...(clientesAsaas.length > 0 ? [{ item: textos.clienteAsaas.item, detalhe: textos.clienteAsaas.detalhe }] : []),
            ...(retidos > 0 ? [{ item: textos.contatoPaciente.item, detalhe: textos.contatoPaciente.detalhe }] : []),
            ...(excluidos > 0 ? [{ item: textos.cadastrosSemConsulta.item, detalhe: textos.cadastrosSemConsulta.detalhe(excluidos) }] : []),
          ],
          mantidos: [
            ...(retencaoAte
              ? [
                  {
                    item: textos.prontuario.item,
                    detalhe: textos.prontuario.detalhe(consultasRetidas),
                    motivo: textos.prontuario.motivo(formatDatePtBR(retencaoAte)),
                  },
                ]
              : []),
            ...(usos.length > 0 ? [{ item: textos.usoPromocao.item, motivo: textos.usoPromocao.motivo }] : []),
            { item: textos.contato.item, motivo: textos.contato.motivo },
          ],
        };
        return resposta;
      });
    },
  };
}

/**
 * The account's picture key, only when it is a checked picture of this very account: `picture` is
 * a user attribute, so anything else found there (another account's key, a pending upload, any
 * object of the bucket) is never presigned.
 */
function fotoDaConta(account: ContaCognito): string | undefined {
  const key = account.fotoKey;
  if (!key) return undefined;
  const match = AVATAR_KEY_PATTERN.exec(key);
  if (match?.[1] === account.sub) return key;
  logger.warn('perfil: picture attribute ignored, not a checked picture of this account');
  return undefined;
}

/** The promo-redemption keys of the titular (hashed, promo-chaves.ts): the account's and the rows' e-mails and CPFs. */
async function chavesPromocao(account: ContaCognito, pacientes: readonly PacienteItem[]): Promise<string[]> {
  const emails = new Set<string>();
  const cpfs = new Set<string>();
  if (account.email && account.emailVerificado) emails.add(account.email);
  for (const paciente of pacientes) {
    if (typeof paciente.email === 'string') emails.add(paciente.email);
    if (typeof paciente.cpf === 'string') cpfs.add(paciente.cpf);
  }
  const chaves = await Promise.all([
    ...[...emails].map((email) => chavesResgate(email, undefined)),
    ...[...cpfs].map((cpf) => chavesResgate(undefined, cpf)),
  ]);
  return [...new Set(chaves.flat())];
}
