/**
 * The LGPD export's `mensagensConsulta` section (art. 18, II and V): the transcripts of the signed-in
 * patient's consultations, as stored in the mensagens table. Attachments are listed by name, type and
 * size (the files themselves stay in the private bucket); an empty list keeps the default notice.
 */
import { mensagensPerfil } from '#shared/schemas/perfil.js';
import type { MensagensRepository } from '../common/mensagens-repository.js';
import type { DataExportSource } from './perfil.js';

export function mensagensConsultaExportSource(mensagens: Pick<MensagensRepository, 'list'>): DataExportSource {
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
            ...(item.arquivo ? { arquivo: { nome: item.arquivo.nome, tipo: item.arquivo.tipo, bytes: item.arquivo.tamanho } } : {}),
            criadoEm: item.criado_em,
          });
        }
      }
      return itens.length === 0 ? { itens, observacao: mensagensPerfil.exportacao.semMensagensConsulta } : { itens };
    },
  };
}
