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
import { ate, ateSemNegacao, sinal } from '../construir.js';
import type { Contexto, Familia } from '../tipos.js';

// Body regions for a burn over more than one of them (a large area: SAMU 'grande queimado').
const REGIAO =
  '(?:(?:o|a|os|as|dois|duas|nos|nas|no|na|todo o|toda a) )*(?:peito|barriga|barriguinha|costas|rosto|cara|bracos?|bracinhos?|pernas?|perninhas?|pescoco|maos?|pes|bumbum|coxas?|ombros?)';
// Parts and landmarks of the body for the size of a burn: 'o antebraço todo', 'do punho até o cotovelo'.
const PARTE_AREA =
  '(?:antebraco|bracos?|bracinhos?|pernas?|perninhas?|coxas?|canelas?|maos?|maozinha|pes|peito|barriga|costas|rosto|cara|pescoco|ombros?|bunda|bumbum|nadegas?|peitoral|abdomen|tronco|pele d[oa] \\w+)';
const MARCO = '(?:punho|pulso|cotovelo|ombro|joelho|tornozelo|quadril|virilha|pescoco|queixo|cintura|umbigo|mao|pe|dedos|axila|sovaco)';
// A hot liquid that does not burn: in a hot-water bottle, a bath, a compress, a drink, an inhalation.
// Read right after the liquid's word, so the look-behind runs only where a liquid was named.
const QUENTE_QUE_NAO_QUEIMA =
  '(?<!\\b(?:bolsa|bolsinha|bolsa termica|compressa|compressas|banho|banhos|escalda pes|escalda|gargarejo|gargarejos|inalacao|vapor|tomar|tomo|tomei|tomando|beber|bebo|bebi|bebendo|lavar|lavo|lavei|lavando|pano|toalha) (?:de |com |um |uma |o |a |bem |bem de )?\\w+)';
const CAROCO = '(?:caro[cs]o|carocinho|bolota|bola|bolinha|calombo|nodulo|in[cx]haco|ingua|ferida in[cx]hada|espinha inflamada|furunculo|abscesso)';
// Folds and glands where abscesses form.
const DOBRA =
  '(?:entrada da vagina|beirada da vagina|boca da vagina|lado da vagina|labios? da vagina|(?:na |da )?vagina|vulva|grandes? labios?|pequenos? labios?|parte intima|virilha|axila|sovaco|suvaco|rego|cofrinho|coccix|coxis|coquis|coquix|coxa por dentro)';
// 'quando fico nervosa': a trigger of another complaint, not a complaint of its own.
const GATILHO = '(?<!\\b(?:quando|se|sempre que|toda vez que) (?:eu )?(?:fico|estou|esta|fica|ficar|to|ando) (?:muito |mais )?)';
const PARTE_MORDIDA = '(?:rosto|cara|bochecha|labio|boca|nariz|orelha|cabeca|pescoco|olho|genital|genitais|pinto|penis|vagina)';
const EXTREMIDADE = '(?:mao|maos|dedo|dedos|pe|pes|dedinho|dedao)';
// A part of a limb that a wound, a ring or a blocked artery may leave without movement or blood.
const PARTE_MEMBRO = '(?:dedos?|dedinhos?|dedao|polegar|indicador|anelar|mindinho|maos?|maozinha|punho|pulso|pes|pe|pezinho|pernas?|perninha|bracos?|bracinho)';
// Dark, white or bluish: no blood reaching the part.
const ESCURO = '(?:rox[oa]s?|roxinh\\w*|pret\\w*|escur\\w*|branc\\w*|palid\\w*|azul\\w*|sem cor|arroxead\\w*)\\b';
// Limbs and joints that a fall or a blow can leave crooked.
const PARTE_DEFORMAVEL =
  '(?:bracos?|bracinhos?|antebraco|pernas?|perninhas?|pes?|pezinho|punhos?|pulsos?|pulsinho|tornozelos?|dedos?|dedinhos?|dedao|cotovelos?|ombros?|joelhos?|clavicula|canela|coxa|mao|maozinha|osso|quadril|nariz)';

/** A fever that counts as a systemic sign: 38 °C or more, or felt and not measured in a patient not well. */
const febreSistemica = (c: Contexto): boolean =>
  // A patient said to be well (talking, eating) is not systemically ill at 38 °C; at 39 °C they are.
  (c.medidas.temperatura ?? 0) >= 39 ||
  ((c.medidas.temperatura === undefined || c.medidas.temperatura >= 38) && !c.algum('bem-disposto', 'bebe-bem'));

