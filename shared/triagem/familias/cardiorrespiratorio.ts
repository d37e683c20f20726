/**
 * Heart, breathing and circulation beyond the single red flags: oximetry, blood pressure, wheeze,
 * a child's laboured breathing, a swollen calf (Manchester: 'SpO2 baixa', 'dispneia', 'sinais de
 * choque'; SAMU 192).
 */
import { ate, sinal } from '../construir.js';
import type { Familia } from '../tipos.js';

export const cardiorrespiratorio: Familia = {
  sinais: [
    sinal('chiado', [
      '\\bchiado\\b',
      '\\bchiando\\b',
      '\\bsibil\\w*',
      '\\bpeito (?:chiando|apertado de asma)\\b',
      '\\b(?:crise|ataque) de (?:asma|bronquite)\\b',
      '\\b(?:asma|bronquite) ' + ate(2) + '(?:atacou|atacada|piorou|voltou)\\b',
      '\\bbombinha\\b',
    ]),
    sinal('cansaco-respirar', [
      '\\bofegante\\b',
      '\\bpuxando (?:o )?ar\\b',
      '\\bcansaco (?:para|ao) (?:respirar|falar|andar|subir)\\b',
      '\\bcansad[oa] (?:para|ao) (?:respirar|falar)\\b',
      '\\bfolego curto\\b',
      '\\bsem folego\\b',
    ]),
    sinal('respiracao-crianca-grave', [
      '\\b(?:costel\\w*|barriga|pescoco|peito) ' + ate(2) + '(?:afundando|afunda|puxando|repuxando)\\b',
      '\\bnariz ' + ate(1) + '(?:abrindo e fechando|batendo)\\b',
      '\\bgemendo ' + ate(2) + '(?:respira\\w*)\\b',
      '\\bgemencia\\b',
      '\\brespira\\w* ' + ate(2) + '(?:muito )?(?:rapid\\w*|acelerad\\w*|depressa)\\b',
    ]),
    sinal('cianose', [
      '\\b(?:labios?|boca|boquinha|rosto|rostinho|cara|dedos?|unhas?|pontas? dos dedos|lingua) ' + ate(2) + '(?:roxos?|roxas?|roxinh\\w*|arroxead\\w*|azulad\\w*|azuis|cinzent\\w*)\\b',
      '\\b(?:esta|ficou|ficando|fica) (?:todo |toda |meio |bem )?(?:roxinh[oa]|arroxead[oa]|azulad[oa]|cianotic[oa])\\b',
      '\\bcianose\\b',
    ]),
    sinal('palpitacao', [
      '\\bpalpita\\w*',
      '\\bcoracao ' + ate(2) + '(?:disparad\\w*|disparando|acelerad\\w*|batendo (?:muito )?(?:forte|rapido|descompassad\\w*|errado))\\b',
      '\\btaquicardi\\w*',
      '\\barritmi\\w*',
    ]),
    sinal('perna-inchada-dor', [
      '\\b(?:perna|panturrilha|batata da perna|canela) ' + ate(3) + '(?:inchad\\w*|inchou|inchando|vermelh\\w*|quente|dura|doendo|doi|dolorid\\w*)\\b',
      '\\bdor ' + ate(2) + '(?:na )?(?:panturrilha|batata da perna)\\b',
    ]),
    sinal('uma-perna-so', [
      '\\b(?:uma perna so|so uma (?:das )?pernas?|so (?:a|na) (?:perna )?(?:direita|esquerda)|uma das pernas|perna (?:direita|esquerda))\\b',
    ]),
    sinal('viagem-imobilizacao', [
      '\\b(?:viagem longa|viagem de (?:onibus|aviao)|voo longo|horas sentad[oa]|engessad\\w*|gesso|acamad\\w*|operei|cirurgia recente|pos operatorio)\\b',
      '\\b(?:anticoncepcional|pilula)\\b',
    ]),
    sinal('suor-frio', ['\\bsu(?:or|ando) frio\\b', '\\bsudorese\\b', '\\bsuando (?:muito|frio|em bicas)\\b', '\\bpele (?:fria|gelada)\\b']),
    sinal('sintomas-pressao', [
      '\\b(?:nuca|cabeca) ' + ate(2) + '(?:doendo|latejando|pesada|explodindo)\\b',
      '\\bdor de cabeca\\b',
      '\\bvista ' + ate(2) + '(?:embacad\\w*|turva|escura|escurecendo)\\b',
      '\\bvisao ' + ate(2) + '(?:embacad\\w*|turva|escura|dupla)\\b',
    ]),
  ],
  regras: [
    {
      nivel: 'emergencia',
      motivo: 'Saturação de oxigênio de 92% ou menos',
      emergencia: 'respiratoria',
      quando: (c) => c.medidas.saturacao !== undefined && c.medidas.saturacao <= 92,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Saturação de oxigênio de 93% a 94%',
      quando: (c) => c.medidas.saturacao !== undefined && c.medidas.saturacao <= 94,
    },
    {
      nivel: 'emergencia',
      motivo: 'Pele ou lábios arroxeados (cianose)',
      emergencia: 'respiratoria',
      quando: (c) => c.tem('cianose'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Criança com esforço para respirar (tiragem, batimento de asa do nariz ou gemência)',
      emergencia: 'respiratoria',
      quando: (c) => c.tem('respiracao-crianca-grave') && (c.idadeAnos ?? 99) < 12,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Chiado ou crise de asma com cansaço para respirar',
      quando: (c) => c.tem('chiado') && c.algum('cansaco-respirar', 'respiracao-crianca-grave'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Chiado no peito ou crise de asma',
      quando: (c) => c.tem('chiado'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Cansaço para respirar',
      quando: (c) => c.algum('cansaco-respirar', 'respiracao-crianca-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Perna inchada e dolorida de um lado (possível trombose)',
      quando: (c) => c.tem('perna-inchada-dor') && c.algum('uma-perna-so', 'viagem-imobilizacao'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Palpitações',
      quando: (c) => c.tem('palpitacao'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Palpitações com tontura, desmaio ou suor frio',
      quando: (c) => c.tem('palpitacao') && c.algum('tontura', 'suor-frio'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Pressão muito alta (180/110 mmHg ou mais) com sintomas',
      quando: (c) =>
        (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 180 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 110
          ? c.algum('sintomas-pressao', 'tontura', 'alarme-cardiaca', 'vomitos', 'confusao')
          : false,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Pressão muito alta (180/110 mmHg ou mais)',
      quando: (c) => (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 180 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 110,
    },
    {
      nivel: 'consulta',
      motivo: 'Pressão alta (140/90 mmHg ou mais)',
      quando: (c) => (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 140 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 90,
    },
    {
      nivel: 'emergencia',
      motivo: 'Pressão muito baixa (sistólica abaixo de 80 mmHg)',
      emergencia: 'grave',
      quando: (c) => (c.medidas.pressaoMinima?.sistolica ?? 999) < 80,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Pressão baixa (sistólica abaixo de 90 mmHg) com sintomas',
      quando: (c) => (c.medidas.pressaoMinima?.sistolica ?? 999) < 90 && c.algum('tontura', 'suor-frio', 'palidez', 'fraqueza'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Sinais de choque: pele fria e suor frio com palidez ou confusão',
      emergencia: 'grave',
      quando: (c) => c.tem('suor-frio') && c.algum('palidez', 'confusao', 'sonolencia-grave') && c.algum('tontura', 'fraqueza', 'confusao', 'sonolencia-grave'),
    },
  ],
};
