/**
 * Eyes: what must be seen at once (a chemical or a flying metal chip in the eye, sudden loss of
 * vision, a curtain or flashes of light, a red painful eye with halos, as in acute glaucoma), what
 * within a day (a red painful eye, in a contact-lens wearer or with light hurting, grit that stays
 * after washing, a newborn's sticky eye) and what at home (a red, itchy or sticky eye without pain).
 * Manchester 'problemas oftalmológicos'; NICE CKS red eye, conjunctivitis, corneal superficial
 * injury, retinal detachment, glaucoma.
 */
import { ate, ateSemNegacao, sinal } from '../construir.js';
import type { Familia } from '../tipos.js';

const OLHO = '(?:olhos?|olhinhos?|vista|visao)';
// Small, slow particles; a chip thrown by a tool is another sign (it may go through the eye).
const CISCO = '(?:cisco|cisquinho|areia|poeira|po|terra|sujeira|sujeirinha|pelo|cilio|rimel|maquiagem|inseto|mosquito|bichinho|alguma coisa|algo)';
const LASCA = '(?:ferr\\w*|metal\\w*|limalha|farpa|estilhac\\w*|lasca|lasquinha|caco|vidro|prego|arame|faisca|pedacinho de ferro|pedaco de ferro)';
const FERRAMENTA = '(?:lixadeira|esmerilhadeira|esmeril|makita|solda|soldando|furadeira|martel\\w*|serra|serrando|cortando ferro|lixando|rebarbadora|flex)';

