/**
 * Dependency hygiene: every package our code imports is declared in package.json; what the product
 * runs (the Lambdas, `shared/`, the SPA) is a dependency, and what only the local stack, the CDK
 * app, the tests and the benches use is a devDependency.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const raiz = path.resolve(import.meta.dirname, '../..');
const pacote = JSON.parse(readFileSync(path.join(raiz, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencias = new Set(Object.keys(pacote.dependencies));
const declarados = new Set([...dependencias, ...Object.keys(pacote.devDependencies)]);
const nativos = new Set(builtinModules);

function arquivos(pasta: string): string[] {
  const caminho = path.join(raiz, pasta);
  if (!statSync(caminho, { throwIfNoEntry: false })?.isDirectory()) return [pasta];
  return readdirSync(caminho, { withFileTypes: true }).flatMap((entrada) => {
    if (entrada.name === 'node_modules' || entrada.name === 'dist') return [];
    const relativo = path.join(pasta, entrada.name);
    if (entrada.isDirectory()) return arquivos(relativo);
    return /\.(?:ts|tsx|mjs)$/.test(entrada.name) ? [relativo] : [];
  });
}

// Real import statements only: a line that starts with `import`/`export … from`, or `import(…)`.
// (Code held in template strings, like the AppSync handlers in infra/lib/realtime.ts, is not ours to resolve.)
const IMPORTACAO = /^\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"./][^'"]*)['"]|\bimport\(\s*['"]([^'"./][^'"]*)['"]\s*\)/gm;

interface Importacao {
  readonly arquivo: string;
  readonly pacote: string;
  readonly soTipo: boolean;
}

function importacoes(pastas: readonly string[]): Importacao[] {
  return pastas.flatMap(arquivos).flatMap((arquivo) => {
    const codigo = readFileSync(path.join(raiz, arquivo), 'utf8').replace(/`(?:\\[\s\S]|[^`\\])*`/g, '``');
    return [...codigo.matchAll(IMPORTACAO)].flatMap((match) => {
      const especificador = match[3] ?? match[4] ?? '';
      // node: built-ins, Vite's virtual modules and our own path aliases (package.json `imports`, `#shared/…`).
      if (especificador.startsWith('node:') || especificador.startsWith('virtual:') || especificador.startsWith('#')) return [];
      const partes = especificador.split('/');
      const nome = especificador.startsWith('@') ? partes.slice(0, 2).join('/') : (partes[0] ?? '');
      if (nativos.has(nome)) return [];
      return [{ arquivo, pacote: nome, soTipo: match[2] !== undefined }];
    });
  });
}

const declarado = (item: Importacao, conjunto: ReadonlySet<string>): boolean =>
  conjunto.has(item.pacote) || (item.soTipo && declarados.has(`@types/${item.pacote}`));

describe('package.json', () => {
  it('declares every package the code imports', () => {
    const pastas = ['lambdas', 'shared', 'web/src', 'infra', 'test', 'e2e', 'playwright.config.ts', 'vitest.config.ts', 'web/vite.config.ts'];
    const faltando = importacoes(pastas).filter((item) => !declarado(item, declarados));

    expect(faltando.map(({ arquivo, pacote }) => `${pacote} (${arquivo})`)).toEqual([]);
  });

  it('lists what the Lambdas, shared/ and the SPA import as dependencies, not devDependencies', () => {
    const doProduto = importacoes(['lambdas', 'shared', 'web/src']).filter((item) => !item.soTipo);
    const soDeDesenvolvimento = doProduto.filter((item) => !dependencias.has(item.pacote));

    expect(soDeDesenvolvimento.map(({ arquivo, pacote }) => `${pacote} (${arquivo})`)).toEqual([]);
  });
});