/** Itchy bumps only where an insect bit: a local reaction, cared for at home (NICE CKS insect bites). */
export const reacaoLocalPicada = (c: Contexto): boolean =>
  c.tem('picada-inseto') && !c.algum('urticaria-generalizada', 'picadas-multiplas', 'alarme-anafilaxia', 'rosto-inchado');

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
      // A crooked limb is read with the injury that made it ('deformidade' below).
      // A bone showing through the skin (open fracture).
      '\\bosso ' + ate(2) + '(?:para fora|saindo|aparecendo|exposto|furou a pele|rasgou a pele)\\b|\\bfratura exposta\\b',
      '\\bnao (?:consigo|consegue) (?:apoiar|pisar|mexer|colocar o pe no chao|firmar|botar o pe|andar)\\b',
      '\\bdeslocou\\b|\\bdeslocad[oa]\\b',
      '\\bestal(?:o|ou)\\b',
      // A dislocation: 'o ombro saiu do lugar', 'luxou o cotovelo', 'um degrau no ombro'.
      '\\b(?:ombro|cotovelo|joelho|dedo|mandibula|queixo|patela|rotula|quadril|braco|clavicula|pulso|punho) ' + ate(3) + '(?:saiu|saindo|fora|desencaixou) do lugar\\b',
      '\\blux(?:acao|ou|ei|ado|ada|ar)\\b|\\bdesencaix\\w*',
      '\\bdegrau ' + ate(2) + '(?:ombro|ombros)\\b',
    ]),
    // A limb or joint that looks crooked, bent or out of shape after an injury (Manchester 'membro':
    // deformidade; NICE NG38 suspected fracture). Read with an injury or pain: crooked legs in a
    // small child or a finger bent by arthritis are not this.
    sinal('deformidade', [
      '\\b' + PARTE_DEFORMAVEL + ' ' + ateSemNegacao(3) + '(?:tort[oa]s?|entortou|entortad\\w*|deformad\\w*|deformou|fora do lugar|fora do eixo|afundou|afundad\\w*|virad[oa] para (?:o )?(?:lado|tras|fora|dentro)|dobrad[oa] (?:para|ao) (?:o )?(?:lado|contrario)|com um (?:degrau|calombo|caroco|bico|angulo)|numa posicao estranha|em posicao estranha|diferente do outro|em forma de)\\b',
      '\\b(?:ficou|esta|fez|formou|apareceu) (?:com )?um degrau\\b',
      '\\b(?:entortou|entortaram|deformou|afundou) ' + ate(2) + '(?:o |a |meu |minha )?' + PARTE_DEFORMAVEL + '\\b',
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
      '\\bquei?madura\\b',
      '\\b(?:me|se|te) quei?m(?:ei|ou)\\b',
      '\\bquei?m(?:ou|ei|ado|ada) ' + ate(2) + '(?:mao|maos|braco|bracos|antebraco|perna|pernas|pe|dedo|dedos|rosto|peito|barriga|pele|costas|pescoco|lingua|boca|coxa)\\b',
      '\\bescald\\w*',
      // Hot water in a hot-water bottle, a bath, a compress or a drink is no burn: 'bolsa de água quente'.
      '\\b(?:agua|oleo|panela|ferro|cafe|cha|leite|sopa|mingau|gordura)\\b' + QUENTE_QUE_NAO_QUEIMA + ' ' + ate(1) + '(?:quente|fervendo|fervente)\\b',
      '\\b(?:derrubei|derrubou|derramei|derramou|virei|virou|entornei|entornou|espirrou|respingou|caiu) ' + ate(2) + '(?:a |o |uma |um )?(?:panela|chaleira|frigideira|oleo|gordura|agua fervendo|cafe quente|leite quente)\\b',
      '\\b(?:encost\\w*|rel(?:ei|ou)|(?:pus|botei|pos|botou) a mao) ' + ate(4) + '(?:ferro de passar|ferro|panela|forno|chapa|escapamento|fogao|grelha|frigideira|assadeira|brasa|churrasqueira|cano de descarga|chapinha|prancha de cabelo)\\b',
    ]),
    sinal('queimadura-grave', [
      '\\bqueimadura ' + ate(3) + '(?:grande|extensa|no rosto|nas maos|no peito|genital|profunda|preta|branca)\\b',
      '\\bbolhas? ' + ate(3) + '(?:grandes?|enormes?|no rosto|pelo corpo)\\b',
      '\\bchei[oa] de bolh\\w*',
      '\\bquei?madura de (?:terceiro|3) grau\\b',
      '\\b(?:oleo|agua fervendo) ' + ate(4) + '(?:rosto|peito|barriga|corpo)\\b',
      // 'Sinto um choque elétrico na perna', 'dor tipo choque': a nerve's pain, not an electrical injury.
      '\\b(?=choque eletrico)(?<!\\b(?:sinto|sentindo|sentia|sensacao de|tipo|como|parece|feito|que nem|igual|da|dando|dava|dor de|dor em|dor tipo)(?: um| uns| uma)? )choque eletrico\\b',
      '\\b(?:fio desencapado|descarga eletrica|queimadura eletrica|tomou um choque|levou um choque|tomei um choque|levei um choque)\\b',
    ]),
    // Skin coming off: deep in a scald, the usual peeling after a sunburn.
    sinal('pele-soltando', ['\\bpele ' + ate(2) + '(?:soltando|descolando|desgrudando|caindo|branca e dura|preta)\\b', '\\bem carne viva\\b'], { leve: true }),
    sinal('queimadura-extensa', [
      '\\bqueim\\w* ' + ate(2) + REGIAO + ' (?:e )?' + REGIAO + '\\b',
      '\\bqueim\\w* ' + ate(3) + '(?:corpo todo|corpo inteiro|grande parte do corpo|metade do corpo|quase todo)\\b',
      '\\b(?:queimadura|queimado|queimada) ' + ate(2) + '(?:pelo corpo|no corpo todo|em varias partes|em muitas partes)\\b',
    ]),
    // The size of a burn in lay words: a whole forearm or hand, from the wrist to the elbow, the size
    // of a palm or more (NICE CKS burns and scalds: a partial-thickness burn over more than 1 % of the
    // body, a palm, in a child, or 3 % in an adult, is referred to hospital).
    sinal('queimadura-area-grande', [
      // Found from the rarer word, then the part before it.
      '\\b(?:tod[oa]s?|inteir[oa]s?)\\b(?<=\\b' + PARTE_AREA + ' (?:tod[oa]s?|inteir[oa]s?))',
      '\\b(?:tod[oa]s?|inteir[oa]s?) (?:o |a |os |as |meu |minha )?' + PARTE_AREA + '\\b',
      '\\b(?:do tamanho|tamanho) (?:de |da |do )?(?:uma |a |duas |minha |meia )?(?:mao|palma|palma da mao|folha de papel|prato|pires|mao aberta)\\b',
      '\\bmaior (?:do )?que (?:uma |a |minha )?(?:mao|palma)\\b|\\bpalmos?\\b(?<=\\b(?:um|dois|tres|mais de um|quase um) palmos?)',
      '\\bmetade (?:d[oa]s? |de )?(?:meu |minha |meus |minhas )?' + PARTE_AREA + '\\b',
      // From the rarer 'até', then the landmark before it.
      '\\bate ' + ate(2) + MARCO + '\\b(?<=\\bd[oa] ' + MARCO + ' ate .*)',
    ]),
    // A second-degree burn named by the patient (a blister, or it will blister).
    sinal('queimadura-segundo-grau', ['\\bquei?madura ' + ate(1) + 'de (?:segundo|2) grau\\b']),
    sinal('queimadura-leve', [
      '\\bqueimadura (?:leve|pequena|pequenininha|superficial|de primeiro grau|de 1 grau)\\b',
      '\\b(?:so|apenas) (?:ficou |esta )?(?:vermelh\\w*|vermelhinh\\w*|ardendo)\\b',
      '\\bdo tamanho de (?:uma moeda|um botao|uma unha|um dedo|uma tampinha)\\b',
      '\\b(?:ficou|esta) (?:so )?(?:vermelh\\w*|vermelhinh\\w*) ' + ate(1) + '(?:pequen\\w*|pequenininh\\w*)\\b',
    ], { leve: true }),
    // 'sem bolha', 'não fez bolha': with a burn, a first-degree one (the match begins at the negation,
    // so it is affirmed).
    sinal('sem-bolha', ['\\b(?:sem|nao (?:fez|formou|deu|criou|tem|teve|apareceu|empolou|fez nenhuma)) (?:nenhuma )?(?:bolhas?|bolhinhas?)\\b|\\bnao empolou\\b'], { leve: true }),
    // Any blister: with a burn it means a partial-thickness burn; alone (from a shoe) it is self-care.
    sinal('bolha', ['\\bbolh(?:a|as|inha|inhas|ou|aram|ando)\\b', '\\bempol(?:ou|aram|ando|ado|ada)\\b(?! ' + ate(3) + '(?:corpo|todo|toda|inteir\\w*))'], { leve: true }),
    sinal('exposicao-sol', ['\\b(?:sol|praia|piscina|bronzear|bronzeado)\\b'], { leve: true }),
    sinal('celulite', [
      '\\b(?:vermelh\\w*|in[cx]had\\w*|vermelhidao|in[cx]haco) ' + ate(4) + '(?:quente|espalhando|aumentando|crescendo|subindo|com pus)\\b',
      '\\berisipela\\b',
      '\\b(?:ferida|feridinha|corte|ma[cx]ucado|picada|unha|cortei|machuquei) ' + ate(3) + '(?:infeccionou|infeccionad\\w*|inflamou|inflamad\\w*|com pus|purulent\\w*)\\b',
      '\\babscesso\\b|\\bfurunculo\\b|\\bleicenco\\b|\\bnascida\\b|\\bcarbunculo\\b|\\bunheiro\\b|\\bpanaricio\\b',
      // An infected wound or abscess: pus, or redness spreading around it.
      '\\b(?:vermelh\\w*|in[cx]had\\w*|in[cx]haco|vermelhidao) (?:em volta|ao redor|em torno)\\b',
      '\\b(?:ferida|feridinha|corte|ma[cx]ucado|caroco|carocinho|bolinha|bola|in[cx]haco|calombo|furo|unha|dedo|pele|picada|vermelh\\w*|in[cx]had\\w*) ' + ate(5) + '(?:saindo|sai|soltando|vazando|minando|cheio de|cheia de|com|juntou|juntando) ' + ate(2) + '(?:pus|secrecao)\\b',
      '\\b(?:saindo|sai|soltando|vazando|minando) ' + ate(2) + 'pus\\b',
      '\\b(?:pus|secrecao) ' + ate(3) + '(?:da|na|pela|em volta da|ao redor da) (?:ferida|feridinha|corte|ma[cx]ucado|pele|unha)\\b',
    ]),
    // A swollen, painful lump where skin folds or glands are (the entrance of the vagina, the armpit,
    // the groin, the cleft of the buttocks): an abscess to drain within the day (NICE CKS Bartholin's
    // cyst and abscess, hidradenitis, pilonidal sinus).
    sinal('caroco-inflamado-dobra', [
      '\\b' + CAROCO + ' ' + ate(5) + DOBRA + '\\b',
      '\\b' + DOBRA + ' ' + ate(4) + '(?:in[cx]had\\w*|in[cx]hou|in[cx]hando|' + CAROCO + ')\\b',
    ]),
    sinal('caroco-dolorido', [
      '\\b(?:dolorid\\w*|doendo|doi|doe|dor|lateja\\w*|inflamad\\w*|quente|vermelh\\w*) ' + ate(4) + '(?:para|pra|ao|quando|se) (?:sentar|andar|encostar|mexer|vestir|caminhar)\\b',
      '\\binchad\\w* (?:e )?(?:dolorid\\w*|doendo|vermelh\\w*|quente)\\b|\\b(?:dolorid\\w*|vermelh\\w*|quente) (?:e )?in[cx]had\\w*',
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
      '\\b(?:bolinha|bola|caroco|carocinho|nodulo|in[cx]haco|bolota|mamilo|pelotinha|calombo) ' + ate(4) + '(?:anus|anal|anel|reto|fiofo|cu|saida do intestino|bumbum|regiao anal)\\b',
    ]),
    sinal('dor-local-forte', [
      '\\b(?:doendo|doi|doe|dor|doem) (?:muito|demais|bastante|pra caramba|horrores|muito forte|forte)\\b',
      '\\bnao (?:consigo|consegue|da para) (?:nem )?sentar\\b',
      // Pain on the lightest touch or movement, as a child shows it after a fall (point tenderness).
      '\\bnao (?:deixa|deixou|quer deixar) (?:ninguem )?(?:nem )?(?:encostar|tocar|mexer|pegar|por a mao|relar|rela|encosta)\\b',
      '\\b(?:grita|gritou|chora|chorou|berra|berrou|urra) ' + ate(3) + '(?:quando|se|so de|ao) (?:a gente |alguem |eu |voce |o medico |a mae |o pai )?(?:encosta|encostar|encostam|toca|tocar|tocam|mexe|mexer|mexem|pega|pegar|relar)\\b',
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
      '\\b(?:cachorro|cachoro|cao|gato|gata|cadela|animal|bicho) ' + ate(2) + '(?:d[ae] rua|desconhecid\\w*|abandonad\\w*|que eu nao conheco|do mato|selvagem|silvestre|vira lata|sem dono)\\b',
      // Its vaccination unknown or missing: it cannot be counted on (Ministério da Saúde, raiva).
      '\\bnao (?:sei|sabemos|sabe|tenho certeza) (?:se )?' + ate(3) + '(?:e |esta |eh |foi |tem )?(?:vacinad\\w*|vacina)\\b|\\b(?:sem vacina|nao (?:e|esta|eh|foi) vacinad\\w*|nunca foi vacinad\\w*)\\b',
      '\\b(?:macaco|sagui|raposa|guaxinim|gamba|capivara)\\b',
      '\\b(?:o animal|o cachorro|o gato|ele) (?:fugiu|sumiu)\\b',
    ]),
    // Hives are many wheals: one red lump ('um caroço vermelho') is a lump, not urticaria.
    sinal('urticaria', [
      '\\burtica?ria\\b',
      '\\b(?:placas?|vergo(?:es|ens)|verg(?:ao|oes)|bolotas|calombos|carocos|pelotas|babas? de sapo) ' + ate(2) + '(?:vermelh\\w*|avermelhad\\w*|pelo corpo|no corpo|que co[csz]am|que co[csz]a|co[csz]ando)\\b',
      '\\bempolad\\w*',
      '\\b(?:alergia|co[csz]eira) ' + ate(2) + '(?:corpo todo|corpo inteiro|pelo corpo|no corpo inteiro)\\b',
    ]),
    // Wheals over the body, or that move and come back: urticaria, not a local reaction to a bite.
    sinal('urticaria-generalizada', [
      '\\burtica?ria\\b',
      '\\b(?:placas?|vergo(?:es|ens)|verg(?:ao|oes)|bolotas?|calombos?|carocos?|manchas?|pelotas?|empolad\\w*|bolinhas?|alergia|co[csz]eira) ' + ate(4) + '(?:pelo corpo|no corpo (?:todo|inteiro)|corpo (?:todo|inteiro)|pelo corpo (?:todo|inteiro)|espalhad\\w*|espalhando|espalhou|no corpo|pelos bracos e pernas|(?:mudam|muda|mudando|trocam|trocando) de lugar|(?:somem|some|sumindo) e (?:voltam|volta|aparecem|aparece)|aparecem e (?:somem|desaparecem)|vao e voltam)\\b',
      '\\b(?:corpo (?:todo|inteiro)|pele toda) ' + ate(2) + '(?:empolad\\w*|empolou|com placas?|vermelh\\w* e co[csz]ando|de placas?)\\b',
      '\\b(?:acordei|fiquei|estou|esta|ficou|ficar) (?:tod[oa] |bem |muito )?(?:chei[oa]|cobert[oa]|tomad[oa]) de (?:placas?|vergo(?:es|ens)|bolotas?|calombos?|pelotas?|manchas? vermelh\\w*)\\b',
    ]),
    sinal('picada-inseto', ['\\bpicad\\w* ' + ate(1) + '(?:de |por )?(?:mosquito|pernilongo|muri\\w*|borrachudo|formiga|abelha|vespa|marimbondo|inseto|pulga|carrapato)\\b', '\\b(?:mosquitos?|pernilongos?|muri\\w*|borrachudos?|abelha|formigas?|marimbondo|vespa|pulgas?) ' + ate(2) + '(?:me )?(?:picou|picaram|mordeu|morderam)\\b', '\\bpicadas? ' + ate(2) + '(?:de )?(?:mosquito|pernilongo|muri\\w*|borrachudo|pulga|inseto)s?\\b', '\\b(?:agua viva|aguas vivas|caravela|mae dagua)\\b'], { leve: true }),
    sinal('crise-psiquica', [
      '\\b(?:ouvindo vozes|ouve vozes|vendo coisas|vendo vultos)\\b',
      '\\b(?:surto|surtando|surtou)\\b',
      '\\b(?:agressiv[oa]|quebrando tudo|ameacando)\\b',
      '\\bquer(?:o|endo)? (?:ma[cx]ucar|matar) (?:alguem|os outros|ele|ela)\\b',
    ]),
    // A trigger ('quando fico nervosa') is not a complaint of its own.
    sinal('ansiedade', [
      GATILHO + '\\b(?:ansiedade|ansios[oa]|panico|nervos[oa]|estresse|estressad[oa]|triste|tristeza|deprimid[oa]|depressao|desanimad[oa])\\b',
      '\\b(?:crise|ataque) de (?:panico|ansiedade)\\b',
      '\\bchorando (?:muito|toda hora|sem motivo)\\b',
    ]),
    // After a cut or a blow, a finger or hand that no longer bends, moves or feels: a cut tendon or
    // nerve (NICE CKS lacerations; Manchester 'ferida': perda de função).
    // 'a mão não fecha' is a hand that lost its movement; 'ferida que não fecha' is a wound.
    sinal('perda-funcao-parte', [
      '\\b' + PARTE_MEMBRO + ' ' + ateSemNegacao(4) + '(?:(?<!\\bque )(?:nao|nem) fecha\\w*|(?:nao|nem) ' + ate(1) + '(?:dobra\\w*|mexe\\w*|estica\\w*|abre|flexiona\\w*|obedece\\w*|firma\\w*|responde\\w*|sente\\w*|tem forca|tem mais forca|se move\\w*|move\\w*)|dormente|dormencia|adormecid\\w*|sem (?:forca|movimento|sensibilidade|sentir)|caid[oa]|mole|travad[oa]|duro e reto|ficou reto|ficou esticado)\\b',
      '\\b(?:(?:nao|nem) (?:consigo|consegue|da para|estou conseguindo|esta conseguindo) ' + ate(1) + '(?:dobrar|mexer|esticar|fechar|abrir|flexionar|mover|sentir|fazer forca com|segurar nada com)|perd(?:i|eu) (?:o movimento|a forca|a sensibilidade|o tato)) ' + ate(3) + PARTE_MEMBRO + '\\b',
    ]),
    // A part that is cold and dark or white, or black: blood no longer reaches it (acute ischaemia,
    // a ring or a band too tight, frostbite, necrosis). Manchester 'membro': pulso ausente, frio.
    sinal('parte-sem-circulacao', [
      '\\b' + PARTE_MEMBRO + ' ' + ate(3) + '(?:(?:gelad\\w*|fri[oa]s?) ' + ate(2) + ESCURO + '|' + ESCURO + ' ' + ate(2) + '(?:gelad\\w*|fri[oa]s?)\\b|(?:ficou|ficando|esta) pret\\w*|escurecendo|necros\\w*|gangren\\w*)',
      '\\b(?:gangrena|necrose)\\b|\\b(?:anel|alianca|elastico|borrachinha|fio de cabelo|linha) ' + ate(4) + '(?:preso|presa|nao sai|agarrad\\w*|entalad\\w*|apertando|garroteando|enrolad\\w*)\\b',
    ]),
    // Something pushed into a nose or an ear (NHS 'Object stuck in ear or nose': A&E), not water.
    sinal('corpo-estranho-nariz-ouvido', [
      '\\b(?:enfiou|enfiei|colocou|botou|pos|meteu|socou|entrou|entalou) ' + ate(4) + '(?:no|dentro do|dentro da|na) (?:nariz|narina|narinas|ouvido|orelha)\\b(?<!\\bagua (?:\\w+ )?(?:no|dentro do) (?:ouvido|nariz))',
      '\\b(?:feijao|grao|milho|ervilha|pedrinha|pecinha|bolinha|botao|semente|papel|algodao|brinquedo|conta|micanga|pilha|bateria|ima|borracha|tampinha|cotonete) ' + ate(4) + '(?:no|dentro do|dentro da|na|preso no|presa no|presa na|preso na) (?:nariz|narina|ouvido|orelha)\\b',
    ]),
    sinal('inseto-ouvido', ['\\b(?:inseto|bicho|bichinho|barata|formiga|mosquito|mosca|besouro|aranha) ' + ate(4) + '(?:no|dentro do|entrou no) ouvido\\b']),
    // Stepping on a nail, a fish hook, rust: a deep puncture wound (tetanus: Ministério da Saúde).
    sinal('ferida-perfurante', [
      '\\b(?:pisei|pisou|espetei|espetou|furei|furou|enfiei|enfiou|entrou|cravou|fisgou) ' + ate(3) + '(?:prego|pregos|arame|anzol|caco|vidro|ferro|ferrugem|parafuso|grampo|tachinha)\\b',
      '\\b(?:prego|arame|anzol|caco de vidro|ferro|parafuso) ' + ate(3) + '(?:entrou|enfiou|cravou|espetou|furou|preso|presa|fincad\\w*|dentro)\\b',
      '\\benferrujad\\w*|\\bferrugem\\b',
    ]),
    // A needle used on someone else: exposure to blood (Ministério da Saúde: profilaxia pós-exposição
    // ao HIV em até 72 horas, melhor nas 2 primeiras).
    sinal('acidente-agulha', [
      '\\b(?:furei|furou|espetei|espetou|picou|me furei|me espetei|acidente com) ' + ate(3) + '(?:agulha|seringa|material perfurocortante|bisturi)\\b',
      '\\b(?:agulha|seringa) ' + ate(3) + '(?:usada|de outra pessoa|do lixo|no lixo|contaminad\\w*|de paciente|jogada)\\b',
    ]),
    // A permanent tooth knocked out (replanted within the hour) or broken by a blow.
    sinal('dente-trauma', [
      '\\b(?:dente|dentes|dentinho) ' + ate(3) + '(?:caiu|cairam|saiu|sairam|arrancou|arrancado|quebrou|quebrado|quebrada|lascou|lascado|partiu|amoleceu|entortou|afundou|entrou para dentro)\\b',
      '\\b(?:quebrei|quebrou|lasquei|lascou|arranquei|arrancou|perdi|perdeu) ' + ate(2) + '(?:um |o |uns |os )?(?:dente|dentes|dentinho)\\b',
    ]),
    sinal('dente-de-leite', ['\\bdentes? de leite\\b', '\\bdente (?:mole|molinho) ' + ate(3) + '(?:trocando|troca|nascendo o outro|o de baixo)\\b']),
    // A burn by an acid, caustic soda, lime or cement on the skin (NHS 'Burns': chemical burn).
    sinal('queimadura-quimica', [
      '\\b(?:acido|soda caustica|soda|cal virgem|cal|cimento|agua sanitaria|cloro|alvejante|removedor|limpa forno|thinner|tiner) ' + ate(5) + '(?:pele|mao|maos|braco|bracos|perna|pernas|pe|pes|rosto|queimou|queimando|queimad\\w*|ardendo|corroeu|descascou)\\b',
      '\\bqueimadura quimica\\b',
    ]),
    // Smoke from a fire: airway burn (Manchester 'queimaduras': inalação).
    sinal('inalacao-fumaca', [
      '\\b(?:inalei|inalou|respirei|respirou|engoli|engoliu|muita) ' + ate(2) + 'fumaca\\b',
      '\\b(?:incendio|fogo na casa|pegou fogo|fumaca) ' + ate(6) + '(?:tossindo|tosse|rouc\\w*|falta de ar|cansad\\w*|fuligem|catarro preto|escarro preto)\\b',
      '\\bfuligem ' + ate(3) + '(?:nariz|boca|catarro|escarro|garganta)\\b',
    ]),
    // Many stings at once (a swarm): venom in the whole body (Ministério da Saúde, acidentes por abelhas).
    sinal('picadas-multiplas', [
      '\\b(?:enxame|ataque de abelhas|ataque de marimbondos|ataque de vespas)\\b',
      '\\b(?:muitas|varias|dezenas de|monte de|um monte de|mais de \\d+) (?:picadas|ferroadas) ' + ate(2) + '(?:de )?(?:abelha|abelhas|marimbondo|marimbondos|vespa|vespas)?\\b',
      '\\b(?:abelhas|marimbondos|vespas) ' + ate(2) + '(?:me )?(?:atacaram|atacou|picaram|ferroaram)\\b',
    ]),
    // Worsening by the hour, or a pain never felt before: the spreading infection that cannot wait
    // (NICE CKS cellulitis; necrotising fasciitis: pain out of proportion).
    sinal('piora-rapida', [
      '\\b(?:piorando|piorou|espalhando|espalhou|aumentando|aumentou|crescendo|cresceu|subindo|subiu|in[cx]hando|alastrando|alastrou) ' + ate(2) + '(?:muito )?(?:rapido|depressa|rapidamente|a cada hora|de hora em hora|em poucas horas|em horas|de uma hora para outra|a olhos vistos)\\b',
      '\\bnunca senti (?:isso|nada parecido|nada igual|uma dor assim|dor igual|dor assim|tanta dor)\\b',
      '\\b(?:vermelhidao|vermelho|in[cx]haco|mancha) ' + ate(3) + '(?:passou|passando|ja passou) (?:da|do) (?:marca|risco|caneta|linha)\\b',
    ]),
    // The patient says they are well: no systemic illness (read with a fever or an infection).
    sinal('bem-disposto', [
      '\\b(?:me sinto|me sentindo|sentindo me|sinto me|estou|esta|estamos) (?:muito |super )?(?:bem|otim[oa]|normal|dispost[oa])\\b(?! (?:mal|ruim|pior|fraco|fraca|cansad\\w*|in[cx]had\\w*|vermelh\\w*|quente|doente|tont\\w*|abatid\\w*|amarel\\w*|palid\\w*|forte|mais|menos|grande|alt[oa]|dolorid\\w*|ruinzinh\\w*|quieto|quieta|mole|molinh\\w*|sonolent\\w*))',
      '\\bdispost[oa]\\b',
      // What a carer sees in someone who is well: talking, eating, walking as usual.
      '\\b(?:conversando|falando|andando|trabalhando|comendo|se alimentando) (?:normal|normalmente|bem|direitinho)\\b',
    ], { leve: true }),
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
      motivo: 'Depois de um corte ou pancada, dedo, mão ou pé que não dobra, não mexe ou ficou dormente (possível lesão de tendão ou nervo)',
      quando: (c) =>
        c.tem('perda-funcao-parte') &&
        c.algum('ferimento', 'corte-leve', 'corte-profundo', 'queda', 'contusao-leve', 'lesao-membro', 'mordida-animal', 'queimadura', 'ferida-perfurante'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dedo, mão, pé ou membro frio e escuro ou pálido, ou preso por anel (circulação comprometida)',
      quando: (c) => c.tem('parte-sem-circulacao'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Objeto enfiado no nariz ou no ouvido',
      quando: (c) => c.tem('corpo-estranho-nariz-ouvido'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Inseto dentro do ouvido',
      quando: (c) => c.tem('inseto-ouvido'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Acidente com agulha ou material usado por outra pessoa (profilaxia em até 2 horas)',
      quando: (c) => c.tem('acidente-agulha'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Ferimento perfurante (prego, anzol, arame) ou com ferrugem: limpeza e vacina antitetânica',
      quando: (c) => c.tem('ferida-perfurante'),
    },
    {
      // A permanent tooth knocked out is replanted within the hour (dentist or emergency room).
      nivel: 'pronto-socorro',
      motivo: 'Dente arrancado ou quebrado por pancada ou queda',
      quando: (c) => c.tem('dente-trauma') && !c.tem('dente-de-leite') && c.algum('queda', 'pancada-rosto', 'contusao-leve', 'trauma-cabeca', 'ferimento'),
    },
    {
      nivel: 'consulta',
      motivo: 'Dente quebrado, lascado ou mole (avaliação com dentista)',
      quando: (c) => c.tem('dente-trauma') && !c.tem('dente-de-leite'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Queimadura por produto químico (ácido, soda, cal, cimento)',
      quando: (c) => c.tem('queimadura-quimica'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Fumaça inalada em incêndio, com tosse, rouquidão ou fuligem',
      quando: (c) => c.tem('inalacao-fumaca'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Muitas picadas de abelha, vespa ou marimbondo de uma vez',
      quando: (c) => c.tem('picadas-multiplas'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Vermelhidão, inchaço ou infecção que piora rápido ou com dor muito forte',
      quando: (c) =>
        c.algum('celulite', 'estria-vermelha', 'colecao-pus', 'mordida-animal', 'olho-inchado') &&
        (c.tem('piora-rapida') || (c.tem('dor-intensa') && c.febre)),
    },
    {
      // Ottawa ankle and knee rules: after a fall or a twist, strong pain calls for an X-ray.
      nivel: 'consulta-24h',
      motivo: 'Dor forte depois de queda ou torção (avaliar raio-X)',
      quando: (c) => c.tem('queda') && c.algum('dor-local-forte', 'dor-intensa') && !c.tem('entorse-leve'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Possível fratura (deformidade ou incapacidade de apoiar ou mexer)',
      quando: (c) => c.tem('fratura'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Braço, perna, punho ou dedo torto ou deformado depois de queda ou pancada (possível fratura ou luxação)',
      quando: (c) =>
        c.tem('deformidade') &&
        !c.tem('cronico') &&
        c.algum(
          'queda', 'contusao-leve', 'lesao-membro', 'alarme-trauma', 'dor-local-forte', 'dor-intensa', 'entorse-leve', 'ferimento',
          'corte-leve', 'corte-profundo', 'trauma-cabeca', 'pancada-rosto', 'edema-membros', 'perna-inchada-dor', 'inicio-subito',
        ),
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
      // NICE CKS burns and scalds: a partial-thickness burn (blisters, skin coming off) the size of a
      // palm or more, a whole forearm or from one joint to the next, is assessed in hospital.
      nivel: 'pronto-socorro',
      motivo: 'Queimadura com bolhas em área grande (do tamanho da mão ou mais)',
      quando: (c) =>
        c.tem('queimadura-area-grande') &&
        c.algum('queimadura', 'queimadura-segundo-grau') &&
        c.algum('bolha', 'pele-soltando', 'queimadura-segundo-grau') &&
        !c.tem('exposicao-sol'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Queimadura com bolhas',
      quando: (c) =>
        c.tem('queimadura-segundo-grau') ||
        (c.tem('queimadura') && (c.tem('bolha') || (!c.algum('queimadura-leve', 'sem-bolha') && !c.tem('exposicao-sol')))),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Vermelhidão que se espalha com febre ou risco vermelho subindo',
      // IDSA 2014 / Eron: systemic signs (38 °C or more, or a fever felt by a patient who is unwell)
      // make a cellulitis in diabetes or immunosuppression a hospital case; a low temperature in a
      // patient who says they are well is treated within the day.
      quando: (c) =>
        c.febre &&
        c.algum('celulite', 'estria-vermelha') &&
        (c.tem('estria-vermelha') || (c.algum('diabetes', 'imunossupressao') && febreSistemica(c))),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Pele vermelha, quente e inchada que se espalha (possível infecção)',
      quando: (c) => c.algum('celulite', 'estria-vermelha'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Caroço inchado e doloroso na virilha, axila, vagina ou entre as nádegas (possível abscesso)',
      quando: (c) => c.tem('caroco-inflamado-dobra') && c.algum('dor-local-forte', 'dor-intensa', 'celulite', 'caroco-dolorido') ,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Bolhas em faixa de um lado do corpo (possível herpes-zóster)',
      quando: (c) => c.tem('herpes-zoster'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Placas vermelhas com coceira pelo corpo (urticária), sem falta de ar',
      // Scaly plaques (psoriasis) or months of them are a skin complaint for a consultation (leves.ts);
      // bumps where the mosquitoes bit, and nowhere else, are the bites (self-care).
      quando: (c) =>
        c.algum('urticaria', 'urticaria-generalizada') && !c.algum('lesao-descamativa', 'cronico') && !reacaoLocalPicada(c),
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
