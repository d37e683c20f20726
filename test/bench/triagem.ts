/**
 * The triage guard on the evaluation set (test/triagem/casos.ts and casos-complementares*.ts: 450
 * vignettes the rules were developed on) and on the reserved set, written afterwards by someone who
 * never saw the rules and never tuned on (test/triagem/casos-reservados.ts): per gold level and
 * overall, the emergency
 * recall (gold `emergencia`/`pronto-socorro` answered at one of those), safety (at or above the gold
 * level), exact accuracy, and the over-triage of self-care cases; with the set's size and sources.
 * Targets: emergency recall ≥ 98 %, safety ≥ 95 %, exact ≥ 75 %, self-care over-triage ≤ 20 %.
 *
 * Run alone: `npx tsx test/bench/triagem.ts` (add `--erros` to list the misses of the main set).
 */
import { pathToFileURL } from 'node:url';
import { avaliarTriagem } from '#shared/triagem/index.js';
import { niveisTriagem, urgenciaDoNivel, type NivelTriagem } from '#shared/schemas/validacao.js';
import type { CasoAvaliacao } from '../triagem/caso-avaliacao.js';
import { casosAvaliacao } from '../triagem/casos.js';
import { casosComplementares } from '../triagem/casos-complementares.js';
import { casosComplementares2 } from '../triagem/casos-complementares-2.js';
import { casosComplementares3 } from '../triagem/casos-complementares-3.js';
import { casosReservados } from '../triagem/casos-reservados.js';

export const METAS_TRIAGEM = { recallEmergencia: 0.98, seguranca: 0.95, exata: 0.75, sobretriagemAutocuidado: 0.2 } as const;

const URGENTES: ReadonlySet<NivelTriagem> = new Set(['emergencia', 'pronto-socorro']);

export interface ResultadoCaso {
  readonly caso: CasoAvaliacao;
  readonly nivel: NivelTriagem;
  readonly motivos: readonly string[];
  readonly sinais: readonly string[];
  /** Microseconds of this assessment, the messages read for the first time. */
  readonly microssegundos: number;
}

export interface Figuras {
  readonly total: number;
  readonly recallEmergencia: number;
  readonly seguranca: number;
  readonly exata: number;
  readonly sobretriagemAutocuidado: number;
  readonly porNivel: ReadonlyArray<{ nivel: NivelTriagem; casos: number; exata: number; seguranca: number }>;
  /** Microseconds per assessment (the whole conversation), median. */
  readonly microssegundos: number;
}

export function avaliarCasos(casos: readonly CasoAvaliacao[]): ResultadoCaso[] {
  return casos.map((caso) => {
    const inicio = process.hrtime.bigint();
    const resultado = avaliarTriagem({ mensagens: caso.mensagens, paciente: caso.paciente });
    const microssegundos = Number(process.hrtime.bigint() - inicio) / 1000;
    return { caso, nivel: resultado.nivel, motivos: resultado.motivos, sinais: resultado.sinais, microssegundos };
  });
}

const fracao = (parte: number, todo: number): number => (todo === 0 ? 1 : parte / todo);
const seguro = (r: ResultadoCaso): boolean => urgenciaDoNivel(r.nivel) <= urgenciaDoNivel(r.caso.nivel);

export function figuras(resultados: readonly ResultadoCaso[]): Figuras {
  const urgentes = resultados.filter((r) => URGENTES.has(r.caso.nivel));
  const autocuidado = resultados.filter((r) => r.caso.nivel === 'autocuidado');
  const tempos = resultados.map((r) => r.microssegundos).sort((a, b) => a - b);
  return {
    total: resultados.length,
    recallEmergencia: fracao(urgentes.filter((r) => URGENTES.has(r.nivel)).length, urgentes.length),
    seguranca: fracao(resultados.filter(seguro).length, resultados.length),
    exata: fracao(resultados.filter((r) => r.nivel === r.caso.nivel).length, resultados.length),
    sobretriagemAutocuidado: fracao(autocuidado.filter((r) => r.nivel !== 'autocuidado').length, autocuidado.length),
    porNivel: niveisTriagem.map((nivel) => {
      const doNivel = resultados.filter((r) => r.caso.nivel === nivel);
      return {
        nivel,
        casos: doNivel.length,
        exata: fracao(doNivel.filter((r) => r.nivel === nivel).length, doNivel.length),
        seguranca: fracao(doNivel.filter(seguro).length, doNivel.length),
      };
    }),
    microssegundos: tempos[Math.floor(tempos.length / 2)] ?? 0,
  };
}

