/**
 * The symptom interview (/entrevista-sintomas): its question flow and the triage level its answers
 * reach through the same guard as the chat (shared/triagem, docs/triagem.md), complaint by
 * complaint: every red flag yields its level, the quiet runs stay below the urgent levels, an
 * emergency ends the interview, and the suggested doctor follows the complaint and the patient.
 */
import { describe, expect, it } from 'vitest';
import { orientacoesEmergencia } from '#shared/emergencia.js';
import { niveisTriagem, type NivelTriagem } from '#shared/schemas/validacao.js';
import { orientacoesTriagem } from '#shared/triagem/orientacoes.js';
import {
  avaliarEntrevista,
  frasesDoPaciente,
  medicoSugerido,
  perguntaGestacao,
  perguntasDa,
  proximaPergunta,
  textoParaEntrevista,
  type Entrevista,
  type Perfil,
} from '#web/features/entrevista/entrevista.js';
import { queixaOutra, todasQueixas, type Queixa } from '#web/features/entrevista/perguntas.js';
import { perfilEntrevistaSchema } from '#web/features/entrevista/perfil-schema.js';

const adulta: Perfil = { idade: 35, sexo: 'feminino', gestante: false };
const adulto: Perfil = { idade: 35, sexo: 'masculino' };

function queixa(id: string): Queixa {
  const encontrada = todasQueixas.find((item) => item.id === id);
  if (!encontrada) throw new Error(`queixa ${id} inexistente`);
  return encontrada;
}

function entrevista(queixaId: string, respostas: Record<string, string> = {}, perfil: Perfil = adulta): Entrevista {
  return { perfil, queixa: queixa(queixaId), respostas, ...(queixaId === 'outra' ? { textoLivre: 'estou com dor no joelho' } : {}) };
}

/** Every question answered with its last option ("Não", "Não medi", the longest duration...). */
function respostasCalmas(q: Queixa, perfil: Perfil): Record<string, string> {
  const calmas: Record<string, string> = {};
  for (const pergunta of perguntasDa(q, perfil)) {
    const semFrase = pergunta.opcoes.find((opcao) => !opcao.frase);
    calmas[pergunta.id] = (semFrase ?? pergunta.opcoes[1] ?? pergunta.opcoes[0])?.id ?? '';
  }
  return calmas;
}

