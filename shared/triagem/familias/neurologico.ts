/**
 * Consciousness, head and nervous system beyond the single red flags: confusion, drowsiness, a head
 * injury with warning signs, dizziness, headache (Manchester: 'alteração do nível de consciência',
 * 'TCE com sinais de alerta'; SAMU 192).
 */
import { ate, sinal } from '../construir.js';
import type { Familia } from '../tipos.js';

export const neurologico: Familia = {
  sinais: [
    sinal('confusao', [
      '\\bconfus[oa]\\b',
      '\\bconfusao mental\\b',
      '\\bdesorientad[oa]\\b',
      '\\bfal(?:a|ando) coisas? ' + ate(1) + '(?:sem sentido|sem nexo|estranhas?|desconexas?)\\b',
      '\\bnao (?:fala|esta falando) coisa com coisa\\b',
      '\\bnao (?:reconhece|reconheceu|sabe onde esta|sabe que dia)\\b',
      '\\b(?:esta|ficou) (?:variando|lel[ea]|abobad[oa]|aeread[oa]|avoad[oa])\\b',
      '\\bdelir\\w*',
      '\\bagitad[oa] e confus\\w*',
    ]),
    sinal('sonolencia-grave', [
      '\\b(?:muito|cada vez mais|super|bem) (?:sonolent[oa]|sonolencia|dormindo|apagad[oa])\\b',
      '\\bsonolent[oa]\\b',
      '\\b(?:dificil|difcil) (?:de )?acordar\\b',
      '\\b(?:nao|mal) (?:acorda|desperta|responde|reage|abre os olhos)\\b',
      '\\bdormindo (?:o tempo todo|demais|direto|sem parar)\\b',
      '\\bso (?:quer )?dorm(?:e|ir)\\b',
      '\\b(?:apagad[oa]|apagando|desligad[oa])\\b',
      '\\bprostrad[oa]\\b',
      '\\bletargi\\w*',
    ]),
    sinal('prostracao-crianca', [
      '\\b(?:molinh[oa]|molim|largadinh[oa]|caidinh[oa]|jogadinh[oa]|paradinh[oa]|quietinh[oa] demais|sem reacao|sem forca para mamar)\\b',
      '\\b(?:esta|ficou|muito) (?:mole|largad[oa]|caid[oa]|jogad[oa]|apatic[oa])\\b',
      '\\bnao (?:quer|consegue) (?:brincar|mamar)\\b',
      '\\bchoro (?:fraco|fraquinho|gemido|diferente|agudo)\\b',
    ]),
    sinal('tontura', [
      '\\btontur\\w*',
      '\\b(?:zonz[oa]|tont[oa])\\b',
      '\\bvertigem\\b',
      '\\b(?:tudo|mundo|casa) (?:girando|rodando)\\b',
      '\\bvista escurec\\w*',
      '\\bescureceu a vista\\b',
    ]),
    sinal('fraqueza', ['\\bfraqueza\\b', '\\bsem forca(?:s)?\\b', '\\bmuito frac[oa]\\b', '\\bfrac[oa] demais\\b']),
    sinal('cefaleia', [
      '\\bdor(?:es)? de cabeca\\b',
      '\\bcefaleia\\b',
      '\\benxaqueca\\b',
      '\\bcabeca ' + ate(2) + '(?:doendo|explodindo|latejando|estourando)\\b',
      '\\bdor ' + ate(2) + '(?:na )?(?:cabeca|testa|nuca)\\b',
    ]),
    sinal('cefaleia-forte', [
      '\\bdor de cabeca ' + ate(3) + '(?:muito forte|fortissima|insuportavel|horrivel|terrivel|absurda|que nao passa|que nao melhora)\\b',
      '\\bcabeca (?:explodindo|estourando)\\b',
      '\\bpior dor\\b',
    ]),
    sinal('trauma-cabeca', [
      '\\b(?:bat\\w*|bateu|bati) ' + ate(2) + '(?:a |com a )?cabeca\\b',
      '\\b(?:pancada|batida|tombo) ' + ate(2) + '(?:na )?cabeca\\b',
      '\\bcaiu ' + ate(4) + '(?:cabeca|de cabeca)\\b',
      '\\b(?:caiu|cai) (?:da|do|de) (?:cama|sofa|trocador|berco|colo|cadeira|escada)\\b',
      '\\btraumatismo craniano\\b',
    ]),
    sinal('anticoagulante', ['\\b(?:anticoagula\\w*|varfarina|marevan|rivaroxabana|xarelto|apixabana|eliquis|afina o sangue|afinar o sangue)\\b']),
    sinal('fraqueza-subita-membros', [
      '\\b(?:perna|pernas|braco|bracos) ' + ate(2) + '(?:fraca|fracas|fraco|fracos|sem forca|bambas?|nao (?:obedece|obedecem|firmam?))\\b',
    ]),
    sinal('retencao-anestesia-sela', ['\\bnao (?:consigo|consegue) (?:urinar|fazer xixi|segurar (?:o )?(?:xixi|coco|urina))\\b', '\\bdormencia ' + ate(2) + '(?:virilha|bumbum|entre as pernas)\\b']),
  ],
  regras: [
    {
      nivel: 'emergencia',
      motivo: 'Confusão mental ou sonolência fora do comum',
      emergencia: 'grave',
      quando: (c) => c.algum('confusao', 'sonolencia-grave') && (c.febre || c.algum('ictericia', 'trauma-cabeca', 'vomitos', 'cefaleia-forte', 'alarme-intoxicacao') || (c.medidas.glicemiaMinima ?? 999) < 70),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Confusão mental ou sonolência fora do comum',
      quando: (c) => c.algum('confusao', 'sonolencia-grave'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Pancada na cabeça com vômitos, sonolência, confusão ou desmaio',
      emergencia: 'trauma',
      quando: (c) => c.tem('trauma-cabeca') && c.algum('vomitos', 'sonolencia-grave', 'confusao', 'alarme-desmaio', 'alarme-convulsao'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Pancada na cabeça em bebê, idoso ou em quem usa anticoagulante',
      quando: (c) => c.tem('trauma-cabeca') && ((c.idadeMeses ?? 999) < 12 || (c.idadeAnos ?? 0) >= 65 || c.tem('anticoagulante')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Pancada na cabeça',
      quando: (c) => c.tem('trauma-cabeca') && c.algum('cefaleia', 'tontura'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor de cabeça muito forte',
      quando: (c) => c.tem('cefaleia-forte') && (c.algum('vomitos', 'tontura', 'confusao') || (c.idadeAnos ?? 0) >= 50 || c.gestante),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de cabeça forte',
      quando: (c) => c.tem('cefaleia-forte'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Fraqueza nas pernas com perda de controle da urina ou das fezes',
      quando: (c) => c.tem('retencao-anestesia-sela') && c.algum('fraqueza-subita-membros', 'dor-lombar'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Tontura',
      quando: (c) => c.tem('tontura') && ((c.idadeAnos ?? 0) >= 65 || c.algum('fraqueza', 'palidez', 'vomitos')),
    },
  ],
};