export const olhos: Familia = {
  sinais: [
    sinal('olho-grave', [
      '\\b(?:visao|vista) ' + ate(3) + '(?:emba[csz]ad\\w*|turv\\w*|escur\\w*|sumindo|sumiu|borrad\\w*|piorou de repente|cortina|sombra)\\b',
      '\\b(?:vejo|[ei]n(?:x|ch)ergo|[ei]n(?:x|ch)ergando|vendo|fiquei vendo|estou vendo) (?:tudo )?(?:emba[csz]ad\\w*|turv\\w*|borrad\\w*|nublad\\w*|escuro|pela metade)\\b',
      '\\b(?:nao (?:[ei]n(?:x|ch)ergo|[ei]n(?:x|ch)erga|vejo|ve) (?:nada|mais nada)|perdi a (?:visao|vista)|fiquei cego|ficou ceg[oa]|cegueira)\\b',
      '\\b(?:produto|agua sanitaria|cloro|soda|cal|cimento|acido|alvejante|detergente|desinfetante|veneno|gasolina|solvente|tiner|querosene|removedor|spray|pimenta) ' + ate(4) + '(?:olho|olhos|vista)\\b',
      '\\b(?:caiu|entrou|espirrou|bateu|furou|voou|pulou|acertou|atingiu) ' + ate(4) + '(?:no olho|nos olhos|na vista)\\b(?<!(?:cisco|areia|poeira|sujeira|rimel|pelo|cilio) (?:no olho|nos olhos|na vista))',
      '\\b' + LASCA + ' ' + ate(4) + '(?:olho|olhos|vista)\\b',
      '\\b' + FERRAMENTA + ' ' + ate(8) + '(?:olho|olhos|vista)\\b',
      '\\bdor (?:forte|muito forte|intensa) ' + ate(1) + '(?:no|nos) olhos?\\b',
      '\\bolho ' + ate(2) + '(?:doendo muito|furado|sangrando)\\b',
      '\\b(?:vendo|vi|vejo|aparec\\w*|[ei]n(?:x|ch)ergando) ' + ate(3) + '(?:flash\\w*|clarao|claroes|relampag\\w*|faiscas|luzes piscando|raios de luz)\\b',
      '\\b(?:cortina|sombra|veu|mancha escura|mancha preta) ' + ate(3) + '(?:no olho|na vista|na visao|nos olhos|tampando|cobrindo)\\b',
      '\\b(?:halos?|aneis|arco iris|circulos?) ' + ate(4) + '(?:luz|luzes|lampada|lampadas)\\b',
    ]),
    sinal('olho-cisco', [
      '\\b' + CISCO + ' ' + ate(3) + '(?:no|nos|dentro do|dentro dos) (?:meu |minha |seu )?(?:olho|olhos|olhinho)\\b',
      '\\b(?:olho|olhos|olhinho) ' + ate(3) + '(?:arranhando|areia|com areia|ciscando|com alguma coisa|com algo dentro|raspando)\\b',
      '\\b(?:sensacao|sentindo) ' + ate(2) + '(?:areia|cisco|alguma coisa|algo) ' + ate(2) + '(?:olho|olhos)\\b',
      '\\bcontinua (?:arranhando|raspando|incomodando)\\b',
    ]),
    sinal('olho-doendo', [
      '\\b' + OLHO + ' ' + ateSemNegacao(5) + '(?:doendo|doi|doe|dolorid\\w*|latejando)\\b',
      '\\bdor ' + ate(2) + '(?:no|nos|do|dos|atras do|atras dos) (?:olhos?|olhinhos?)\\b',
    ]),
    // An eyelid swollen, red or shut: with fever or pain on moving the eye, orbital cellulitis
    // (NICE CKS 'Cellulitis, periorbital and orbital': same-day hospital assessment).
    sinal('olho-inchado', [
      '\\b(?:olhos?|olhinhos?|palpebras?|palpebrinha) ' + ateSemNegacao(5) + '(?:in[cx]had\\w*|in[cx]hou|in[cx]hando|quase fechad\\w*|fechad\\w* de tao in[cx]had\\w*|nao (?:abre|consegue abrir|abre direito))\\b',
      '\\b(?:in[cx]haco|in[cx]hou|in[cx]hada|in[cx]hado) ' + ate(3) + '(?:em volta do|ao redor do|no|na) (?:olho|olhos|olhinho|palpebra)\\b',
    ]),
    sinal('dor-mexer-olho', [
      '\\b(?:doi|doe|dor|doendo|incomoda) ' + ate(3) + '(?:para|ao|quando|se|so de) (?:ele |ela |eu |a gente )?(?:mexer|mexe|mexo|movimentar|virar|girar|olhar para os lados|mover) ' + ate(2) + '(?:o |os )?(?:olho|olhos|olhinho)\\b',
      '\\b(?:olho|olhos|olhinho) ' + ate(3) + '(?:saltad\\w*|saltando|para fora|esbugalhad\\w*|projetad\\w*|nao mexe|parado)\\b',
      '\\b(?:visao dupla|vendo dobrado|vendo duplo|vendo tudo dobrado|[ei]n(?:x|ch)ergando dobrado|[ei]n(?:x|ch)ergando duplo)\\b',
    ]),
    sinal('lente-contato', ['\\blentes? (?:de contato|gelatinos\\w*|rigid\\w*)\\b', '\\buso lentes?\\b', '\\b(?:dormi|durmo|dormiu) (?:de|com) lentes?\\b']),
    sinal('olho-vermelho', [
      '\\b(?:olhos?|olhinhos?) ' + ateSemNegacao(5) + '(?:vermelh\\w*|irritad\\w*|remela\\w*|ramela\\w*|co[csz]ando|lacrimejando|grudad\\w*|grudando|in[cx]had\\w*|ardendo|com secrecao)\\b',
      '\\b(?:remela|ramela|secrecao|pus) ' + ate(3) + '(?:no|nos|do|dos) (?:olhos?|olhinhos?)\\b',
      '\\bconjuntivite\\b',
      '\\btercol\\b',
    ], { leve: true }),
  ],
  regras: [
    {
      nivel: 'pronto-socorro',
      motivo: 'Problema no olho com perda de visão, dor forte, produto químico ou objeto',
      quando: (c) => c.tem('olho-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Olho inchado com febre, dor ao mexer o olho, olho saltado ou visão dupla (possível celulite orbitária)',
      quando: (c) => c.tem('olho-inchado') && (c.febre || c.tem('dor-mexer-olho')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Olho inchado, vermelho e doendo (possível infecção em volta do olho)',
      quando: (c) => c.tem('olho-inchado') && c.tem('olho-vermelho') && (c.tem('olho-doendo') || (c.idadeMeses ?? 999) < 60),
    },
    {
      // NICE CKS red eye: acute angle-closure glaucoma (red painful eye with headache and vomiting).
      nivel: 'pronto-socorro',
      motivo: 'Olho vermelho e doendo com dor de cabeça ou enjoo (possível glaucoma agudo)',
      quando: (c) => c.tem('olho-doendo') && c.tem('olho-vermelho') && c.algum('cefaleia', 'nausea', 'vomitos'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Olho vermelho e doendo, em quem usa lente de contato ou com a luz incomodando',
      quando: (c) => c.tem('olho-doendo') && (c.tem('olho-vermelho') || c.algum('lente-contato', 'fotofobia')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sensação de cisco ou areia no olho que não sai',
      quando: (c) => c.tem('olho-cisco'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Olho vermelho ou com secreção em recém-nascido',
      quando: (c) => c.tem('olho-vermelho') && (c.idadeMeses ?? 999) < 1,
    },
  ],
};
