/**
 * Skin, injuries, joints, allergy and mental health beyond the single red flags: a deep cut, a
 * suspected fracture or dislocation, a burn (extensive, deep, with blisters or small and
 * superficial), a spreading infection, an abscess, an infected wound or diabetic foot, shingles,
 * chickenpox in an adult, a hot swollen joint (gout), a sickle-cell pain crisis, a painful lump at
 * the anus, mastitis, an animal bite on the face or hands, hives, a crisis of the mind without a
 * plan (Manchester: 'ferida', 'queimaduras', 'dor moderada'; Ministério da Saúde, Caderno de
 * Atenção Básica nº 28 and Doença falciforme; NICE CKS burns and scalds, cellulitis, gout,
 * shingles, chickenpox, haemorrhoids, diabetic foot; SAMU 192 'grande queimado').
 */
import { ate, sinal } from '../construir.js';
import type { Familia } from '../tipos.js';

// Body regions for a burn over more than one of them (a large area: SAMU 'grande queimado').
const REGIAO =
  '(?:(?:o|a|os|as|dois|duas|nos|nas|no|na|todo o|toda a) )*(?:peito|barriga|barriguinha|costas|rosto|cara|bracos?|bracinhos?|pernas?|perninhas?|pescoco|maos?|pes|bumbum|coxas?|ombros?)';
