/**
 * The CloudFront Function that maps the site's addresses to the build's files
 * (rotas-site.cloudfront.js), made from the build's route manifest. CDK deploys it on the
 * distribution's default behaviour; the local preview runs the very same code (infra/local/preview-rotas.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFESTO_ROTAS_ARQUIVO, manifestoRotasSchema, type ManifestoRotas } from '#shared/schemas/rotas-site.js';

/** CloudFront Functions refuse code over 10 KB. */
export const TAMANHO_MAXIMO_FUNCAO_BYTES = 10 * 1024;

const codigoDoMapeamento = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'rotas-site.cloudfront.js'), 'utf8');

/** The build has no route manifest, or one that does not parse. */
export class ManifestoRotasInvalidoError extends Error {
  constructor(
    readonly arquivo: string,
    options?: { cause?: unknown },
  ) {
    super(`The SPA build's route manifest ${arquivo} is missing or invalid: run npm run build:web.`, options);
    this.name = new.target.name;
  }
}

/** The route manifest of the SPA built in `distDir`. */
export function lerManifestoRotas(distDir: string): ManifestoRotas {
  const arquivo = path.join(distDir, MANIFESTO_ROTAS_ARQUIVO);
  try {
    return manifestoRotasSchema.parse(JSON.parse(fs.readFileSync(arquivo, 'utf8')));
  } catch (error) {
    throw new ManifestoRotasInvalidoError(arquivo, { cause: error });
  }
}

/** The route function would be over CloudFront's size limit: too many prerendered pages for one function. */
export class FuncaoRotasGrandeDemaisError extends Error {
  constructor(readonly bytes: number) {
    super(`The route function is ${bytes} bytes, over CloudFront's ${TAMANHO_MAXIMO_FUNCAO_BYTES}: too many prerendered pages for one function.`);
    this.name = new.target.name;
  }
}

/**
 * The function's source: the part of the manifest the mapping reads, as `ROTAS`, then the mapping.
 * CloudFront counts every byte of the code against its limit, so the list of files with the origin
 * marker (the deployment's business) and the mapping's whole-line comments stay out.
 */
export function codigoFuncaoRotas(manifesto: ManifestoRotas): string {
  const { paginas, rotasDoApp, app, naoEncontrada } = manifesto;
  const mapeamento = codigoDoMapeamento.replace(/^[ \t]*\/\/.*\n/gm, '');
  const codigo = `var ROTAS = ${JSON.stringify({ paginas, rotasDoApp, app, naoEncontrada })};\n${mapeamento}`;
  const bytes = Buffer.byteLength(codigo);
  if (bytes > TAMANHO_MAXIMO_FUNCAO_BYTES) throw new FuncaoRotasGrandeDemaisError(bytes);
  return codigo;
}