// [complaint, question, answer, patient, expected level]
const alarmes: readonly (readonly [string, string, string, Perfil, NivelTriagem])[] = [
  ['febre', 'pescoco-duro', 'sim', adulta, 'emergencia'],
  ['febre', 'manchas-roxas', 'sim', adulta, 'emergencia'],
  ['febre', 'confusao', 'sim', adulta, 'emergencia'],
  ['febre', 'convulsao', 'sim', adulta, 'emergencia'],
  ['febre', 'falta-de-ar', 'sim', adulta, 'emergencia'],
  ['febre', 'temperatura', 'febre-alta', adulta, 'consulta-24h'],
  ['respiracao', 'falta-de-ar', 'sim', adulta, 'emergencia'],
  ['respiracao', 'labios-roxos', 'sim', adulta, 'emergencia'],
  ['respiracao', 'dor-no-peito', 'sim', adulta, 'emergencia'],
  ['respiracao', 'tosse-sangue', 'sim', adulta, 'emergencia'],
  ['respiracao', 'saturacao', 'baixa', adulta, 'pronto-socorro'],
  ['respiracao', 'saturacao', 'muito-baixa', adulta, 'emergencia'],
  ['garganta', 'engolir-saliva', 'sim', adulta, 'emergencia'],
  ['garganta', 'falta-de-ar', 'sim', adulta, 'emergencia'],
  ['garganta', 'garganta-um-lado', 'sim', adulta, 'pronto-socorro'],
  ['peito', 'dor-aperto', 'sim', adulto, 'emergencia'],
  ['peito', 'suor-frio', 'sim', adulto, 'emergencia'],
  ['peito', 'desmaio', 'sim', adulto, 'emergencia'],
  ['peito', 'falta-de-ar', 'sim', adulto, 'emergencia'],
  ['cabeca', 'pior-dor', 'sim', adulta, 'emergencia'],
  ['cabeca', 'sinais-avc', 'sim', adulta, 'emergencia'],
  ['cabeca', 'pescoco-duro', 'sim', adulta, 'emergencia'],
  ['cabeca', 'pancada', 'sim', adulta, 'emergencia'],
  ['cabeca', 'confusao', 'sim', adulta, 'pronto-socorro'],
  ['barriga', 'barriga-dura', 'sim', adulta, 'pronto-socorro'],
  ['barriga', 'vomito-sangue', 'sim', adulta, 'emergencia'],
  ['barriga', 'fezes-pretas', 'sim', adulta, 'pronto-socorro'],
  ['barriga', 'dor-direita', 'sim', adulta, 'pronto-socorro'],
  ['barriga', 'sem-beber', 'sim', adulta, 'consulta-24h'],
  ['urina', 'dor-lombar-febre', 'sim', adulta, 'consulta-24h'],
  ['urina', 'sangramento-forte', 'sim', adulta, 'emergencia'],
  ['urina', 'dor-testiculo', 'sim', adulto, 'pronto-socorro'],
  ['costas', 'forca-pernas', 'sim', adulto, 'pronto-socorro'],
  ['costas', 'acidente', 'sim', adulto, 'emergencia'],
  ['costas', 'deformidade', 'sim', adulto, 'pronto-socorro'],
  ['articulacoes', 'articulacao-quente', 'sim', adulta, 'consulta-24h'],
  ['articulacoes', 'panturrilha', 'sim', adulta, 'pronto-socorro'],
  ['pele', 'inchaco-labios', 'sim', adulta, 'emergencia'],
  ['pele', 'manchas-febre', 'sim', adulta, 'emergencia'],
  ['pele', 'ferida-quente', 'sim', adulta, 'consulta-24h'],
  ['emocional', 'pensamentos', 'sim', adulta, 'emergencia'],
  ['emocional', 'tomou-algo', 'sim', adulta, 'emergencia'],
  ['emocional', 'panico', 'sim', adulta, 'emergencia'],
  ['glicemia', 'glicose', 'baixa', adulto, 'pronto-socorro'],
  ['glicemia', 'glicose', 'muito-alta', adulto, 'pronto-socorro'],
  ['glicemia', 'confusao', 'sim', adulto, 'pronto-socorro'],
  ['glicemia', 'respiracao-rapida', 'sim', adulto, 'consulta-24h'],
  ['outra', 'falta-de-ar', 'sim', adulta, 'emergencia'],
  ['outra', 'dor-no-peito', 'sim', adulta, 'emergencia'],
  ['outra', 'sinais-avc', 'sim', adulta, 'emergencia'],
  ['outra', 'desmaio', 'sim', adulta, 'emergencia'],
  ['outra', 'confusao', 'sim', adulta, 'pronto-socorro'],
];

