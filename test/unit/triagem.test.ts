/**
 * The triage guard's capabilities, one by one, in wordings of our own (the evaluation set in
 * test/triagem/ measures it on published vignettes; `npm run bench` prints those figures).
 */
import { describe, expect, it } from 'vitest';
import { elevarTriagem, TRIAGEM_PROVISORIA, urgenciaDoNivel, type NivelTriagem } from '#shared/schemas/validacao.js';
import { avaliarTriagem, catalogoTriagem, detectarEmergencia } from '#shared/triagem/index.js';
import type { Contexto } from '#shared/triagem/tipos.js';
import { lerMedidas } from '#shared/triagem/medidas.js';

const adulto = { idade: 34 };
const nivel = (mensagens: string[], paciente: { idade?: number; sexo?: 'feminino' | 'masculino' } = adulto): NivelTriagem =>
  avaliarTriagem({ mensagens, paciente }).nivel;
const sinais = (texto: string): readonly string[] => avaliarTriagem({ mensagens: [texto], paciente: adulto }).sinais;
const peloMenos = (obtido: NivelTriagem, minimo: NivelTriagem) => expect(urgenciaDoNivel(obtido)).toBeLessThanOrEqual(urgenciaDoNivel(minimo));

describe('triage guard: how patients write', () => {
  it.each([
    ['o pescoço dele ta duro', 'rigidez-nuca'],
    ['pescoco durinho', 'rigidez-nuca'],
    ['ela nao consegue encostar o queixo no peito', 'rigidez-nuca'],
    ['a claridade ta incomodando demais os olhos', 'fotofobia'],
    ['barriga dura feito pedra', 'barriga-dura'],
    ['ele nao deixa nem encostar na barriga', 'barriga-dura'],
    ['o cocô veio com sangue', 'sangue-fezes'],
    ['coco com sangue hj', 'sangue-fezes'],
    ['o xixi ta escuro cor de coca', 'urina-escura'],
    ['o nenem ta roxinho', 'cianose'],
    ['a boquinha ficou arroxeada', 'cianose'],
    ['to com um febrao', 'febre'],
    ['ele ta pelando de quente', 'febre'],
    ['uns pontinhos roxos que nao somem quando aperto', 'manchas-nao-somem'],
    ['os olhos tao ficando amarelados', 'ictericia'],
    ['ta cada vez mais sonolento', 'sonolencia-grave'],
    ['minha vó ta confusa, falando coisa sem sentido', 'confusao'],
    ['a dor desce pra virilha', 'irradia-virilha'],
    ['fralda seca desde cedo', 'desidratacao'],
  ])('reads "%s" as %s', (texto, sinal) => {
    expect(sinais(texto)).toContain(sinal);
  });

  it('reads without accents, with typos and chat abbreviations', () => {
    expect(detectarEmergencia('to c farta de ar')?.tipo).toBe('respiratoria');
    expect(detectarEmergencia('n consigo respira direito')).toBeDefined();
    expect(sinais('meu pescosso ta duro')).toContain('rigidez-nuca');
  });
});

describe('triage guard: signs alarming only together', () => {
  it('fever with a stiff neck or with light hurting the eyes is an emergency; either alone is not', () => {
    expect(nivel(['estou com febre e o pescoço duro'])).toBe('emergencia');
    expect(nivel(['febre alta', 'a luz ta doendo nos olhos'])).toBe('emergencia');
    expect(nivel(['acordei com o pescoço duro, dormi de mau jeito'])).not.toBe('emergencia');
    expect(nivel(['tenho febre de 38 desde ontem'])).not.toBe('emergencia');
  });

  it('fever with spots that do not fade is an emergency; a rash without fever in an adult is not', () => {
    expect(nivel(['ta com febre', 'apareceram manchinhas vermelhas que nao somem quando aperto'], { idade: 8 })).toBe('emergencia');
    expect(nivel(['umas manchas vermelhas no braço que coçam'])).not.toBe('emergencia');
  });

  it('sudden severe abdominal pain with a rigid belly is an emergency; a stomach ache is not', () => {
    expect(nivel(['de repente uma dor de barriga fortissima', 'a barriga ta dura, nao deixa encostar'], { idade: 9 })).toBe('emergencia');
    expect(nivel(['to com dor de barriga depois do almoço'])).not.toBe('emergencia');
  });

  it('reads signs spread over several messages together', () => {
    const mensagens = ['ele ta com febre desde ontem', 'vomitou duas vezes', 'agora ta com o pescoço duro'];
    expect(nivel(mensagens.slice(0, 2), { idade: 6 })).not.toBe('emergencia');
    expect(nivel(mensagens, { idade: 6 })).toBe('emergencia');
  });

  it('a small child with bloody diarrhoea who is now pale is an emergency', () => {
    expect(nivel(['diarreia faz 4 dias', 'hoje o cocô veio com sangue', 'ta branquinha, bem palida'], { idade: 3 })).toBe('emergencia');
  });

  it('sudden flank pain running to the groin with vomiting is for the emergency room now', () => {
    peloMenos(nivel(['do nada uma dor horrivel nas costas do lado esquerdo', 'ela desce pra virilha', 'ja vomitei'], { idade: 42 }), 'pronto-socorro');
  });

  it('a confused, ever sleepier adult with yellow eyes is an emergency', () => {
    expect(nivel(['meu marido ta confuso', 'cada vez mais sonolento', 'os olhos estao amarelos'], { idade: 55 })).toBe('emergencia');
  });
});