const pct = (valor: number): string => `${(valor * 100).toFixed(1)} %`;

/** The sources of a set, grouped by their first words (author or body), with counts. */
function fontes(casos: readonly CasoAvaliacao[]): string[] {
  const contagem = new Map<string, number>();
  for (const caso of casos) {
    const chave = caso.fonte.split(/ — | - |;|\(|,/)[0]?.trim() ?? caso.fonte;
    contagem.set(chave, (contagem.get(chave) ?? 0) + 1);
  }
  return [...contagem.entries()].sort((a, b) => b[1] - a[1]).map(([fonte, n]) => `${fonte} (${n})`);
}

function imprimirFiguras(titulo: string, casos: readonly CasoAvaliacao[], f: Figuras, comMetas: boolean): void {
  const meta = (texto: string) => (comMetas ? `   meta ${texto}` : '');
  console.log(`\n${titulo}: ${f.total} casos`);
  console.log(`  fontes: ${fontes(casos).join('; ')}`);
  console.log('  nível gold        casos  exata    segurança');
  for (const linha of f.porNivel) {
    console.log(`  ${linha.nivel.padEnd(16)} ${String(linha.casos).padStart(5)}  ${pct(linha.exata).padStart(7)}  ${pct(linha.seguranca).padStart(7)}`);
  }
  console.log(`  recall de emergência (emergencia/pronto-socorro): ${pct(f.recallEmergencia)}${meta('≥ 98 %')}`);
  console.log(`  segurança (no nível gold ou acima):                ${pct(f.seguranca)}${meta('≥ 95 %')}`);
  console.log(`  exata:                                             ${pct(f.exata)}${meta('≥ 75 %')}`);
  console.log(`  sobretriagem de autocuidado:                       ${pct(f.sobretriagemAutocuidado)}${meta('≤ 20 %')}`);
  console.log(`  tempo por avaliação da conversa (mediana, 1ª leitura): ${f.microssegundos.toFixed(0)} µs`);
}

export function benchTriagem(opcoes: { erros?: boolean } = {}): { principal: Figuras; reservado: Figuras } {
  const desenvolvimento = [...casosAvaliacao, ...casosComplementares, ...casosComplementares2, ...casosComplementares3];
  const resultados = avaliarCasos(desenvolvimento);
  const principal = figuras(resultados);
  const reservado = figuras(avaliarCasos(casosReservados));
  console.log('\nTriagem: o guarda determinístico no conjunto de avaliação (test/triagem/)');
  imprimirFiguras('Conjunto de avaliação (as regras foram desenvolvidas nele)', desenvolvimento, principal, true);
  imprimirFiguras('Conjunto reservado (nenhuma regra foi ajustada nele)', casosReservados, reservado, false);
  if (opcoes.erros) {
    console.log('\nErros do conjunto de avaliação (gold → obtido):');
    for (const r of resultados.filter((r) => r.nivel !== r.caso.nivel)) {
      const direcao = seguro(r) ? 'acima' : 'ABAIXO';
      console.log(`  ${r.caso.id} [${r.caso.nivel} → ${r.nivel}, ${direcao}] ${r.caso.condicao} | idade ${r.caso.paciente.idade} ${r.caso.paciente.sexo ?? ''}`);
      console.log(`      ${r.caso.mensagens.map((m) => JSON.stringify(m)).join(' / ')}`);
      console.log(`      sinais: ${r.sinais.join(', ') || '—'} | motivos: ${r.motivos.join('; ') || '—'}`);
    }
  }
  return { principal, reservado };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchTriagem({ erros: process.argv.includes('--erros') });
