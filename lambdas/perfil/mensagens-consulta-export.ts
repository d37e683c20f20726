/**
 * The LGPD export's `mensagensConsulta` section (art. 18, II and V): the transcripts of the signed-in
 * patient's consultations, as stored in the mensagens table. Attachments are listed by name, type and
 * size, with a short-lived download link when the bucket is given (the files themselves stay in the
 * private bucket; the link is not its key); an empty list keeps the default notice.
 */
import { mensagensPerfil } from '#shared/schemas/perfil.js';
import type { AnexosStorage } from '../common/anexos-storage.js';
import type { MensagensRepository } from '../common/mensagens-repository.js';
import type { DataExportSource } from './perfil.js';

export function mensagensConsultaExportSource(
  mensagens: Pick<MensagensRepository, 'list'>,
  anexos?: Pick<AnexosStorage, 'viewUrl'>,
): DataExportSource {
  return {
    secao: 'mensagensConsulta',
    async coletar({ consultaIds }) {
      const itens = [];
      for (const consultaId of consultaIds) {
        for (const item of await mensagens.list(consultaId)) {
          itens.push({
            consultaId,
            seq: item.seq,
            autor: item.autor,
            tipo: item.tipo,
            texto: item.texto,
            ...(item.arquivo
              ? {
                  arquivo: {
                    nome: item.arquivo.nome,
                    tipo: item.arquivo.tipo,
                    bytes: item.arquivo.tamanho,
                    ...(anexos ? { link: await anexos.viewUrl(item.arquivo.key) } : {}),
                  },
                }
              : {}),
            criadoEm: item.criado_em,
          });
        }
      }
      return itens.length === 0 ? { itens, observacao: mensagensPerfil.exportacao.semMensagensConsulta } : { itens };
    },
  };
}