describe('triage guard: age, sex and pregnancy from the intake and the words', () => {
  it('a febrile baby under 3 months goes to the emergency room; the same fever in an adult does not', () => {
    expect(nivel(['meu bebe de 6 semanas ta com febre de 38,2'], { idade: 0 })).toBe('pronto-socorro');
    expect(nivel(['estou com febre de 38,2 e coriza desde ontem'], { idade: 30 })).not.toBe('pronto-socorro');
  });

  it('bleeding in pregnancy is at least for the emergency room', () => {
    peloMenos(nivel(['to gravida de 12 semanas', 'comecei a sangrar por baixo'], { idade: 27, sexo: 'feminino' }), 'pronto-socorro');
  });

  it('a late period with belly pain is at least for the emergency room in a woman', () => {
    peloMenos(nivel(['minha menstruação ta atrasada', 'to com uma dor forte no pe da barriga'], { idade: 24, sexo: 'feminino' }), 'pronto-socorro');
  });
});

describe('triage guard: numbers the patient reports', () => {
  it('reads temperature, oximetry, blood pressure and glucose, never an age as a temperature', () => {
    expect(lerMedidas(['febre de 39,5']).temperatura).toBe(39.5);
    expect(lerMedidas(['o termometro marcou 38 e meio']).temperatura).toBe(38.5);
    expect(lerMedidas(['tenho 39 anos e febre']).temperatura).toBeUndefined();
    expect(lerMedidas(['o oximetro deu 92']).saturacao).toBe(92);
    expect(lerMedidas(['saturação 89%']).saturacao).toBe(89);
    expect(lerMedidas(['a pressao ta 18 por 11']).pressaoMaxima).toEqual({ sistolica: 180, diastolica: 110 });
    expect(lerMedidas(['pressão 8 por 5']).pressaoMinima).toEqual({ sistolica: 80, diastolica: 50 });
    expect(lerMedidas(['a glicose deu 480']).glicemiaMaxima).toBe(480);
    expect(lerMedidas(['hgt 45']).glicemiaMinima).toBe(45);
    expect(lerMedidas(['meu bebe de 2 meses']).idadeMesesRelatada).toBe(2);
    expect(lerMedidas(['to assim faz 3 dias']).duracaoDias).toBe(3);
    expect(lerMedidas(['tenho 40 anos']).duracaoDias).toBeUndefined();
  });

  it('raises the level on the numbers', () => {
    expect(nivel(['o oximetro deu 92'])).toBe('emergencia');
    expect(nivel(['saturando 94'])).toBe('pronto-socorro');
    expect(nivel(['to com tosse, o oximetro deu 97'])).not.toBe('pronto-socorro');
    peloMenos(nivel(['minha pressao deu 19 por 12 e to com dor de cabeça'], { idade: 60 }), 'pronto-socorro');
    peloMenos(nivel(['a glicose ta 520'], { idade: 50 }), 'pronto-socorro');
    expect(nivel(['a glicemia deu 40 e ela ta confusa'], { idade: 70 })).toBe('emergencia');
  });
});