describe('symptom interview: the questions', () => {
  it('asks 10 to 25 questions in all for every complaint (age, sex, complaint and its own), red flags first', () => {
    for (const q of todasQueixas) {
      for (const perfil of [adulta, adulto]) {
        const perguntas = perguntasDa(q, perfil);
        const total = 3 + perguntas.length + (perguntaGestacao(perfil) ? 1 : 0);
        expect(total, q.id).toBeGreaterThanOrEqual(10);
        expect(total, q.id).toBeLessThanOrEqual(25);
        const primeiraComum = perguntas.findIndex((pergunta) => !pergunta.alarme);
        expect(perguntas.slice(primeiraComum).some((pergunta) => pergunta.alarme), q.id).toBe(false);
        expect(perguntas.filter((pergunta) => pergunta.alarme).length, q.id).toBeGreaterThanOrEqual(2);
        expect(new Set(perguntas.map((pergunta) => pergunta.id)).size, q.id).toBe(perguntas.length);
      }
    }
  });

  it('asks questions of one sex only of that sex', () => {
    const daMulher = perguntasDa(queixa('urina'), adulta).map((pergunta) => pergunta.id);
    const doHomem = perguntasDa(queixa('urina'), adulto).map((pergunta) => pergunta.id);
    expect(daMulher).toContain('sangramento-forte');
    expect(daMulher).not.toContain('dor-testiculo');
    expect(doHomem).toContain('dor-testiculo');
    expect(doHomem).not.toContain('sangramento-forte');
  });

  it('tells the guard a baby’s age in months, a pregnancy and the complaint in the patient’s words', () => {
    const bebe: Perfil = { idade: 0, meses: 2, sexo: 'masculino' };
    expect(frasesDoPaciente({ ...entrevista('febre', {}, bebe) })).toEqual(['meu bebê tem 2 meses', 'estou com febre']);
    expect(frasesDoPaciente({ ...entrevista('outra'), perfil: { ...adulta, gestante: true } })).toEqual(['estou grávida', 'estou com dor no joelho']);
    // A febrile baby under 3 months goes to the emergency room, though nothing else was said.
    expect(avaliarEntrevista(entrevista('febre', {}, bebe)).nivel).toBe('pronto-socorro');
  });

  it('goes question by question and "Não" adds nothing the guard reads', () => {
    const q = queixa('febre');
    const [primeira, segunda] = perguntasDa(q, adulta);
    expect(proximaPergunta(entrevista('febre'))?.id).toBe(primeira?.id);
    expect(proximaPergunta(entrevista('febre', { [primeira?.id ?? '']: 'nao' }))?.id).toBe(segunda?.id);
    expect(frasesDoPaciente(entrevista('febre', { [primeira?.id ?? '']: 'nao' }))).toEqual(['estou com febre']);
    expect(proximaPergunta(entrevista('febre', respostasCalmas(q, adulta)))).toBeUndefined();
  });

  it('ends at once when a red flag reaches emergencia, and goes on after one that does not', () => {
    expect(proximaPergunta(entrevista('febre', { 'pescoco-duro': 'sim' }))).toBeUndefined();
    expect(proximaPergunta(entrevista('cabeca', { 'pior-dor': 'nao', 'sinais-avc': 'nao', 'pescoco-duro': 'nao', pancada: 'nao', confusao: 'sim' }))?.id).toBe('visao');
  });
});

describe('symptom interview: the level of each red flag', () => {
  it.each(alarmes)('%s: %s = %s gives the expected level', (queixaId, perguntaId, opcaoId, perfil, nivel) => {
    const q = queixa(queixaId);
    // Prepare: the question exists for this patient and the option is one of its answers.
    const pergunta = perguntasDa(q, perfil).find((item) => item.id === perguntaId);
    expect(pergunta?.opcoes.map((opcao) => opcao.id)).toContain(opcaoId);
    // Act
    const avaliacao = avaliarEntrevista(entrevista(queixaId, { [perguntaId]: opcaoId }, perfil));
    // Assess
    expect(avaliacao.nivel).toBe(nivel);
    expect(avaliacao.motivos.length).toBeGreaterThan(0);
    if (nivel === 'emergencia') expect(avaliacao.emergencia?.orientacao).toMatch(/SAMU 192|CVV 188/);
  });

  it('covers every red-flag question of every complaint', () => {
    for (const q of todasQueixas) {
      for (const perfil of [adulta, adulto]) {
        for (const pergunta of perguntasDa(q, perfil).filter((item) => item.alarme)) {
          expect(alarmes.some(([queixaId, perguntaId]) => queixaId === q.id && perguntaId === pergunta.id), `${q.id}/${pergunta.id}`).toBe(true);
        }
      }
    }
  });

  it('stays below the urgent levels when every answer is calm', () => {
    for (const q of todasQueixas) {
      for (const perfil of [adulta, adulto]) {
        const nivel = avaliarEntrevista({ ...entrevista(q.id, respostasCalmas(q, perfil), perfil) }).nivel;
        expect(['consulta-24h', 'consulta', 'autocuidado'], `${q.id}: ${nivel}`).toContain(nivel);
      }
    }
  });

  it('gives autocuidado for a short, mild sore throat in a healthy adult', () => {
    const calmas = { ...respostasCalmas(queixa('garganta'), adulta), duracao: 'dias', coriza: 'sim' };
    expect(avaliarEntrevista(entrevista('garganta', calmas)).nivel).toBe('autocuidado');
  });
});

