import { describe, expect, it } from 'vitest';
import { orientacoesEmergencia, tiposEmergencia, type TipoEmergencia } from '#shared/emergencia.js';
import { detectarEmergencia } from '#shared/triagem/index.js';

const positivos: ReadonlyArray<readonly [string, TipoEmergencia]> = [
  // Heart
  ['Estou com dor no peito', 'cardiaca'],
  ['DOR NO PEITO FORTE AGORA', 'cardiaca'],
  ['to com uma dor no peto', 'cardiaca'],
  ['sinto um aperto no peito e suor frio', 'cardiaca'],
  ['meu peito tá doendo muito', 'cardiaca'],
  ['acho que estou infartando', 'cardiaca'],
  ['a dor vai para o braço esquerdo', 'cardiaca'],
  ['doutor, dor no peitoooo', 'cardiaca'],
  ['não aguento essa dor no peito', 'cardiaca'],
  ['nao tenho febre, mas estou com dor no peito', 'cardiaca'],
  // Stroke
  ['minha boca ficou torta', 'avc'],
  ['estou com formigamento de um lado do corpo', 'avc'],
  ['meu pai está com a fala enrolada', 'avc'],
  ['acho que minha mãe está tendo um AVC', 'avc'],
  ['nao consigo mexer o braço direito', 'avc'],
  ['é a pior dor de cabeça da minha vida', 'avc'],
  ['o lado esquerdo do corpo está dormente', 'avc'],
  ['minha mãe teve AVC há 10 anos e agora eu estou com a boca torta', 'avc'],
  // Breathing
  ['estou com falta de ar', 'respiratoria'],
  ['tô com farta de ar', 'respiratoria'],
  ['n consigo respirar', 'respiratoria'],
  ['NÃO ESTOU CONSEGUINDO RESPIRAR', 'respiratoria'],
  ['meu filho está com os lábios roxos', 'respiratoria'],
  ['dificuldade pra respirar desde cedo', 'respiratoria'],
  ['to sufocando', 'respiratoria'],
  // Fainting
  ['desmaiei no banheiro', 'desmaio'],
  ['minha avó desmaiou agora', 'desmaio'],
  ['sinto que vou desmaiar', 'desmaio'],
  ['demaiei hoje cedo', 'desmaio'],
  // Bleeding
  ['estou sangrando muito', 'sangramento'],
  ['o corte não para de sangrar', 'sangramento'],
  ['vomitei sangue', 'sangramento'],
  // Anaphylaxis
  ['minha garganta está fechando', 'anafilaxia'],
  ['comi camarão e a língua está inchando', 'anafilaxia'],
  ['garganta fechandoooo depois do remedio', 'anafilaxia'],
  // Suicidal thoughts
  ['quero morrer', 'suicidio'],
  ['tenho pensado em me matar', 'suicidio'],
  ['vou tirar minha vida', 'suicidio'],
  ['nao aguento mais viver', 'suicidio'],
  ['QUERO ME MATAR', 'suicidio'],
  ['penso em suicidio todo dia', 'suicidio'],
  ['seria melhor se eu nao existisse', 'suicidio'],
  ['tomei muitos remédios pra me matar', 'suicidio'],
  // Seizure
  ['meu filho está tendo uma convulsão', 'convulsao'],
  // Signs alarming together
  ['meu pai está confuso, com febre e cada vez mais sonolento', 'grave'],
  ['ele ta convulsionando', 'convulsao'],
  ['minha filha teve uma comvulsao agora', 'convulsao'],
  // Poisoning
  ['tomei muitos remédios', 'intoxicacao'],
  ['tomei uma cartela inteira de rivotril', 'intoxicacao'],
  ['meu filho bebeu água sanitária', 'intoxicacao'],
  ['o escorpião picou meu filho e ele está vomitando', 'intoxicacao'],
  // Trauma and meningitis
  ['sofri um acidente de moto agora', 'trauma'],
  ['fui atropelado', 'trauma'],
  ['caí da escada e estou com muita dor', 'trauma'],
  ['febre alta e rigidez na nuca', 'meningite'],
];

const negativos: readonly string[] = [
  'não tenho dor no peito',
  'nao sinto falta de ar',
  'sem falta de ar e sem dor no peito',
  'não tenho febre, tosse ou dor no peito',
  'nunca senti dor no peito nem falta de ar',
  'dor no peito? não',
  'falta de ar não tenho',
  'não estou com a boca torta',
  'minha mãe teve AVC há 10 anos',
  'meu avô morreu de infarto',
  'já tive convulsão quando era criança',
  'tenho histórico de infarto na família',
  'meu pai teve um derrame em 2015',
  'comprei peito de frango para o almoço',
  'estou morrendo de rir',
  'quero morrer de rir com esse vídeo',
  'quase morri de vergonha',
  'tenho dor de cabeça leve',
  'estou com febre e tosse',
  'nunca pensei em me matar',
  'não quero morrer, só quero melhorar',
  'quais são os sintomas de AVC?',
  'como prevenir infarto?',
  'tenho medo de ter um infarto',
  'tenho tosse convulsiva',
  'dor nas costas depois da academia',
  'estou com azia e queimação no estômago',
  'tenho epilepsia controlada com remédio',
  'tomei dois comprimidos de dipirona',
  'minha gengiva sangra um pouco quando escovo',
  'minha garganta está doendo',
  'tive uma gripe há 2 anos',
  'estou com o nariz escorrendo',
  'desmarquei a consulta de ontem',
  'meu bebê mama demais',
  'tomei muita água hoje',
  'de repente é estresse, porque tenho dor de cabeça',
  'intoxicação alimentar leve, já passou',
  '',
];

describe('detectarEmergencia: present red flags alert', () => {
  it('has a table large enough to cover every kind', () => {
    expect(positivos.length).toBeGreaterThanOrEqual(35);
    expect(negativos.length).toBeGreaterThanOrEqual(25);
    const cobertos = new Set(positivos.map(([, tipo]) => tipo));
    expect([...cobertos].sort()).toEqual([...tiposEmergencia].sort());
  });

  it.each(positivos)('%j → %s', (texto, tipo) => {
    const resultado = detectarEmergencia(texto);

    expect(resultado?.tipo).toBe(tipo);
    expect(resultado?.orientacao).toBe(orientacoesEmergencia[tipo]);
  });
});

describe('detectarEmergencia: negations, history, information and metaphors do not alert', () => {
  it.each(negativos)('%j → no alert', (texto) => {
    expect(detectarEmergencia(texto)).toBeUndefined();
  });
});

describe('the banner texts', () => {
  it('sends every emergency to SAMU 192 or the nearest emergency room', () => {
    for (const tipo of tiposEmergencia) {
      expect(orientacoesEmergencia[tipo]).toContain('SAMU 192');
      expect(orientacoesEmergencia[tipo]).toContain('pronto-socorro mais próximo');
    }
  });

  it('sends suicidal thoughts to CVV 188 (24 h, free, chat) and SAMU 192 for immediate risk', () => {
    const texto = detectarEmergencia('quero me matar')?.orientacao ?? '';

    expect(texto).toContain('CVV 188');
    expect(texto).toContain('24 h');
    expect(texto).toContain('gratuito');
    expect(texto).toContain('cvv.org.br');
    expect(texto).toMatch(/risco imediato.*SAMU 192/);
  });

  it('reports the first message of a longer text that holds a red flag anywhere', () => {
    const texto = 'Boa tarde, doutora. Estou resfriada há 3 dias. Hoje de manhã desmaiei no trabalho.';

    expect(detectarEmergencia(texto)?.tipo).toBe('desmaio');
  });
});
