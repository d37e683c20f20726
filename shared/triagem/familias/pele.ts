/**
 * Skin, injuries, eyes, allergy and mental health beyond the single red flags: a deep cut, a
 * suspected fracture, a spreading infection, shingles, a red painful eye with vision loss, hives,
 * a crisis of the mind without a plan (Manchester: 'ferida', 'dor moderada', 'olho vermelho
 * doloroso'; Ministério da Saúde, Caderno de Atenção Básica nº 28).
 */
import { ate, sinal } from '../construir.js';
import type { Familia } from '../tipos.js';

export const pele: Familia = {
  sinais: [
    sinal('palidez', ['\\bpalid[oa]\\b', '\\bpalidez\\b', '\\b(?:esta|ficou|ficando|muito|bem|todo|toda) (?:branc[oa]|branquinh[oa]|branquel[oa]|amarel[oa] palid[oa]|sem cor)\\b', '\\bsem cor\\b', '\\bcor de cera\\b']),
    sinal('corte-profundo', [
      '\\bcorte ' + ate(3) + '(?:fundo|profundo|grande|aberto|abrindo|feio)\\b',
      '\\b(?:precis\\w*|vai precisar|levar|dar) (?:de )?pontos?\\b',
      '\\bda para ver (?:a |o )?(?:carne|gordura|osso)\\b',
      '\\b(?:talho|rasgo) ' + ate(2) + '(?:fundo|grande)\\b',
    ]),
    sinal('corte-leve', ['\\b(?:cortei|corte|cortou|arranhei|arranhao|esfolei|esfolad\\w*|ralei|ralado|ralou)\\b'], { leve: true }),
    sinal('fratura', [
      '\\bfratur\\w*',
      '\\bquebr(?:ou|ei|ado|ada) ' + ate(2) + '(?:braco|perna|pe|mao|dedo|punho|tornozelo|clavicula|osso|costela|nariz|bacia|femur)\\b',
      '\\b(?:braco|perna|pe|punho|tornozelo|dedo|osso) ' + ate(3) + '(?:torto|torta|deformad\\w*|entortou|fora do lugar)\\b',
      '\\bnao (?:consigo|consegue) (?:apoiar|pisar|mexer|colocar o pe no chao|firmar|botar o pe|andar)\\b',
      '\\bdeslocou\\b|\\bdeslocad[oa]\\b',
      '\\bestal(?:o|ou)\\b',
    ]),
    sinal('queda', ['\\b(?:cai|caiu|levei um tombo|tomei um tombo|tombo|escorreguei|escorregou|torci|torceu|virei o pe|virou o pe|pisei em falso)\\b']),
    sinal('entorse-leve', [
      '\\b(?:consigo|consegue) (?:andar|pisar|apoiar|mexer)\\b',
      '\\btorc\\w* ' + ate(2) + '(?:pe|tornozelo|joelho|pulso|punho)\\b',
      '\\bvirei o pe\\b',
    ], { leve: true }),
    sinal('queimadura', ['\\bqueimadura\\b', '\\bme queimei\\b', '\\bqueim(?:ou|ei) ' + ate(2) + '(?:mao|braco|perna|pe|dedo|rosto|peito|barriga|pele)\\b', '\\b(?:agua|oleo|panela|ferro) quente\\b']),
    sinal('queimadura-grave', [
      '\\bqueimadura ' + ate(3) + '(?:grande|extensa|no rosto|nas maos|no peito|genital|profunda|preta|branca)\\b',
      '\\bbolhas? ' + ate(3) + '(?:grandes?|enormes?|no rosto|pelo corpo)\\b',
      '\\b(?:oleo|agua fervendo) ' + ate(4) + '(?:rosto|peito|barriga|corpo)\\b',
    ]),
    sinal('exposicao-sol', ['\\b(?:sol|praia|piscina|bronzear|bronzeado)\\b'], { leve: true }),
    sinal('celulite', [
      '\\b(?:vermelh\\w*|inchad\\w*|vermelhidao|inchaco) ' + ate(4) + '(?:quente|espalhando|aumentando|crescendo|subindo|com pus)\\b',
      '\\berisipela\\b',
      '\\b(?:ferida|corte|machucado|picada) ' + ate(3) + '(?:infeccionou|infeccionad\\w*|inflamou|inflamad\\w*|com pus|purulent\\w*)\\b',
      '\\babscesso\\b|\\bfurunculo\\b|\\bleicenco\\b|\\bnascida\\b',
    ]),
    sinal('estria-vermelha', ['\\b(?:risco|linha|listra|estria) vermelh\\w* ' + ate(3) + '(?:subindo|pelo braco|pela perna)\\b']),
    sinal('herpes-zoster', ['\\bcobreiro\\b', '\\bzoster\\b', '\\bherpes zoster\\b', '\\bbolhinhas? ' + ate(5) + '(?:um lado|so de um lado|faixa|costela|cinta)\\b']),
    sinal('urticaria', [
      '\\burticaria\\b',
      '\\b(?:placas|vergoes|bolotas|calombos|carocos) ' + ate(2) + '(?:vermelh\\w*|pelo corpo|no corpo|que cocam|coçando|cocando)\\b',
      '\\bempolad\\w*',
      '\\b(?:alergia|coceira) ' + ate(2) + '(?:corpo todo|pelo corpo|no corpo inteiro)\\b',
    ]),
    sinal('picada-inseto', ['\\bpicad\\w* ' + ate(1) + '(?:de |por )?(?:mosquito|pernilongo|muri\\w*|borrachudo|formiga|abelha|vespa|marimbondo|inseto|pulga|carrapato)\\b', '\\b(?:mosquito|pernilongo|abelha|formiga|marimbondo|vespa) ' + ate(2) + '(?:me )?picou\\b'], { leve: true }),
    sinal('olho-grave', [
      '\\b(?:visao|vista) ' + ate(3) + '(?:embacad\\w*|turv\\w*|escur\\w*|sumindo|sumiu|borrad\\w*|piorou de repente|cortina|sombra)\\b',
      '\\b(?:produto|agua sanitaria|cloro|soda|cal|cimento|acido|alvejante) ' + ate(4) + '(?:olho|olhos|vista)\\b',
      '\\b(?:caiu|entrou|espirrou|bateu|furou) ' + ate(4) + '(?:no olho|nos olhos|na vista)\\b',
      '\\bdor (?:forte|muito forte|intensa) ' + ate(1) + '(?:no|nos) olhos?\\b',
      '\\bolho ' + ate(2) + '(?:doendo muito|furado|sangrando)\\b',
      '\\bvendo (?:flashes|luzes|clarões|moscas voando)\\b',
    ]),
    sinal('olho-vermelho', ['\\bolhos? ' + ate(2) + '(?:vermelh\\w*|irritad\\w*|remela\\w*|ramela\\w*|cocando|coçando|lacrimejando|grudad\\w*)\\b', '\\bconjuntivite\\b', '\\bterçol\\b|\\btercol\\b'], { leve: true }),
    sinal('crise-psiquica', [
      '\\b(?:ouvindo vozes|ouve vozes|vendo coisas|vendo vultos)\\b',
      '\\b(?:surto|surtando|surtou)\\b',
      '\\b(?:agressiv[oa]|quebrando tudo|ameacando)\\b',
      '\\bquer(?:o|endo)? (?:machucar|matar) (?:alguem|os outros|ele|ela)\\b',
    ]),
    sinal('ansiedade', ['\\bansiedade\\b', '\\bansios[oa]\\b', '\\b(?:crise|ataque) de (?:panico|ansiedade)\\b', '\\bpanico\\b', '\\bnervos[oa]\\b', '\\bestresse\\b|\\bestressad[oa]\\b', '\\btriste(?:za)?\\b', '\\bdeprimid[oa]\\b|\\bdepressao\\b', '\\bdesanimad[oa]\\b', '\\bchorando (?:muito|toda hora|sem motivo)\\b']),
    sinal('insonia', ['\\binsonia\\b', '\\bnao (?:consigo|consegue) dormir\\b', '\\bdormindo mal\\b', '\\bdificuldade (?:para|de|pra) dormir\\b'], { leve: true }),
  ],
  regras: [
    {
      nivel: 'pronto-socorro',
      motivo: 'Corte profundo ou que precisa de pontos',
      quando: (c) => c.tem('corte-profundo'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Possível fratura (deformidade ou incapacidade de apoiar ou mexer)',
      quando: (c) => c.tem('fratura'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Queimadura extensa, profunda ou no rosto, mãos ou genitais',
      quando: (c) => c.tem('queimadura-grave') || (c.tem('queimadura') && (c.idadeMeses ?? 999) < 24),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Queimadura com bolhas',
      quando: (c) => c.tem('queimadura') && !c.tem('exposicao-sol'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Vermelhidão que se espalha com febre ou risco vermelho subindo',
      quando: (c) => c.febre && c.algum('celulite', 'estria-vermelha') && c.algum('estria-vermelha', 'diabetes', 'imunossupressao'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Pele vermelha, quente e inchada que se espalha (possível infecção)',
      quando: (c) => c.algum('celulite', 'estria-vermelha'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Bolhas em faixa de um lado do corpo (possível herpes-zóster)',
      quando: (c) => c.tem('herpes-zoster'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Placas vermelhas com coceira pelo corpo (urticária), sem falta de ar',
      quando: (c) => c.tem('urticaria'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Problema no olho com perda de visão, dor forte, produto químico ou objeto',
      quando: (c) => c.tem('olho-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Crise psíquica (alucinações, agitação ou agressividade)',
      quando: (c) => c.tem('crise-psiquica'),
    },
    {
      nivel: 'consulta',
      motivo: 'Queixa emocional (ansiedade, tristeza ou estresse)',
      quando: (c) => c.tem('ansiedade'),
    },
  ],
};
