/**
 * Complaints that, alone and without any warning sign, are cared for at home with guidance
 * (Infermedica 'self-care'; Ministério da Saúde, Caderno de Atenção Básica nº 28, queixas comuns:
 * resfriado, dor de garganta sem febre, diarreia leve, dor muscular, picadas, pequenos cortes),
 * and what turns them into a consultation: weeks of symptoms, a baby, an old age, a pregnancy.
 */
import { ate, sinal } from '../construir.js';
import type { Contexto, Familia } from '../tipos.js';

/** Signs that are complaints in themselves (the others only qualify a complaint). */
const QUEIXAS_LEVES = [
  'resfriado', 'dor-muscular', 'ressaca', 'afta', 'herpes-labial', 'caspa-acne', 'colica-menstrual', 'constipacao',
  'cefaleia-leve', 'azia', 'picada-inseto', 'corte-leve', 'entorse-leve', 'olho-vermelho', 'insonia', 'nausea',
  'rouquidao', 'frieira-micose', 'assadura', 'piolho', 'cera-ouvido', 'diarreia', 'tosse', 'dor-garganta', 'vomitos',
  'dor-abdominal', 'exposicao-sol', 'cefaleia', 'coceira', 'torcicolo', 'contusao-leve', 'bolha-atrito', 'soluco',
  'denticao', 'epistaxe', 'catapora', 'queimadura-leve',
];

/**
 * Signs that qualify a complaint but are no complaint and no warning on their own; when they are
 * dangerous it is in a combination another rule reads (a sudden headache, a fall on the head, high
 * blood pressure with a headache), and that rule then sets a more urgent level.
 */
export const QUALIFICADORES = [
  'inicio-subito', 'queda', 'sintomas-pressao',
  // Contexts the red-flag rules read (shared/triagem/familias/alarmes.ts): a wound, a bleed that
  // stopped, an allergy; the alarm itself is another sign.
  'ferimento', 'sangramento-parou', 'contexto-alergico',
];

/**
 * A baby of 3 to 11 months may be cared for at home for a blocked nose, a nappy rash, teething or
 * an insect bite, without fever (NICE NG143 traffic light; NHS 'Teething', 'Nappy rash').
 */
const QUEIXAS_BEBE = ['resfriado', 'assadura', 'denticao', 'picada-inseto', 'coceira'];
const QUEIXAS_SO_MAIORES = QUEIXAS_LEVES.filter((id) => !QUEIXAS_BEBE.includes(id));

/** Signs that do not count against self-care in this conversation, given the others found. */
function neutros(c: Contexto): string[] {
  const ids = [...QUALIFICADORES];
  // A small burn without blisters (the burn's other rules read blisters, size and place).
  if (c.tem('queimadura-leve')) ids.push('queimadura');
  // A stiff neck after sleeping badly, without fever (fever with a stiff neck is its own emergency).
  if (c.tem('torcicolo') && !c.febre) ids.push('rigidez-nuca');
  // A dry mouth after drinking.
  if (c.tem('ressaca')) ids.push('desidratacao');
  // A wound or blister on the foot matters in diabetes (its own rule); otherwise it is the complaint.
  if (!c.tem('diabetes')) ids.push('ferida-pe');
  return ids;
}

/** Signs that may come with a cold and still be cared for at home, in a healthy adult, for a few days. */
const ACOMPANHAM_LEVES = ['febre', 'tosse', 'dor-garganta', 'cefaleia', 'diarreia', 'vomitos', 'dor-abdominal'];

const idadeMeses = (c: Contexto): number => c.idadeMeses ?? 999;
const duracao = (c: Contexto): number => c.medidas.duracaoDias ?? 0;

/** Who should always be seen by a physician, whatever the complaint: a baby, an old age, a pregnancy. */
const grupoDeRisco = (c: Contexto): boolean => idadeMeses(c) < 12 || (c.idadeAnos ?? 0) >= 75 || c.gestante;

/** A baby of 3 to 11 months with only a home-care complaint of babies, and no fever. */
const bebeComQueixaLeve = (c: Contexto): boolean =>
  idadeMeses(c) >= 3 &&
  idadeMeses(c) < 12 &&
  !c.febre &&
  c.algum(...QUEIXAS_BEBE) &&
  !c.algum(...QUEIXAS_SO_MAIORES) &&
  // A cold is home care only in a baby the carer says is well (NICE NG143 'green': feeding, breathing, active).
  (!c.tem('resfriado') || c.tem('bebe-bem')) &&
  c.soLeves(...neutros(c));

