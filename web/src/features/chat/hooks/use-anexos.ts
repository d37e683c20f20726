/**
 * The files the patient attaches before sending (docs/regras-do-produto.md#the-chat): each one checked
 * (anexos.ts), uploaded at once to storage, and shown as a chip until the message that carries it is sent.
 */
import { useCallback, useMemo, useState } from 'react';
import { mensagens } from '#shared/messages.js';
import { notify } from '#web/components/toast.js';
import { notificarErro } from '#web/lib/api-errors.js';
import { recusaDoArquivo, tipoDoArquivo } from '../anexos.js';
import { enviarParaArmazenamento, pedirUploadAnexo, type ChatCredencial } from '../api/consulta-chat.js';
import { idLocal } from '../consulta-estado.js';

export interface AnexoPendente {
  readonly id: string;
  readonly nome: string;
  readonly tamanho: number;
  readonly tipo: string;
  /** The storage key, once the upload finished. */
  readonly key?: string;
}

export type AnexoPronto = AnexoPendente & { readonly key: string };

export interface Anexos {
  readonly lista: readonly AnexoPendente[];
  readonly uploadsEmCurso: boolean;
  readonly adicionarArquivos: (arquivos: readonly File[]) => Promise<void>;
  readonly removerAnexo: (id: string) => void;
  /** The uploaded files, ready to go with the next message. */
  readonly prontos: readonly AnexoPronto[];
  /** Clears the chips: their files went with the message just sent. */
  readonly esvaziar: () => void;
  /** Puts back the files of a message the server refused, before any added since. */
  readonly devolver: (prontos: readonly AnexoPronto[]) => void;
}

export function useAnexos(cred: ChatCredencial): Anexos {
  const [lista, setLista] = useState<readonly AnexoPendente[]>([]);

  const adicionarArquivos = useCallback(
    async (arquivos: readonly File[]) => {
      for (const arquivo of arquivos) {
        const recusa = recusaDoArquivo(arquivo);
        if (recusa) {
          notify.error(recusa.titulo, recusa.descricao);
          continue;
        }
        const id = idLocal();
        const tipo = tipoDoArquivo(arquivo);
        setLista((atual) => [...atual, { id, nome: arquivo.name, tamanho: arquivo.size, tipo }]);
        try {
          const upload = await pedirUploadAnexo(cred, { nome: arquivo.name, contentType: tipo, tamanho: arquivo.size });
          await enviarParaArmazenamento(upload, arquivo);
          setLista((atual) => atual.map((anexo) => (anexo.id === id ? { ...anexo, nome: upload.nome, key: upload.key } : anexo)));
        } catch (error) {
          setLista((atual) => atual.filter((anexo) => anexo.id !== id));
          notificarErro(error, { titulo: mensagens.envio.erroEnviar.titulo, descricao: mensagens.envio.erroEnviar.descricao });
        }
      }
    },
    [cred],
  );
  const removerAnexo = useCallback((id: string) => setLista((atual) => atual.filter((anexo) => anexo.id !== id)), []);
  const prontos = useMemo(() => lista.filter((anexo): anexo is AnexoPronto => anexo.key !== undefined), [lista]);
  const esvaziar = useCallback(() => setLista([]), []);
  const devolver = useCallback((prontos: readonly AnexoPronto[]) => setLista((atual) => [...prontos, ...atual]), []);

  return { lista, uploadsEmCurso: lista.some((anexo) => anexo.key === undefined), adicionarArquivos, removerAnexo, prontos, esvaziar, devolver };
}