describe('triage guard: negation and history', () => {
  it('a denied sign does not count', () => {
    expect(detectarEmergencia('nao tenho falta de ar')).toBeUndefined();
    expect(nivel(['to gripado, sem febre, nao tenho falta de ar'])).toBe('autocuidado');
    expect(sinais('não estou com o pescoço duro')).not.toContain('rigidez-nuca');
  });

  it('a negation stops at another verb, at the patient\'s state and at a time', () => {
    // 'não QUER comer': the wish is denied, the drowsiness is not.
    expect(sinais('ela ta com febre, nao quer comer, muito sonolenta')).toContain('sonolencia-grave');
    // 'sem febre, RESPIRANDO com dificuldade': a new statement.
    expect(detectarEmergencia('sem febre, respirando com dificuldade')?.tipo).toBe('respiratoria');
    // 'não fecha DEPOIS do corte': the cut is not denied.
    expect(sinais('a mao nao fecha mais depois do corte')).toContain('corte-leve');
    expect(sinais('nao tenho febre desde ontem')).not.toContain('febre');
  });

  it('history is not a present complaint', () => {
    expect(detectarEmergencia('já tive um infarto')).toBeUndefined();
    expect(nivel(['ja tive um infarto em 2019', 'hoje queria renovar a receita do remedio de pressao'], { idade: 63 })).toBe('consulta');
    expect(detectarEmergencia('minha mãe teve AVC há 10 anos')).toBeUndefined();
  });
});

describe('triage guard: levels', () => {
  it('gives self-care for a mild cold and nothing is known before a complaint', () => {
    expect(avaliarTriagem({ mensagens: ['coriza e espirros desde ontem'], paciente: adulto })).toMatchObject({ nivel: 'autocuidado' });
    expect(avaliarTriagem({ mensagens: ['boa tarde, doutor'], paciente: adulto })).toMatchObject({ nivel: 'consulta', motivos: [] });
  });

  it('a mild complaint of weeks, or in a baby, goes to a consultation', () => {
    expect(nivel(['tosse seca faz 3 semanas'])).toBe('consulta');
    peloMenos(nivel(['meu bebe de 5 meses ta com coriza'], { idade: 0 }), 'consulta');
  });

  it('gives the reasons of the level in plain Portuguese, and the banner at emergencia', () => {
    const resultado = avaliarTriagem({ mensagens: ['febre', 'nuca dura'], paciente: adulto });
    expect(resultado.motivos).toContain('Febre com rigidez de nuca ou dor ao olhar para a luz');
    expect(resultado.emergencia?.tipo).toBe('meningite');
    expect(resultado.emergencia?.orientacao).toContain('SAMU 192');
  });
});

describe('elevarTriagem: never lowered within a consultation', () => {
  const ps = { nivel: 'pronto-socorro' as const, motivos: ['Dor forte no testículo'] };
  it('replaces the provisional level, raises, and ignores a lower one', () => {
    expect(elevarTriagem(TRIAGEM_PROVISORIA, { nivel: 'autocuidado', motivos: ['Sintomas leves, sem sinais de alerta'] }).nivel).toBe('autocuidado');
    expect(elevarTriagem(ps, { nivel: 'autocuidado', motivos: ['Sintomas leves, sem sinais de alerta'] })).toEqual(ps);
    expect(elevarTriagem(ps, { nivel: 'emergencia', motivos: ['Convulsão'] })).toEqual({ nivel: 'emergencia', motivos: ['Convulsão'] });
    expect(elevarTriagem(ps, { nivel: 'pronto-socorro', motivos: ['Possível fratura'] }).motivos).toEqual(['Dor forte no testículo', 'Possível fratura']);
    expect(elevarTriagem(ps, TRIAGEM_PROVISORIA)).toEqual(ps);
  });
});

describe('the guard\'s catalogue', () => {
  it('has unique sign ids, and every rule names only signs that exist', () => {
    const ids = catalogoTriagem.sinais.map((sinal) => sinal.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every sign present and every number alarming: each rule's conditions are all evaluated.
    const tudo: Contexto = {
      tem: (id) => {
        expect(ids, `sinal desconhecido: ${id}`).toContain(id);
        return true;
      },
      algum: (...lista) => lista.every((id) => tudo.tem(id)),
      todos: (...lista) => lista.every((id) => tudo.tem(id)),
      idadeAnos: 1,
      idadeMeses: 1,
      sexo: 'feminino',
      gestante: true,
      medidas: { temperatura: 41, saturacao: 85, pressaoMaxima: { sistolica: 220, diastolica: 130 }, pressaoMinima: { sistolica: 70, diastolica: 40 }, glicemiaMaxima: 600, glicemiaMinima: 30, duracaoDias: 30 },
      febre: true,
      soLeves: () => true,
      algumSinal: true,
    };
    for (const regra of catalogoTriagem.regras) {
      expect(regra.motivo.length).toBeLessThanOrEqual(300);
      regra.quando(tudo);
    }
  });
});