export const leves: Familia = {
  sinais: [
    sinal('resfriado', [
      '\\bcoriza\\b',
      '\\bnariz ' + ate(2) + '(?:escorrendo|entupido|trancado|congestionad\\w*|pingando|tapado|fechado)\\b',
      '\\bespirr\\w*',
      '\\bresfriad\\w*',
      '\\bresfriado\\b',
      '\\bgripad[oa]\\b',
      '\\bgripe\\b',
      '\\bdefluxo\\b',
      '\\bconstipad[oa]\\b',
      '\\bcongestao nasal\\b',
      '\\bmoleza no corpo\\b',
    ], { leve: true }),
    sinal('dor-muscular', [
      '\\bdor(?:es)? muscula\\w*',
      '\\bdolorid[oa] ' + ate(3) + '(?:academia|treino|exercicio|futebol|corrida|malhar|musculacao|pedalar|trilha)\\b',
      '\\b(?:academia|treino|exercicio|futebol|corrida|malhar|musculacao|mudanca) ' + ate(5) + '(?:dor|doendo|dolorid\\w*)\\b',
      '\\bdor(?:es)? no corpo\\b',
      '\\btorcicolo\\b',
      '\\bcaimbra\\w*',
    ], { leve: true }),
    sinal('torcicolo', [
      '\\btorcicolo\\b',
      '\\b(?:dormi|dormiu|deitei) ' + ate(1) + '(?:de )?(?:mau jeito|mal jeito|torto|torta|errado|errada)\\b',
      '\\bmau jeito (?:no|na|do|da) (?:pescoco|nuca|ombro|costas)\\b',
      '\\b(?:pescoco|nuca) ' + ate(3) + '(?:doi|doendo|travad\\w*|dur[oa]) ' + ate(3) + '(?:virar|girar|olhar para o lado)\\b',
      '\\bdoi (?:para|ao|quando|se) (?:virar|girar) ' + ate(3) + '(?:pescoco|cabeca|lado)\\b',
    ], { leve: true }),
    sinal('contusao-leve', [
      '\\b(?:bati|bateu|batida|pancada|trombei|trombou|topada|topei|chutei|esbarrei) ' + ate(3) + '(?:perna|joelho|canela|braco|cotovelo|coxa|pe|dedo|dedinho|dedao|mao|ombro|quadril|bunda|quina|mesa|porta|cama|movel|cadeira)\\b',
      '\\bhematoma\\b',
      '\\b(?:um|uns|uma) (?:roxo|roxinho|roxao|mancha roxa|manchinha roxa)\\b',
    ], { leve: true }),
    sinal('bolha-atrito', [
      '\\b(?:sapato|tenis|chinelo|bota|sandalia|caminhada|corrida|correr|andar muito|remar|enxada|violao) ' + ate(5) + 'bolh\\w*',
      '\\bbolh\\w* ' + ate(2) + '(?:no|na|nos|nas) (?:pe|pes|calcanhar|dedo do pe|dedinho|sola|palma da mao|maos|dedos)\\b',
      '\\bcalos?\\b|\\bcalejad\\w*',
    ], { leve: true }),
    sinal('bebe-bem', [
      '\\b(?:mamando|comendo|se alimentando|aceitando (?:o peito|a mamadeira|comida)) (?:bem|normal|normalmente|direitinho)\\b',
      '\\b(?:brincando|ativ[oa]|espert[oa]|sorrindo)\\b',
      '\\brespirando (?:bem|normal|normalmente|tranquil\\w*)\\b',
      '\\bfazendo xixi normal\\b',
    ], { leve: true }),
    sinal('soluco', ['\\bsoluc(?:o|os|ando|ou)\\b'], { leve: true }),
    sinal('denticao', [
      '\\b(?:dentes?|dentinhos?) ' + ate(2) + '(?:nascendo|rompendo|saindo|vindo|apontando)\\b',
      '\\bnascendo (?:os |o |um |uns )?(?:dentes?|dentinhos?)\\b',
      '\\bbaba(?:ndo)? (?:muito|demais|bastante)\\b',
      '\\bmordendo tudo\\b|\\bmorde tudo\\b|\\bpoe tudo na boca\\b|\\bcolocando tudo na boca\\b',
      '\\bgengiva ' + ate(2) + '(?:inchad\\w*|vermelh\\w*|cocando|coca)\\b',
    ], { leve: true }),
    sinal('ressaca', ['\\bressaca\\b', '\\bbebi demais\\b', '\\bbebedeira\\b'], { leve: true }),
    sinal('afta', ['\\baftas?\\b'], { leve: true }),
    sinal('herpes-labial', ['\\bherpes (?:labial|na boca|no labio)\\b', '\\bbolhinhas? ' + ate(2) + '(?:labio|boca)\\b'], { leve: true }),
    // 'espinha de peixe' is swallowed, 'dor na espinha' is the back.
    sinal('caspa-acne', ['\\bcaspa\\b', '(?<!\\b(?:na|da|pela|a) )\\bespinhas?\\b(?! (?:de peixe|de frango|de galinha|dorsal|presa|entalad\\w*|atravessad\\w*|na garganta))', '\\bcravos?\\b', '\\bacne\\b'], { leve: true }),
    sinal('colica-menstrual', ['\\bcolica ' + ate(2) + '(?:menstrual|da menstruacao|de menstruacao|da regra)\\b', '\\b(?:menstruacao|regra|menstruada) ' + ate(4) + 'colica\\b'], { leve: true }),
    sinal('constipacao', ['\\bintestino (?:preso|parado)\\b', '\\bprisao de ventre\\b', '\\b(?:nao|sem) (?:consigo )?(?:evacuar|fazer coco) ' + ate(2) + '(?:dias|2 dias|3 dias)\\b'], { leve: true }),
    sinal('cefaleia-leve', [
      '\\bdor de cabeca ' + ate(4) + '(?:fraca|leve|chata|fraquinha|que passa|passa com|melhora com|depois do trabalho|tensional|de tensao)\\b',
      '\\bdorzinha de cabeca\\b',
    ], { leve: true }),
    sinal('nausea', ['\\benjo\\w*', '\\bnausea\\w*', '\\bansia de vomito\\b', '\\bgastura\\b', '\\bembrulhad[oa]\\b'], { leve: true }),
    sinal('rouquidao', ['\\brouquidao\\b', '\\brouc[oa]\\b', '\\bperdi a voz\\b', '\\bsem voz\\b'], { leve: true }),
    sinal('frieira-micose', ['\\bfrieira\\b', '\\bmicose\\b', '\\bpe de atleta\\b', '\\bpano branco\\b', '\\bchule\\b'], { leve: true }),
    sinal('assadura', ['\\bassad(?:ura|inh[oa]|o|a)\\b'], { leve: true }),
    sinal('piolho', ['\\bpiolh\\w*', '\\blendea\\w*'], { leve: true }),
    sinal('cera-ouvido', ['\\bcera (?:no|do) ouvido\\b', '\\bouvido ' + ate(1) + '(?:tampado|entupido)\\b'], { leve: true }),
    sinal('coceira', ['\\bcoceira\\b', '\\bcocando\\b', '\\bcoça\\b'], { leve: true }),
    sinal('rotina', [
      '\\b(?:renovar|renovacao|nova) ' + ate(1) + '(?:receita|prescricao)\\b',
      '\\b(?:check ?up|exames? de rotina|pedir exames?|ver (?:uns |os )?exames?|resultado (?:do|dos|de) exames?|mostrar (?:os )?exames?)\\b',
      '\\batestado\\b',
      // A treatment only a physician prescribes, or when what the pharmacy sells no longer works.
      '\\b(?:queria|quero|gostaria de|preciso de|precisava de) (?:um |uma |algum |fazer )?(?:tratamento|tratar)\\b',
      '\\b(?:remedios?|pomadas?|tratamentos?|antialergic\\w*) ' + ate(3) + 'nao (?:resolve\\w*|adianta\\w*|funciona\\w*|faz\\w* (?:mais )?efeito|melhora\\w*)\\b',
    ]),
    sinal('cronico', [
      '\\b(?:ha|faz) (?:muito tempo|anos|meses|varios meses|um tempao|tempos)\\b',
      // 'sempre tenho quando fico estressada' tells the trigger of an episode, not a long illness.
      '\\bsempre (?:tive|tenho|sinto)\\b(?! (?:\\w+ ){0,3}?(?:quando|se|depois|antes|apos))',
      '\\bo ano (?:todo|inteiro)\\b',
      '\\b(?:cronic[oa]|de sempre)\\b',
      '\\b(?:vai e volta|volta e meia|de vez em quando)\\b',
    ]),
  ],
  regras: [
    {
      nivel: 'autocuidado',
      motivo: 'Sintomas leves, sem sinais de alerta',
      quando: (c) =>
        c.algum(...QUEIXAS_LEVES) &&
        (!grupoDeRisco(c) || bebeComQueixaLeve(c)) &&
        duracao(c) < 10 &&
        (c.soLeves(...neutros(c)) ||
          (c.soLeves(...ACOMPANHAM_LEVES, ...neutros(c)) &&
            idadeMeses(c) >= 60 &&
            ((c.idadeAnos ?? 0) < 65 || (!c.febre && c.soLeves('tosse', 'dor-garganta', ...neutros(c)))) &&
            (c.medidas.temperatura ?? 0) < 39 &&
            (!c.febre || duracao(c) < 3))),
    },
    {
      nivel: 'consulta',
      motivo: 'Sintomas que duram 10 dias ou mais',
      quando: (c) => c.algum(...QUEIXAS_LEVES) && duracao(c) >= 10,
    },
    {
      nivel: 'consulta',
      motivo: 'Queixa em bebê, idoso ou gestante',
      quando: (c) => c.algumSinal && grupoDeRisco(c) && !bebeComQueixaLeve(c),
    },
    {
      nivel: 'consulta',
      motivo: 'Soluço que dura mais de 2 dias',
      quando: (c) => c.tem('soluco') && duracao(c) >= 2,
    },
    {
      nivel: 'consulta',
      motivo: 'Acompanhamento, renovação de receita ou exames',
      quando: (c) => c.algum('rotina', 'cronico'),
    },
  ],
};
