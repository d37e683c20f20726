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
  'dor-abdominal', 'exposicao-sol', 'cefaleia', 'coceira',
];

/** Signs that may come with a cold and still be cared for at home, in a healthy adult, for a few days. */
const ACOMPANHAM_LEVES = ['febre', 'tosse', 'dor-garganta', 'cefaleia', 'diarreia', 'vomitos', 'dor-abdominal'];

const idadeMeses = (c: Contexto): number => c.idadeMeses ?? 999;
const duracao = (c: Contexto): number => c.medidas.duracaoDias ?? 0;

/** Who should always be seen by a physician, whatever the complaint: a baby, an old age, a pregnancy. */
const grupoDeRisco = (c: Contexto): boolean => idadeMeses(c) < 12 || (c.idadeAnos ?? 0) >= 75 || c.gestante;

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
    sinal('ressaca', ['\\bressaca\\b', '\\bbebi demais\\b', '\\bbebedeira\\b'], { leve: true }),
    sinal('afta', ['\\baftas?\\b'], { leve: true }),
    sinal('herpes-labial', ['\\bherpes (?:labial|na boca|no labio)\\b', '\\bbolhinhas? ' + ate(2) + '(?:labio|boca)\\b'], { leve: true }),
    sinal('caspa-acne', ['\\bcaspa\\b', '\\bespinhas?\\b', '\\bcravos?\\b', '\\bacne\\b'], { leve: true }),
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
    ]),
    sinal('cronico', [
      '\\b(?:ha|faz) (?:muito tempo|anos|meses|varios meses|um tempao|tempos)\\b',
      '\\bsempre (?:tive|tenho|sinto)\\b',
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
        !grupoDeRisco(c) &&
        duracao(c) < 10 &&
        (c.soLeves() ||
          (c.soLeves(...ACOMPANHAM_LEVES) &&
            idadeMeses(c) >= 60 &&
            (c.idadeAnos ?? 0) < 65 &&
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
      quando: (c) => c.algumSinal && grupoDeRisco(c),
    },
    {
      nivel: 'consulta',
      motivo: 'Acompanhamento, renovação de receita ou exames',
      quando: (c) => c.algum('rotina', 'cronico'),
    },
  ],
};