// 'quando fico nervosa': a trigger of another complaint, not a complaint of its own.
const GATILHO = '(?<!\\b(?:quando|se|sempre que|toda vez que) (?:eu )?(?:fico|estou|esta|fica|ficar|to|ando) (?:muito |mais )?)';
const PARTE_MORDIDA = '(?:rosto|cara|bochecha|labio|boca|nariz|orelha|cabeca|pescoco|olho|genital|genitais|pinto|penis|vagina)';
const EXTREMIDADE = '(?:mao|maos|dedo|dedos|pe|pes|dedinho|dedao)';

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
      // A dislocation: 'o ombro saiu do lugar', 'luxou o cotovelo', 'um degrau no ombro'.
      '\\b(?:ombro|cotovelo|joelho|dedo|mandibula|queixo|patela|rotula|quadril|braco|clavicula|pulso|punho) ' + ate(3) + '(?:saiu|saindo|fora|desencaixou) do lugar\\b',
      '\\blux(?:acao|ou|ei|ado|ada|ar)\\b|\\bdesencaix\\w*',
      '\\bdegrau ' + ate(2) + '(?:ombro|ombros)\\b',
    ]),
    sinal('queda', ['\\b(?:cai|caiu|levei um tombo|tomei um tombo|tombo|escorreguei|escorregou|torci|torceu|virei o pe|virou o pe|pisei em falso)\\b']),
    sinal('entorse-leve', [
      // 'mal consigo andar' is the opposite.
      '(?<!\\b(?:mal|quase nao|nem) )\\b(?:consigo|consegue) (?:andar|pisar|apoiar|mexer)\\b',
      '\\b(?:estou|esta|to) (?:andando|pisando) (?:normal|normalmente|bem)\\b',
      '\\btorc\\w* ' + ate(2) + '(?:pe|tornozelo|joelho|pulso|punho)\\b',
      '\\bvirei o pe\\b',
    ], { leve: true }),
    sinal('queimadura', [
      '\\bqueimadura\\b',
      '\\b(?:me|se|te) queim(?:ei|ou)\\b',
      '\\bqueim(?:ou|ei|ado|ada) ' + ate(2) + '(?:mao|maos|braco|bracos|perna|pernas|pe|dedo|dedos|rosto|peito|barriga|pele|costas|pescoco|lingua|boca|coxa)\\b',
      '\\bescald\\w*',
      '\\b(?:agua|oleo|panela|ferro|cafe|cha|leite|sopa|mingau|gordura) ' + ate(1) + '(?:quente|fervendo|fervente)\\b',
      '\\b(?:encost\\w*|rel(?:ei|ou)|(?:pus|botei|pos|botou) a mao) ' + ate(4) + '(?:ferro de passar|ferro|panela|forno|chapa|escapamento|fogao|grelha|frigideira|assadeira|brasa|churrasqueira|cano de descarga|chapinha|prancha de cabelo)\\b',
    ]),
    sinal('queimadura-grave', [
      '\\bqueimadura ' + ate(3) + '(?:grande|extensa|no rosto|nas maos|no peito|genital|profunda|preta|branca)\\b',
      '\\bbolhas? ' + ate(3) + '(?:grandes?|enormes?|no rosto|pelo corpo)\\b',
      '\\bcheio de bolhas?\\b',
      '\\b(?:oleo|agua fervendo) ' + ate(4) + '(?:rosto|peito|barriga|corpo)\\b',
      '\\b(?:choque eletrico|fio desencapado|descarga eletrica|queimadura eletrica|tomou um choque|levou um choque|tomei um choque|levei um choque)\\b',
    ]),
    // Skin coming off: deep in a scald, the usual peeling after a sunburn.
    sinal('pele-soltando', ['\\bpele ' + ate(2) + '(?:soltando|descolando|desgrudando|caindo|branca e dura|preta)\\b', '\\bem carne viva\\b'], { leve: true }),
    sinal('queimadura-extensa', [
      '\\bqueim\\w* ' + ate(2) + REGIAO + ' (?:e )?' + REGIAO + '\\b',
      '\\bqueim\\w* ' + ate(3) + '(?:corpo todo|corpo inteiro|grande parte do corpo|metade do corpo|quase todo)\\b',
      '\\b(?:queimadura|queimado|queimada) ' + ate(2) + '(?:pelo corpo|no corpo todo|em varias partes|em muitas partes)\\b',
    ]),
    sinal('queimadura-leve', [
      '\\bqueimadura (?:leve|pequena|pequenininha|superficial|de primeiro grau|de 1 grau)\\b',
      '\\b(?:so|apenas) (?:ficou |esta )?(?:vermelh\\w*|vermelhinh\\w*|ardendo)\\b',
      '\\bdo tamanho de (?:uma moeda|um botao|uma unha|um dedo|uma tampinha)\\b',
      '\\b(?:ficou|esta) (?:so )?(?:vermelh\\w*|vermelhinh\\w*) ' + ate(1) + '(?:pequen\\w*|pequenininh\\w*)\\b',
    ], { leve: true }),
    // Any blister: with a burn it means a partial-thickness burn; alone (from a shoe) it is self-care.
    sinal('bolha', ['\\bbolh(?:a|as|inha|inhas|ou|aram|ando)\\b'], { leve: true }),
    sinal('exposicao-sol', ['\\b(?:sol|praia|piscina|bronzear|bronzeado)\\b'], { leve: true }),
    sinal('celulite', [
      '\\b(?:vermelh\\w*|inchad\\w*|vermelhidao|inchaco) ' + ate(4) + '(?:quente|espalhando|aumentando|crescendo|subindo|com pus)\\b',
      '\\berisipela\\b',
      '\\b(?:ferida|feridinha|corte|machucado|picada|unha|cortei|machuquei) ' + ate(3) + '(?:infeccionou|infeccionad\\w*|inflamou|inflamad\\w*|com pus|purulent\\w*)\\b',
      '\\babscesso\\b|\\bfurunculo\\b|\\bleicenco\\b|\\bnascida\\b|\\bcarbunculo\\b|\\bunheiro\\b|\\bpanaricio\\b',
      // An infected wound or abscess: pus, or redness spreading around it.
      '\\b(?:vermelh\\w*|inchad\\w*|inchaco|vermelhidao) (?:em volta|ao redor|em torno)\\b',
      '\\b(?:ferida|feridinha|corte|machucado|caroco|carocinho|bolinha|bola|inchaco|calombo|furo|unha|dedo|pele|picada|vermelh\\w*|inchad\\w*) ' + ate(5) + '(?:saindo|sai|soltando|vazando|minando|cheio de|cheia de|com|juntou|juntando) ' + ate(2) + '(?:pus|secrecao)\\b',
      '\\b(?:saindo|sai|soltando|vazando|minando) ' + ate(2) + 'pus\\b',
      '\\b(?:pus|secrecao) ' + ate(3) + '(?:da|na|pela|em volta da|ao redor da) (?:ferida|feridinha|corte|machucado|pele|unha)\\b',
    ]),
    sinal('estria-vermelha', ['\\b(?:risco|linha|listra|estria) vermelh\\w* ' + ate(3) + '(?:subindo|pelo braco|pela perna)\\b']),
    sinal('herpes-zoster', [
      '\\bcobreiro\\b',
      '\\bzoster\\b',
      '\\bherpes zoster\\b',
      '\\b(?:bolh\\w*|manchas?|feridinhas?|carocinhos?|pipoquinhas?|vermelhidao) ' + ate(8) + '(?:um lado|so de um lado|so (?:do|no|de um) lado|de um lado so|faixa|em linha|costela|cinta|cinto)\\b',
      '\\b(?:faixa|cinta|um lado so|so de um lado) ' + ate(4) + '(?:bolh\\w*|manchas? vermelh\\w*)\\b',
    ]),
    sinal('caroco-anal', [
      '\\bhemorroid\\w*|\\bhemorroida\\w*',
      '\\b(?:bolinha|bola|caroco|carocinho|nodulo|inchaco|bolota|mamilo|pelotinha|calombo) ' + ate(4) + '(?:anus|anal|anel|reto|fiofo|cu|saida do intestino|bumbum|regiao anal)\\b',
    ]),
    sinal('dor-local-forte', [
      '\\b(?:doendo|doi|doe|dor|doem) (?:muito|demais|bastante|pra caramba|horrores|muito forte|forte)\\b',
      '\\bnao (?:consigo|consegue|da para) (?:nem )?sentar\\b',
    ]),
    sinal('mordida-grave', [
      '\\b(?:mordeu|mordida|mordido|mordida|mordeu a|mordeu o) ' + ate(3) + PARTE_MORDIDA + '\\b',
      '\\b' + PARTE_MORDIDA + ' ' + ate(3) + '(?:mordid[oa]|mordeu)\\b',
      '\\bmorcego\\b',
    ]),
    sinal('mordida-extremidade', [
      '\\b(?:mordeu|mordida|mordido|mordeu a|mordeu o) ' + ate(3) + EXTREMIDADE + '\\b',
      '\\b' + EXTREMIDADE + ' ' + ate(3) + '(?:mordid[oa]|mordeu)\\b',
    ]),
    // An animal that cannot be watched for 10 days (Ministério da Saúde, profilaxia da raiva).
    sinal('animal-desconhecido', [
      '\\b(?:cachorro|cao|gato|gata|cadela|animal|bicho) ' + ate(2) + '(?:de rua|desconhecid\\w*|abandonad\\w*|que eu nao conheco|do mato|selvagem|silvestre|vira lata|sem dono)\\b',
      '\\b(?:macaco|sagui|raposa|guaxinim|gamba|capivara)\\b',
      '\\b(?:o animal|o cachorro|o gato|ele) (?:fugiu|sumiu)\\b',
    ]),
    sinal('urticaria', [
      '\\burticaria\\b',
      '\\b(?:placas|vergoes|bolotas|calombos|carocos) ' + ate(2) + '(?:vermelh\\w*|pelo corpo|no corpo|que cocam|coçando|cocando)\\b',
      '\\bempolad\\w*',
      '\\b(?:alergia|coceira) ' + ate(2) + '(?:corpo todo|pelo corpo|no corpo inteiro)\\b',
    ]),
    sinal('picada-inseto', ['\\bpicad\\w* ' + ate(1) + '(?:de |por )?(?:mosquito|pernilongo|muri\\w*|borrachudo|formiga|abelha|vespa|marimbondo|inseto|pulga|carrapato)\\b', '\\b(?:mosquito|pernilongo|abelha|formiga|marimbondo|vespa) ' + ate(2) + '(?:me )?picou\\b'], { leve: true }),
    sinal('crise-psiquica', [
      '\\b(?:ouvindo vozes|ouve vozes|vendo coisas|vendo vultos)\\b',
      '\\b(?:surto|surtando|surtou)\\b',
      '\\b(?:agressiv[oa]|quebrando tudo|ameacando)\\b',
      '\\bquer(?:o|endo)? (?:machucar|matar) (?:alguem|os outros|ele|ela)\\b',
    ]),
    // A trigger ('quando fico nervosa') is not a complaint of its own.
    sinal('ansiedade', [
      GATILHO + '\\b(?:ansiedade|ansios[oa]|panico|nervos[oa]|estresse|estressad[oa]|triste|tristeza|deprimid[oa]|depressao|desanimad[oa])\\b',
      '\\b(?:crise|ataque) de (?:panico|ansiedade)\\b',
      '\\bchorando (?:muito|toda hora|sem motivo)\\b',
    ]),
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
      // SAMU 192: a burn over more than one body region (in a child, above ~10 % of the body); a
      // sunburn is not read as one.
      nivel: 'emergencia',
      motivo: 'Queimadura extensa (em mais de uma parte do corpo)',
      emergencia: 'trauma',
      quando: (c) => c.tem('queimadura-extensa') && !c.tem('exposicao-sol'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Queimadura extensa, profunda, elétrica ou no rosto, mãos ou genitais',
      quando: (c) =>
        c.tem('queimadura-grave') ||
        (c.tem('queimadura') && ((c.idadeMeses ?? 999) < 24 || (c.tem('pele-soltando') && !c.tem('exposicao-sol')))),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Queimadura com bolhas',
      quando: (c) =>
        c.tem('queimadura') && (c.tem('bolha') || (!c.tem('queimadura-leve') && !c.tem('exposicao-sol'))),
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
      // NICE CKS haemorrhoids: a thrombosed external haemorrhoid is seen within 72 hours of onset.
      nivel: 'consulta-24h',
      motivo: 'Caroço doloroso no ânus (possível hemorroida trombosada ou abscesso)',
      quando: (c) => c.tem('caroco-anal') && (c.tem('dor-local-forte') || c.febre),
    },
    {
      // Ministério da Saúde, profilaxia da raiva: a bite on the face, hands, feet or genitals, or by a
      // bat, is a serious exposure (wound care and serum or vaccine at once).
      nivel: 'pronto-socorro',
      motivo: 'Mordida de animal no rosto, cabeça ou genitais, de morcego, ou nas mãos ou pés por animal que não pode ser observado',
      quando: (c) =>
        c.tem('mordida-animal') &&
        (c.tem('mordida-grave') || (c.tem('mordida-extremidade') && c.tem('animal-desconhecido'))),
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
