/**
 * The consultation's two PDF downloads: the prescription only once a physician validated and
 * signed it, and the record: the signed report once a physician decided, before that the
 * transcript marked RASCUNHO.
 */
import { mensagensChat } from '#shared/schemas/chat.js';
import { nomeDoAtendido } from '#shared/schemas/consulta-chat.js';
import { nomeArquivo } from '#shared/nome-arquivo.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import type { ConsultaItem } from '../common/itens.js';
import type { MensagensRepository } from '../common/mensagens-repository.js';
import { NOME_PACIENTE_PADRAO } from '../ia/engine.js';
import type { ValidacaoItem, ValidacoesRepository } from '../validacao/validacoes-repository.js';
import { dadosDe, type ChatContexto } from './contexto.js';
import type { gerarProntuarioPdf } from './prontuario-pdf.js';

/**
 * The PDF renderers (common/pdf.ts and the two layouts): a dependency so that only the two download
 * routes' Lambda bundles them (pdf-handler.ts); every other chat route's bundle leaves them out.
 */
export interface DocumentosPdf {
  readonly prontuario: typeof gerarProntuarioPdf;
  /** A validated, signed document of the `documentos` bucket by its key (lambdas/documentos). */
  readonly validado: (key: string) => Promise<Uint8Array | undefined>;
}

/** A generated download. */
export interface ArquivoGerado {
  readonly nome: string;
  readonly contentType: 'application/pdf';
  readonly conteudo: Uint8Array;
}

export interface DocumentosDependencies {
  readonly mensagens: MensagensRepository;
  readonly validacoes: ValidacoesRepository;
  readonly documentos: DocumentosPdf;
}

export type Download = (token: string | undefined, medicoId: number) => Promise<ArquivoGerado>;

const decidido = (caso: ValidacaoItem): boolean => caso.status === 'validada' || caso.status === 'recusada';

const nomeDoPaciente = (consulta: ConsultaItem): string => {
  const paciente = dadosDe(consulta);
  return paciente ? nomeDoAtendido(paciente) : NOME_PACIENTE_PADRAO;
};

export function createDocumentos(
  deps: DocumentosDependencies,
  { autorizar, now }: ChatContexto,
): { readonly receitaPdf: Download; readonly prontuarioPdf: Download } {
  /** A stored document a physician validated and signed, named as the chat names its downloads. */
  function documentoValidado(tipo: 'receita' | 'prontuario', consulta: ConsultaItem, caso: ValidacaoItem, conteudo: Uint8Array): ArquivoGerado {
    const data = new Date(caso.decidido_em ?? now());
    return { nome: nomeArquivo(tipo, caso.nome_paciente || nomeDoPaciente(consulta), data), contentType: 'application/pdf', conteudo };
  }

  return {
    async receitaPdf(token, medicoId) {
      const { consulta } = await autorizar(token, medicoId, 'leitura');
      const [items, caso] = await Promise.all([deps.mensagens.list(consulta.id), deps.validacoes.obter(consulta.id)]);
      if (caso && decidido(caso)) {
        // Only what a physician validated and signed is a prescription (CFM 2.299/2021, 2.454/2026).
        const conteudo = caso.documentos?.receita ? await deps.documentos.validado(caso.documentos.receita) : undefined;
        if (!conteudo) throw new NotFoundError(mensagensChat.receitaNaoEmitida);
        return documentoValidado('receita', consulta, caso, conteudo);
      }
      if (caso?.status === 'aguardando' || items.some((item) => item.tipo === 'prescription')) {
        throw new ConflictError(mensagensChat.receitaAguardandoValidacao);
      }
      throw new NotFoundError(mensagensChat.receitaInexistente);
    },

    async prontuarioPdf(token, medicoId) {
      const { consulta, medico, nowMs } = await autorizar(token, medicoId, 'leitura');
      const caso = await deps.validacoes.obter(consulta.id);
      if (caso && decidido(caso) && caso.documentos?.relatorio) {
        const conteudo = await deps.documentos.validado(caso.documentos.relatorio);
        if (conteudo) return documentoValidado('prontuario', consulta, caso, conteudo);
      }
      const items = await deps.mensagens.list(consulta.id);
      const paciente = dadosDe(consulta);
      const geradoEm = new Date(nowMs);
      const conteudo = await deps.documentos.prontuario({
        consultaId: consulta.id,
        tipoConsulta: consulta.tipo_consulta,
        medico,
        ...(paciente ? { paciente } : {}),
        ...(consulta.consentimentos ? { consentimentos: consulta.consentimentos } : {}),
        ...(consulta.utilizada_em ? { iniciadaEm: consulta.utilizada_em } : {}),
        ...(consulta.encerrada_em ? { encerradaEm: consulta.encerrada_em } : {}),
        ...(consulta.motivo_encerramento ? { motivoEncerramento: consulta.motivo_encerramento } : {}),
        ...(consulta.avaliacao !== undefined ? { avaliacao: consulta.avaliacao } : {}),
        ...(consulta.motivo ? { motivo: consulta.motivo } : {}),
        mensagens: items,
        geradoEm,
        // No physician validated this record: every page says RASCUNHO.
        rascunho: true,
      });
      return {
        nome: nomeArquivo('prontuario', paciente ? nomeDoAtendido(paciente) : NOME_PACIENTE_PADRAO, geradoEm),
        contentType: 'application/pdf',
        conteudo,
      };
    },
  };
}
