/**
 * The results link's pieces that live in the browser: the consultation id read from the address's
 * fragment (`/resultados#consulta=<id>`, never sent to a server by the browser) and the results
 * session kept in the tab's session storage until it expires. The token never goes into a URL.
 */
import * as z from 'zod/mini';
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import { readJson, removeKeys, writeJson } from '../../lib/browser-storage.js';

/** The consultation of an e-mailed link's fragment, if it names one. */
export function consultaDoFragmento(hash: string): string | undefined {
  const valor = new URLSearchParams(hash.replace(/^#/, '')).get('consulta')?.trim();
  if (!valor) return undefined;
  const id = consultaIdSchema.safeParse(valor.toLowerCase());
  return id.success ? id.data : undefined;
}

const CHAVE = 'resultados_sessao';

const sessaoSchema = z.object({ token: z.string().check(z.minLength(1)), expiraEm: z.string(), consultaId: z.string() });
export type SessaoResultados = z.infer<typeof sessaoSchema>;

/** The stored session, unless it has expired (then it is forgotten). */
export function lerSessaoResultados(agora: number = Date.now()): SessaoResultados | undefined {
  const sessao = readJson('session', CHAVE, sessaoSchema);
  if (!sessao) return undefined;
  const expira = Date.parse(sessao.expiraEm);
  if (Number.isNaN(expira) || expira <= agora) {
    esquecerSessaoResultados();
    return undefined;
  }
  return sessao;
}

export function guardarSessaoResultados(sessao: SessaoResultados): void {
  writeJson('session', CHAVE, sessao);
}

export function esquecerSessaoResultados(): void {
  removeKeys('session', CHAVE);
}