describe('symptom interview: the suggested doctor', () => {
  it('is the virtual doctor of the complaint’s specialty', () => {
    const esperadas: Record<string, string> = {
      febre: 'clinica-geral',
      respiracao: 'clinica-geral',
      garganta: 'clinica-geral',
      peito: 'cardiologia',
      cabeca: 'neurologia',
      barriga: 'gastroenterologia',
      urina: 'ginecologia',
      costas: 'ortopedia',
      articulacoes: 'reumatologia',
      pele: 'dermatologia',
      emocional: 'psicologia',
      glicemia: 'endocrinologia',
      outra: 'clinica-geral',
    };
    for (const q of todasQueixas) {
      const medico = medicoSugerido(entrevista(q.id), avaliarEntrevista(entrevista(q.id)));
      expect(medico.especialidadeId, q.id).toBe(esperadas[q.id]);
    }
  });

  it('is the pediatrician for a child, the psychiatrist for a suicide risk, the general practitioner for a man’s urinary complaint', () => {
    const crianca: Perfil = { idade: 6, sexo: 'feminino' };
    expect(medicoSugerido(entrevista('barriga', {}, crianca), avaliarEntrevista(entrevista('barriga', {}, crianca))).especialidadeId).toBe('pediatria');
    const risco = entrevista('emocional', { pensamentos: 'sim' });
    expect(medicoSugerido(risco, avaliarEntrevista(risco)).especialidadeId).toBe('psiquiatria');
    expect(medicoSugerido(entrevista('urina', {}, adulto), avaliarEntrevista(entrevista('urina', {}, adulto))).especialidadeId).toBe('clinica-geral');
  });
});

describe('symptom interview: the first step’s form', () => {
  it('accepts an adult and asks a baby’s months and a woman’s pregnancy', () => {
    expect(perfilEntrevistaSchema.safeParse({ idade: 40, sexo: 'masculino' }).success).toBe(true);
    const bebe = perfilEntrevistaSchema.safeParse({ idade: 1, sexo: 'masculino' });
    expect(bebe.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['meses', 'Informe a idade em meses (0 a 23).']]);
    const mulher = perfilEntrevistaSchema.safeParse({ idade: 30, sexo: 'feminino', gestante: null });
    expect(mulher.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['gestante', 'Responda se está grávida.']]);
    expect(perfilEntrevistaSchema.safeParse({ idade: Number.NaN, sexo: null }).error?.issues.map((issue) => issue.message)).toEqual([
      'Informe a idade em anos.',
      'Escolha o sexo.',
    ]);
  });

  it('keeps the free-text complaint for "Outra queixa"', () => {
    expect(queixaOutra.frase).toBe('');
    expect(frasesDoPaciente(entrevista('outra'))).toContain('estou com dor no joelho');
  });
});

describe('symptom interview: the texts of the result', () => {
  it('never tells the patient to wait for a chat answer, and keeps SAMU 192 in every urgent text', () => {
    for (const texto of [...Object.values(orientacoesTriagem), ...Object.values(orientacoesEmergencia)]) {
      expect(textoParaEntrevista(texto)).not.toContain('resposta do chat');
    }
    expect(textoParaEntrevista(orientacoesTriagem.emergencia)).toContain('SAMU 192');
    expect(niveisTriagem.every((nivel) => textoParaEntrevista(orientacoesTriagem[nivel]).length > 0)).toBe(true);
  });
});
