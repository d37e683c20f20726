/**
 * Belly, bowel, urinary tract, pregnancy and the testicles: the acute abdomen (sudden severe pain,
 * a rigid belly), renal colic, bloody diarrhoea in a small child, jaundice, bleeding in pregnancy,
 * testicular torsion (Manchester: 'dor abdominal', 'sangramento vaginal na gestação'; Ministério da
 * Saúde, pré-natal: sinais de alerta).
 */
import { ate, ateSemNegacao, grupoDeRisco, idadeMeses, sinal } from '../construir.js';
import type { Contexto, Familia } from '../tipos.js';
import { QUALIFICADORES } from './leves.js';

// A yellow nail, tooth, phlegm or discharge is not jaundice: the colour must be the skin's or the eyes'.
const SEM_OUTRA_COISA_AMARELA = '(?<!\\b(?:unhas?|dentes?|catarro|secrecao|liquido|agua|escarro|remela|ramela|corrimento|coco|fezes|xixi|urina|vomito|pus|calo|calos)\\b(?: \\w+){0,3} )';


// Where else blood comes from: a nose, a gum, a cut. Read before and after a bleeding word.
const OUTRO_LOCAL = '(?:nariz|narina|gengivas?|boca|dedo|corte|ferida|machucado|joelho|labio|olho|ouvido|coco|fezes|xixi|urina|vomito|tosse|catarro|escarro|hemorroidas?|mamilos?|bico do peito)';
const SEM_OUTRO_LOCAL_ANTES = `(?<!\\b${OUTRO_LOCAL}\\b(?: \\w+){0,6} )`;
const SEM_OUTRO_LOCAL_DEPOIS = `(?! (?:\\w+ ){0,2}(?:pelo|do|da|no|na|nos|nas|de) ${OUTRO_LOCAL}\\b)`;

// Common misspellings of the key words (a dropped h, one r, e/i and o/u in unstressed syllables).
const BARRIGA = '(?:bar?rig(?:a|uinha|inha)|barigu?a)';
const ESTOMAGO = '(?:[ei]stomago|estamago)';
const UMBIGO = '(?:[uie]mbigo)';
const HERNIA = '(?:h?ern[ie]a)';

const HERNIA_PRESA = '(?:nao (?:volta|entra|voltou|entrou|consigo empurrar|consigo colocar para dentro|vai para dentro)|ficou dur[oa]|endureceu|dur[oa] e doendo|ficou rox[oa]|ficou escur[oa])\\b';

/** Ministério da Saúde, pré-natal: 140/90 mmHg or more in pregnancy or after birth. */
const pressaoAlta = (c: Contexto): boolean => (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 140 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 90;
const pressaoGrave = (c: Contexto): boolean => (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 160 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 110;
/** A woman who may be pregnant: the intake's sex is not male and the age, when given, is 12 to 55. */
const mulherFertil = (c: Contexto): boolean => c.sexo !== 'masculino' && (c.idadeAnos === undefined || (c.idadeAnos >= 12 && c.idadeAnos <= 55));
/** Up to 6 weeks after giving birth. */
const puerpera = (c: Contexto): boolean => c.sexo !== 'masculino' && c.tem('puerperio') && (c.medidas.duracaoDias ?? 0) <= 42;
/** Who is always seen by a physician, whatever the complaint (as in leves.ts): a baby, an old age, a pregnancy. */
/** Heavy vaginal bleeding: soaking pads, big clots or 'bleeding a lot' where the bleeding is vaginal. */
const sangramentoVaginalIntenso = (c: Contexto): boolean =>
  c.sexo !== 'masculino' && (c.tem('absorvente-encharcado') || (c.tem('sangramento-intenso') && (c.algum('sangramento-vaginal', 'puerperio') || c.gestante)));

export const abdome: Familia = {
  sinais: [
    sinal('dor-abdominal', [
      '\\bdor(?:es)? ' + ate(4) + '(?:' + BARRIGA + '|abdome\\w*|abdominal|' + ESTOMAGO + '|boca do ' + ESTOMAGO + '|pe da ' + BARRIGA + '|' + UMBIGO + '|ventre|bucho)\\b',
      '\\b(?:' + BARRIGA + '|abdome|' + ESTOMAGO + '|bucho|ventre) ' + ate(4) + '(?:doendo|doi|doe|dolorid\\w*)\\b',
      '\\bdor de barriga\\b',
      '\\bcolicas?\\b',
    ]),
    sinal('dor-intensa', [
      '\\bdor ' + ate(4) + '(?:muito forte|fortissima|insuportavel|horrivel|absurda|terrivel|desesperadora|de rolar|de se contorcer|de chorar|de gritar|lancinante)\\b',
      '\\bnao (?:aguento|aguenta|consigo ficar|consegue ficar) ' + ate(2) + '(?:de dor|parad[oa]|de tanta dor|em pe|em posicao nenhuma)\\b',
      '\\b(?:se contorcendo|contorcendo de dor|chorando de dor|gritando de dor|rolando de dor|urrando de dor)\\b',
      '\\bdor (?:nivel |nota )?(?:9|10|dez|nove)(?: de 10)?\\b',
      '\\bmuita dor\\b',
    ]),
    sinal('inicio-subito', ['\\bde repente\\b', '\\bsubit\\w*', '\\brepentin\\w*', '\\bdo nada\\b', '\\bcomecou (?:agora|ha pouco|do nada)\\b']),
    sinal('barriga-dura', [
      '\\b(?:barriga|abdome|abdomen|barriguinha) ' + ate(3) + '(?:dura|durinha|rigida|rigido|em tabua|estufada e dura|inchada e dura|durona|travada)\\b',
      '\\bnao (?:deixa|consigo|consegue|da para) (?:nem )?(?:encostar|tocar|apertar|por a mao|relar|mexer) ' + ate(2) + '(?:barriga|barriguinha|abdome)\\b',
      '\\b(?:barriga|barriguinha) ' + ate(2) + '(?:doi|doendo) ' + ate(2) + '(?:encostar|tocar|apertar|pular|andar)\\b',
    ]),
    // Pain on walking, jumping or coughing: peritoneal irritation only next to belly pain (a blister
    // also hurts to walk), so alone it is not a warning sign.
    sinal('dor-ao-movimento', ['\\bdoi (?:muito )?(?:para|ao|quando|so de|se) (?:encostar|tocar|apertar|relar|pular|andar|tossir|pisar|tusso|ando|pulo|piso|encosto|aperto|tosse|anda|pula)\\b'], { leve: true }),
    // Biliary pain (Tokyo Guidelines 2018: right upper quadrant pain with fever is cholecystitis).
    sinal('dor-hipocondrio-direito', [
      '\\b(?:embaixo|abaixo|debaixo|baixo) (?:das|da) costelas? ' + ate(3) + '(?:direit\\w*)\\b',
      '\\b(?:lado direito|direita) ' + ate(4) + '(?:costelas?|figado)\\b',
      '\\bcostelas? ' + ate(3) + '(?:lado direito|direita)\\b',
      '\\bdor ' + ate(2) + '(?:no )?figado\\b',
      '\\b(?:vesicula|colecist\\w*|pedras? na vesicula|colica biliar)\\b',
    ]),
    sinal('dor-fossa-direita', [
      '\\b(?:lado direito|direita) ' + ate(3) + '(?:barriga|embaixo|baixo|pe da barriga|abdome)\\b',
      '\\b(?:barriga|pe da barriga|abdome) ' + ate(3) + '(?:lado direito|direita)\\b',
      '\\bcomecou no umbigo\\b',
      '\\b(?:umbigo) ' + ate(4) + '(?:direita|lado direito)\\b',
      '\\bapendic\\w*',
      '\\bfossa iliaca direita\\b',
      '\\b(?:embaixo|parte de baixo|pe da barriga) ' + ate(2) + '(?:do lado direito|a direita|na direita|lado direito)\\b',
    ]),
    // Appendicitis (Alvarado): pain that began around the navel and moved to the right lower belly,
    // no appetite, walking bent over, pain on every bump of the road or on jumping (peritoneal irritation).
    sinal('dor-periumbilical-inicio', [
      '\\b(?:comecou|iniciou|era|estava|comecando) ' + ate(3) + '(?:em volta do|ao redor do|perto do|no|em cima do|acima do|em torno do|na altura do) umbigo\\b',
      '\\b(?:desceu|foi|passou|mudou|migrou|mudou de lugar|andou|escorregou|deslocou) ' + ate(3) + '(?:lado direito|direita|pe da barriga)\\b',
    ]),
    sinal('irritacao-peritoneal', [
      '\\b(?:anda|andando|ando|andou|caminha|caminhando|andar) ' + ate(2) + '(?:curvad|encurvad|dobrad|encolhid|corcunda|torto\\b|torta\\b|segurando a barriga)\\w*',
      '\\b(?:curvad|encurvad|dobrad|encolhid)[oa] (?:de dor|para frente|segurando a barriga)\\b',
      '\\bnao (?:consegue|consigo) (?:ficar|andar|se esticar|esticar o corpo) (?:reto|reta|ereto|ereta|direito|esticad\\w*)?\\b(?! (?:a perna|o pe|o joelho|o braco))',
      '\\b(?:doi|doendo|dor|piora|sente|sinto|doeu|di) ' + ate(5) + '(?:buracos?|lombadas?|quebra molas?|solavancos?|sacolej\\w*|trepid\\w*|pulo|pular|pulando|pula|pulinho)\\b',
      '\\b(?:buracos?|lombadas?|quebra molas?|solavancos?) ' + ate(4) + '(?:doi|doendo|dor|piora|sente|sinto|grita|chora)\\b',
    ], { leve: true }),
    sinal('inapetencia', [
      '\\bsem (?:fome|apetite|vontade de comer)\\b',
      '\\b(?:perdi|perdeu|perda de|falta de|perdendo) (?:a |o )?(?:fome|apetite)\\b',
      '\\bnao (?:quer|quero|quis|consegue|consigo|aceita|aceitou|tem|tenho|sente|sinto|esta com|estou com) (?:nem )?(?:comer|fome|apetite)\\b',
      '\\b(?:fastio|inapetencia)\\b',
    ], { leve: true }),
    sinal('irradia-virilha', [
      '\\b(?:vai|desce|descendo|corre|correndo|irradia\\w*|puxa|puxando|pega|pegando|indo|passa|passando|espalha\\w*) ' + ate(4) + '(?:virilha|saco|testiculo|pe da barriga|bexiga|grande labio)\\b',
      '\\b(?:costas|lombar|rins?|lado) ' + ate(4) + '(?:ate a|para a|pra a|para o) (?:virilha|saco)\\b',
    ]),
    sinal('diarreia', [
      '\\bdiar+e\\w*',
      '\\bdiareia\\b',
      '\\bpiriri\\b',
      '\\bcaganeira\\b',
      '\\bdesarranjo\\b',
      '\\bintestino (?:solto|soltou)\\b',
      '\\b(?:fezes|coco|coquinho|caca) ' + ate(2) + '(?:liquid\\w*|mole|molinho|aguad\\w*|agua|rala)\\b',
      '\\bdisenteria\\b',
      '\\bsoltura\\b',
    ]),
    sinal('sangue-fezes', [
      '\\b(?:coco|fezes|diar+e\\w*|diareia|evacua\\w*|cocô|caca|caquinha|piriri) ' + ate(3) + '(?:sangue|sanguinolent\\w*|raja\\w* de sangue|vermelh\\w*)\\b',
      '\\bsangue ' + ate(3) + '(?:coco|fezes|evacu\\w*|no papel|na privada|no vaso)\\b',
      '\\bdisenteria\\b',
    ]),
    sinal('ictericia', [
      '\\b(?:olhos?|olho|pele|corpo|branco dos olhos|rosto|cara) ' + ate(3) + '(?:amarel\\w*)\\b',
      '\\bamarelad[oa]\\b',
      '\\bictericia\\b',
      '\\b(?:esta|ficou|ficando) (?:todo |toda |meio |bem )?amarel(?:[oa]|inh[oa])\\b',
      '\\bamarelinh[oa] ' + ate(2) + '(?:ate|no|na|nos|nas) (?:rosto|barriga|peito|pernas|pes|maos|umbigo|corpo)\\b',
      // The look-behind after the word boundary: tried at the start of words only, not at every letter.
  ].map((fonte) => '\\b(?=olho|pele|corpo|branco|rosto|cara|amarel|icter|esta|ficou|ficando)' + SEM_OUTRA_COISA_AMARELA + fonte.replace(/^\\b/, ''))),
    // A newborn's jaundice that has reached the belly or the limbs (SBP: Kramer zones 3 to 5).
    sinal('ictericia-extensa', ['\\bamarel\\w* ' + ate(3) + '(?:ate|na|nas|nos|no) (?:a |o |as |os )?(?:barriga|umbigo|pernas|coxas|pes|maos|bracos|sola dos pes|palma)\\b']),
    // No urine for hours in an older child or adult: retention or kidneys failing.
    sinal('anuria', ['\\b(?:nao|sem) (?:urina|urinou|urinei|urinar|mija|mijou|faz xixi|fez xixi|fiz xixi|fazer xixi|fazendo xixi) (?:desde|ha|faz|o dia todo|o dia inteiro|nada)\\b']),
    sinal('urina-escura', ['\\b(?:xixi|urina|mijo) ' + ate(2) + '(?:escur\\w*|cor de coca|cor de cafe|marrom|preta|cor de cha|cor de mate|cor de guarana)\\b']),
    sinal('sangue-urina', ['\\b(?:xixi|urina|mijo) ' + ate(3) + '(?:sangue|vermelh\\w*|rosad\\w*)\\b', '\\bsangue ' + ate(2) + '(?:xixi|urina)\\b', '\\burinando sangue\\b']),
    sinal('gestante', [
      '\\b(?:gravida|gestante|gravidez|gestacao|embuchad\\w*|buchuda)\\b',
      '\\besperando (?:um |uma )?(?:bebe|nenem|filho)\\b',
      '\\b\\d+ (?:semanas|meses) de (?:gestacao|gravidez|gravida)\\b',
      '\\bpre natal\\b',
      '\\bestou de (?:\\d+|um|dois|tres|quatro|cinco|seis|sete|oito|nove) (?:semanas|meses)\\b',
      '\\b(?:\\d+|um|dois|tres|quatro|cinco|seis|sete|oito|nove) (?:semanas|meses) de barriga\\b',
      '\\bgravidinha\\b',
    ]),
    // Giving birth: the puerperium (Ministério da Saúde: febre, sangramento com mau cheiro e pressão
    // alta após o parto são sinais de alerta).
    sinal('puerperio', [
      '\\b(?:tive|ganhei) (?:o |a |meu |minha |um |uma )?(?:bebe|nenem|neném|filh[oa]|parto|gemeos)\\b',
      '\\b(?:pos parto|puerper\\w*|resguardo|dei a luz|pari)\\b',
      '\\b(?:fiz|tive|fui para a) (?:uma |a )?(?:cesarea|cesariana|cesaria|parto)\\b',
      '\\b(?:cesarea|cesariana|cesaria|parto) ' + ate(1) + '(?:ha|faz) (?:\\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez) (?:dias?|semanas?)\\b',
    ]),
    sinal('loquios-fetidos', [
      '\\b(?:sangramento|sangue|corrimento|secrecao|loquios?) ' + ate(3) + '(?:cheiro (?:forte|ruim|podre|horrivel|estranho)|fedid\\w*|fedendo|mal cheiro|mau cheiro|catinga)\\b',
    ]),
    sinal('edema-membros', [
      '\\b(?:pes?|pezinhos?|pernas?|tornozelos?|maos?|dedos|canelas?) ' + ateSemNegacao(3) + '(?:inchad\\w*|inchou|inchando|inchaco)\\b',
      '\\binchaco ' + ate(2) + '(?:pes|pernas|maos|tornozelos)\\b',
    ]),
    sinal('atraso-menstrual', [
      '\\b(?:menstruacao|regra|mestruacao|menstru\\w*|boi) ' + ate(2) + '(?:atrasad\\w*|atrasou|nao veio|nao desceu|nao vem)\\b',
      '\\batras\\w* ' + ate(1) + '(?:da|na) (?:menstruacao|regra)\\b',
      '\\bnao (?:menstruei|desceu|veio) ' + ate(2) + '(?:mes|menstruacao|regra)\\b',
      '\\bbeta ' + ate(2) + 'positivo\\b',
      '\\bteste de gravidez ' + ate(2) + '(?:positivo|deu positivo)\\b',
    ]),
    sinal('sangramento-vaginal', [
      '\\bsangr\\w* ' + ate(3) + '(?:vagina|vaginal|por baixo|la embaixo|pela vagina|na calcinha)\\b',
      '\\bsangramento vaginal\\b',
      '\\bescape\\b',
      '\\bborra\\b(?! de cafe)',
      '\\bsangue ' + ate(2) + '(?:calcinha|absorvente)\\b',
      '\\bperd\\w* ' + ate(1) + 'sangue\\b',
      // Blood that stains the pad or the underwear.
      '\\b(?:sangr\\w*|sangue) ' + ate(6) + '(?:absorvente|calcinha|protetor diario|protetorzinho)\\b',
      '\\b(?:absorvente|calcinha|protetor diario) ' + ate(4) + '(?:sangue|sangr\\w*|vermelh\\w*|marrom)\\b',
    ]),
    // In pregnancy, bleeding without a place named is vaginal until proven otherwise.
    sinal('sangramento-sem-local', [
      '\\b(?=sangr)' + SEM_OUTRO_LOCAL_ANTES + '(?:sangrament\\w*|sangradinho|sangrei|sangrou|sangrando|sangra)\\b' + SEM_OUTRO_LOCAL_DEPOIS + '(?! (?:normal|normalmente|como sempre|de sempre|igual (?:a )?(?:sempre|todo mes)|habitual|do mes|da menstruacao)\\b)',
      '\\b(?=sangue )' + SEM_OUTRO_LOCAL_ANTES + 'sangue (?:marrom|rosado|rosa|amarronzado)\\b',
      '\\b(?:mancha|manchinha|pingos?|gotas?|gotinhas?|pouco|pouquinho|rastro|fio|filete|escape) de sangue\\b' + SEM_OUTRO_LOCAL_DEPOIS,
      '\\b(?=(?:comecei|comecou|voltei|voltou) a sangrar)' + SEM_OUTRO_LOCAL_ANTES + '(?:comecei|comecou|voltei|voltou) a sangrar\\b(?! (?:pelo|do|da|no|na) (?:nariz|gengiva|boca|dedo|corte|ferida|machucado))',
      '\\b(?=(?:estou|esta|estava) sangrando)' + SEM_OUTRO_LOCAL_ANTES + '(?:estou|esta|estava) sangrando\\b(?! (?:pelo|do|da|no|na) (?:nariz|gengiva|boca|dedo|corte|ferida|machucado))',
      '\\b(?=(?:saiu|saindo|desceu|descendo|veio) (?:\\w+ ){0,3}sangue)' + SEM_OUTRO_LOCAL_ANTES + '(?:saiu|saindo|desceu|descendo|veio) (?:um pouco de |bastante |muito )?sangue\\b(?! (?:pelo|do|da|no|na) (?:nariz|gengiva|boca|dedo|corte|ferida|machucado|coco|fezes|xixi|urina))',
      '\\bsangue (?:vivo|vermelho|escuro|com coagulos?)\\b',
      '\\bcoagulos?\\b',
    ]),
    // Waters breaking in every way it is said; read only in pregnancy (a runny nose or ear is another thing).
    sinal('perda-liquido', [
      '\\b(?:bolsa|bolsa d agua) ' + ate(2) + '(?:estourou|rompeu|rompida|estourada|furou|vazou|vazando|arrebentou|rasgou)\\b',
      '\\b(?:rompimento|ruptura|romper|rompeu) (?:da|de) bolsa\\b',
      '\\b(?:perdendo|perdi|perdeu|perco) (?:um pouco de |muita )?(?:agua|aguinha|liquido)\\b',
      '\\b(?<!(?:nariz|olho|olhos|ouvido|boca|bolha|ferida|torneira|cano) (?:esta |ficou |fica )?)(?:escorr\\w*|saiu|saindo|sai|vazando|vazou|vaza|desceu|descendo|desce|pingando|minando|jorrou|jorrando) ' + ate(3) + '(?:agua|aguinha|liquido|aguado)\\b(?! (?:do|da|pelo|pela|no|na) (?:ouvido|nariz|boca|olho|olhos|bolha|ferida|peito|mama|seio|cano|torneira|chuveiro|geladeira))',
      '\\b(?:agua|aguinha|liquido) ' + ate(3) + '(?:escorrendo|escorreu|saindo|descendo|desceu|vazando|pingando) (?:pela|pelas|nas|na|entre as) (?:perna|pernas|vagina|coxas)\\b',
      '\\bmolh(?:ou|ei|ando|ada|ado) ' + ate(3) + '(?:calca|calcinha|cama|lencol|roupa|perna|pernas|sofa|colchao|absorvente|shorts?|saia)\\b',
      '\\b(?:calca|calcinha|cama|lencol|roupa|shorts?) ' + ate(2) + '(?:molhad\\w*|encharcad\\w*|ensopad\\w*)\\b',
    ]),
    sinal('contracoes', ['\\bcontra(?:c|ç)\\w*', '\\bbarriga (?:endurecendo|ficando dura)\\b']),
    sinal('bebe-mexe-menos', [
      '\\b(?:bebe|nenem|neném) ' + ate(3) + '(?:nao (?:mexe|esta mexendo|mexeu)|mexendo (?:menos|pouco|bem menos)|mexe (?:menos|pouco)|mexeu (?:menos|pouco)|parou de mexer)\\b',
      '\\bnao (?:sinto|senti|estou sentindo|sentia) (?:o |a )?(?:bebe|nenem|neném|barriga) (?:se )?mex\\w*',
      '\\b(?:movimentos?|chutes?) ' + ate(2) + '(?:do bebe |do nenem |fet\\w* )?(?:diminu\\w*|menos|pararam|sumiram|fracos?)\\b',
    ]),
    sinal('dor-testiculo', [
      '\\bdor ' + ate(3) + '(?:testiculos?|saco|saquinho|escroto|bolas|ovos|bago|bolsa escrotal)\\b',
      '\\b(?:testiculos?|saco|saquinho|escroto|bolsa escrotal) ' + ateSemNegacao(2) + '(?:doendo|doi|inchad\\w*|inchou|vermelh\\w*|subiu|roxo|dolorid\\w*)\\b',
    ]),
    // Bowel obstruction: neither stool NOR wind, or faecal vomiting; no stool alone is constipation.
    sinal('prisao-ventre-vomito', [
      '\\bnao (?:solta|sai|saem|consigo soltar|consegue soltar|elimina|estou soltando|esta soltando) (?:nem )?(?:gases|gas|pum|puns|flatos)\\b',
      '\\bsem (?:soltar|eliminar|sair) (?:nem )?(?:gases|gas|pum|puns)\\b',
      '\\bnao (?:faz|fez|fiz|faco|consegue fazer|consigo fazer|evacua|evacuou|evacuei) (?:coco )?nem (?:solta|soltou|solto|sai|saiu|elimina|eliminou|elimino) (?:gases|gas|pum|puns)\\b',
      '\\bvomit\\w* ' + ate(2) + '(?:verde|fecal|cheiro de coco|com cheiro de fezes)\\b',
      '\\bbarriga ' + ate(2) + '(?:inchada|estufada|distendida) ' + ate(4) + '(?:sem|nao) (?:evacuar|evacua|fazer coco|faz coco)\\b',
    ]),
    sinal('retencao-urinaria', [
      '\\bnao (?:consigo|consegue|conseguiu|consegui|esta conseguindo|estou conseguindo) (?:mais )?(?:urinar|fazer xixi|mijar|fazer pipi)\\b',
      '\\bsem conseguir (?:urinar|fazer xixi|mijar)\\b',
      '\\b(?:xixi|urina) ' + ate(2) + '(?:nao sai|nao quer sair|nao desce|travad\\w*|trancad\\w*|pres[oa])\\b',
      '\\bbexiga ' + ate(2) + '(?:cheia|estufada|inchada|vai estourar|explodindo)\\b',
      '\\bretencao (?:urinaria|de urina)\\b',
    ]),
    // Manchester 'hematêmese': vomiting blood or coffee grounds.
    sinal('vomito-sangue', [
      '\\bvomit\\w* ' + ate(3) + '(?:sangue|escur\\w*|pret[oa]|marrom|borra de cafe|cor de cafe)\\b',
      '\\b(?:golfad\\w*|golfando) (?:de )?sangue\\b',
    ]),
    // A hernia that will not go back in (HerniaSurge: incarceration and strangulation).
    sinal('hernia-encarcerada', [
      '\\b' + HERNIA + ' ' + ate(4) + HERNIA_PRESA,
      '\\b(?:caroco|bola|bolota|calombo|inchaco) ' + ate(3) + '(?:virilha|umbigo) ' + ate(4) + HERNIA_PRESA,
      '\\b' + HERNIA + ' ' + ate(3) + '(?:estrangul\\w*|encarcer\\w*|presa|travada|travou)\\b',
    ]),
    // A hernia of the belly wall in any words ('quebradura', 'rendidura'); a disc or hiatus hernia is another thing.
    sinal('hernia', [
      '\\b' + HERNIA + '\\b(?! (?:de disco|discal|de hiato|hiatal|na coluna|lombar|cervical))',
      '\\b(?:quebradura|rendidura|rendid[oa])\\b',
      '\\b(?:caroco|bola|calombo|bolota|volume|estufadinho|inchaco) ' + ate(3) + '(?:virilha|umbigo|cicatriz da cirurgia)\\b',
    ]),
    // Something that came out and will not go back, or went hard or dark (HerniaSurge: an
    // irreducible, tender hernia; a foreskin stuck behind the head; a prolapse): read with the place.
    sinal('protrusao-presa', [
      '\\bnao (?:volta|voltou|entra|entrou|recolhe|recolheu|vai|desce|desceu) (?:mais )?(?:para dentro|para o lugar|de volta|no lugar|para tras)\\b',
      '\\b(?:saiu|estufou|desceu|apareceu|saltou|pulou|inchou|puxei|puxou|puxamos|para fora) ' + ate(4) + 'nao (?:volta|voltou|entra|entrou|recolhe|recolheu|desce|desceu|sobe)\\b',
      '\\bnao (?:consigo|consegue|conseguimos|da para) (?:mais )?(?:empurrar|colocar|por|botar|voltar|descer|puxar) ' + ate(3) + '(?:para dentro|de volta|no lugar|para tras|para frente)\\b',
      '\\b(?:ficou|esta|ficando) (?:muito |bem |meio )?(?:dur[oa]|durinh[oa]|rox[oa]|roxinh[oa]|escur[oa]|pret[oa]|arroxead[oa]) (?:e |que )?(?:muito )?(?:doendo|dolorid\\w*|doi|quente|rox\\w*|inchad\\w*)\\b',
      '\\b(?:encarcer|estrangul)\\w*',
    ], { leve: true }),
    // The penis (paraphimosis and priapism are seen in hours: EAU Guidelines on Paediatric Urology and on Sexual Health).
    sinal('penis', ['\\b(?:pinto|pintinho|penis|piu piu|bilau|glande|prepucio|fimose|parafimose|cabeca do pinto|cabeca do penis|pinguelo|pau)\\b']),
    sinal('parte-inchada-escura', [
      '\\b(?:inchad[oa]|inchou|inchando|inchadinh[oa]) (?:e |,)?(?:\\w+ )?(?:rox\\w*|escur\\w*|pret[oa]|arroxead\\w*|azulad\\w*|gelad[oa])\\b',
      '\\b(?:roxa|roxo|roxinh[oa]|escur[oa]|arroxead[oa]|pret[oa]) (?:e |,)?(?:\\w+ )?(?:inchad\\w*|inchou)\\b',
      '\\bparafimose\\b',
    ]),
    sinal('priapismo', [
      '\\bpriapismo\\b',
      '\\b(?:erecao|ereto|pau duro|pinto duro|penis duro) ' + ate(4) + '(?:nao (?:passa|baixa|desce|amolece|para)|ha horas|faz horas|(?:ha|faz) \\d+ horas|doendo|dolorid\\w*)\\b',
    ]),
    // Genital complaints a physician sees (Ministério da Saúde, PCDT IST): discharge, sores, warts, itching.
    sinal('corrimento-vaginal', [
      '\\bcorrimento\\b',
      '\\b(?:candidiase|candida|vaginose|tricomon\\w*)\\b',
      '\\b(?:secrecao|liquido branco) ' + ate(2) + '(?:vaginal|na calcinha|pela vagina)\\b',
      '\\b(?:coceira|cocando|ardencia|ardendo|irritacao|cheiro ruim|cheiro forte|cheiro de peixe) ' + ate(3) + '(?:vagina|vaginal|vulva|parte intima|partes intimas|regiao intima|la embaixo|calcinha)\\b',
      '\\b(?:vagina|vulva|parte intima|partes intimas|regiao intima) ' + ate(3) + '(?:cocando|coca|ardendo|irritad\\w*|fedendo|com cheiro|inchad\\w*)\\b',
    ]),
    sinal('lesao-genital', [
      '\\b(?:ferida|feridinha|feridas|bolhinhas?|bolhas?|verrugas?|ulcera|machucado|carocinhos?|vermelhidao) ' + ate(3) + '(?:no|na|nas|nos) (?:pinto|penis|glande|vagina|vulva|saco|parte intima|partes intimas|regiao intima|labios vaginais|anus)\\b',
      '\\b(?:pinto|penis|glande|cabeca do pinto) ' + ate(3) + '(?:ferida|verruga|bolh\\w*|coc\\w*|vermelh\\w*|ardendo|secrecao|pus|corrimento|saindo)\\b',
      '\\b(?:gonorreia|sifilis|clamidia|herpes genital|hpv|condiloma|cancro mole|uretrite|ist|dst)\\b',
    ]),
    // HIV post-exposure prophylaxis starts within 72 hours (Ministério da Saúde, PCDT PEP); sexual violence is seen at once.
    sinal('exposicao-sexual', [
      '\\b(?:camisinha|preservativo) ' + ate(2) + '(?:estourou|rompeu|furou|saiu|rasgou)\\b',
      '\\b(?:transei|transa|relacao|sexo) ' + ate(2) + '(?:sem camisinha|sem preservativo|desprotegid\\w*)\\b',
      '\\b(?:pep|profilaxia pos exposicao)\\b',
    ]),
    sinal('violencia-sexual', ['\\b(?:estupr\\w*|abusad[oa] sexualmente|abuso sexual|violencia sexual|violentad[oa]|me forcou a transar|fui abusad[oa])\\b']),
    sinal('caroco-testiculo', [
      '\\b(?:caroco|carocinho|nodulo|bolinha|endurecimento|massa) ' + ate(3) + '(?:testiculo|testiculos|saco|escroto|bago|ovo)\\b',
      '\\btesticulos? ' + ate(3) + '(?:caroco|nodulo|endurecid\\w*|maior que o outro|pesado|diferente)\\b',
    ]),

    // Left lower quadrant pain with fever in an older adult (NICE NG147: acute diverticulitis).
    sinal('dor-fossa-esquerda', [
      '\\b(?:lado esquerdo|esquerda) ' + ate(3) + '(?:barriga|embaixo|baixo|pe da barriga|abdome)\\b',
      '\\b(?:barriga|pe da barriga|abdome) ' + ate(3) + '(?:lado esquerdo|esquerda)\\b',
      '\\bdiverticul\\w*',
    ]),
    sinal('hemorroida', ['\\b(?:hemorroid\\w*|fissura anal|fissura no anus)\\b']),
    sinal('sangue-pouco', ['\\b(?:pouquinho|pouco|gotas?|gotinhas?|fio|rajas?|raiado|rajado) (?:de )?sangue\\b', '\\bsangue ' + ate(2) + '(?:no papel|so no papel)\\b']),
    sinal('azia', ['\\bazia\\b', '\\bqueimacao ' + ate(2) + '(?:estomago|peito|esofago)\\b', '\\brefluxo\\b', '\\bma digestao\\b', '\\bempachad\\w*', '\\bestufad[oa]\\b'], { leve: true }),
    // Generic warnings with a belly or genital part: a pain that only gets worse, or one never felt
    // before (rapid worsening by the hour is 'piora-rapida', pele.ts).
    sinal('dor-piorando', ['\\b(?:so (?:piora|piorando|aumenta)|cada vez (?:pior|mais forte)|piorando muito|(?:e|so|vem|vai|foi|esta|continua) piorando|piorou muito|aumentando a cada dia)\\b']),
    sinal('dor-inedita', [
      '\\bnunca (?:senti|tive|sentiu|teve) (?:uma )?(?:dor|coisa|nada) (?:assim|igual|parecid[oa]|tao forte|dessas|desse jeito)\\b',
      '\\bpior dor (?:da minha vida|da vida|que (?:ja )?senti)\\b',
    ]),
    // Acute pancreatitis (Atlanta 2012): upper belly pain going through to the back, with vomiting.
    sinal('dor-em-faixa', [
      '\\bdor ' + ate(3) + '(?:em faixa|em cinta|em barra)\\b',
      // 'vai para as costas tipo uma faixa', 'pega as costas como um cinto': a belt around the upper belly.
      '\\b(?:costas|lombar) ' + ate(3) + '(?:tipo|como|feito|igual|que nem|em) (?:uma |um )?(?:faixa|cinta|cinto|barra|cinturao)\\b',
      '\\b(?:' + ESTOMAGO + '|' + BARRIGA + '|boca do ' + ESTOMAGO + '|em cima do ' + UMBIGO + ') ' + ate(5) + '(?:vai|irradia\\w*|passa|atravessa|varando|pega|espalha) ' + ate(2) + '(?:para |ate |nas |pras )?(?:as )?costas\\b',
      '\\bpancreat\\w*',
    ]),
    // A small baby's projectile vomiting (pyloric stenosis) and redcurrant-jelly stool (intussusception).
    sinal('vomito-jato', ['\\bvomit\\w* ' + ate(2) + '(?:em jato|jato|longe|como mangueira)\\b', '\\bjatos? de vomito\\b']),
    sinal('fezes-geleia', ['\\b(?:coco|fezes|caca|caquinha|fralda) ' + ate(3) + '(?:geleia|gelatina|muco com sangue|catarro com sangue)\\b', '\\bgeleia de (?:morango|framboesa|groselha)\\b']),
    // Pale stools with jaundice in a baby (NICE CG98: pale chalky stool needs urgent assessment).
    sinal('fezes-claras', ['\\b(?:coco|fezes|caca|caquinha|coquinho) ' + ate(2) + '(?:branc\\w*|claro|clarinho|cor de massa|cinza|cor de barro|esbranquicad\\w*|sem cor)\\b']),
    sinal('sonda-obstruida', ['\\bsonda ' + ate(3) + '(?:nao (?:drena|sai|esta saindo|desce|esta drenando)|entupi\\w*|parou de (?:drenar|sair)|travou|sem drenar)\\b']),
    sinal('incontinencia', [
      '\\bincontinencia\\b',
      '\\b(?:escapa|escapando|escapou|perco|vazando) ' + ate(2) + '(?:xixi|urina)\\b',
      '\\bnao (?:consigo|consegue) (?:mais )?segurar (?:o |a )?(?:xixi|urina)\\b',
    ]),
    sinal('batida-barriga', [
      '\\b(?:bati|bateu|batida|pancada|chute|chutou|soco|empurrao|cai|caiu|tombo|queda) ' + ate(4) + '(?:barriga|barrigao|de barriga)\\b',
      '\\b(?:acidente|batida) de (?:carro|moto|transito)\\b',
    ]),
    // Itching of palms and soles in pregnancy (RCOG: intrahepatic cholestasis of pregnancy).
    sinal('coceira-maos-pes', [
      '\\b(?:coceira|cocando|coca|coco) ' + ate(4) + '(?:palmas? das? maos?|solas? dos pes|plantas? dos pes|maos e (?:os |nos )?pes|pes e (?:as |nas )?maos)\\b',
      '\\b(?:palmas? das? maos|solas? dos pes|plantas? dos pes|maos e (?:os )?pes) ' + ate(2) + '(?:cocando|coca|coceira)\\b',
    ]),
    // Heavy bleeding (NICE NG88, heavy menstrual bleeding; postpartum haemorrhage): soaking a pad an hour, big clots.
    sinal('absorvente-encharcado', [
      '\\b(?:encharc|ensop)\\w* ' + ate(3) + '(?:absorventes?|calcinha|lencol)\\b',
      '\\babsorventes? ' + ate(3) + '(?:por hora|toda hora|a cada hora|encharcad\\w*|ensopad\\w*|cheio em)\\b',
    ]),
    sinal('sangramento-intenso', [
      '\\bcoagulos? ' + ate(2) + '(?:grandes?|enormes?|do tamanho)\\b',
      '\\b(?:sangrando|sangra|sangrou|sangue) (?:muito|demais|sem parar|que nao para|aos montes)\\b',
    ]),
    sinal('ferida-cesarea', [
      '\\b(?:cesarea|cesariana|cesaria|corte|pontos|cicatriz) ' + ate(3) + '(?:abriu|abrindo|aberta|vermelh\\w*|inchad\\w*|pus|secrecao|fedendo|quente|vazando)\\b',
    ]),
    // Routine complaints of the belly (NHS: threadworms).
    sinal('verminose', ['\\b(?:vermes?|verminose|lombrigas?|oxiur\\w*|ameba\\w*|giardia\\w*|solitaria)\\b', '\\bcoceira ' + ate(2) + '(?:bumbum|anus|no cu|bunda) ' + ate(2) + '(?:noite|de noite)\\b']),

    // Fainting told by what happened ('apaguei', 'me acharam no chão', 'fiquei branca e caí'): in a
    // woman with belly pain or bleeding it is a ruptured ectopic until shown otherwise (Manchester:
    // 'dor abdominal' with shock; Ministério da Saúde, urgências obstétricas), and with vomited blood
    // or black stool, a bleed that has cost volume.
    sinal('desfalecimento', [
      '\\b(?=apag)(?<!\\b(?:luz|luzes|tv|televisao|vela|fogo|celular|tela|fogao|lampada|energia|mensagens?|fotos?|arquivos?|conversa|cigarro|incendio)\\b(?: \\w+){0,2} )apag(?:uei|ou|ava|aram|amos|ando)\\b(?! (?:a|o|as|os|tudo|isso|essa|esse|aquilo|um|uma|la|no sofa|vendo)\\b)',
      '\\b(?:tive|deu|teve|dei) (?:um |uns )?(?:apagao|apagoes|desfalecimento|piripaque)\\b',
      '\\b(?:desfaleci|desfaleceu|desfalecendo|desfalecid[oa]|perdi os sentidos|perdeu os sentidos|fiquei desacordad[oa]|ficou desacordad[oa])\\b',
      '\\b(?:me|a|o|te) (?:achou|acharam|achamos|encontrou|encontraram|encontramos|achei|encontrei|vi) ' + ate(2) + '(?:no chao|caid[oa]|desmaiad[oa]|desacordad[oa]|estirad[oa])\\b',
      '\\b(?:acordei|acordou) (?:no chao|caid[oa]|no banheiro caid[oa])\\b',
      '\\b(?:cai|caiu|fui ao chao|foi ao chao|despenquei|despencou) (?:dur[oa]|desmaiad[oa]|desacordad[oa]|apagad[oa]|sem sentido)\\b',
      '\\b(?:fiquei|ficou) (?:toda |todo |muito |bem )?(?:branc[oa]|palid[oa]|amarel[oa]|gelad[oa]) ' + ate(3) + '(?:cai|caiu|desmai\\w*|apag\\w*|fui ao chao|foi ao chao)\\b',
      '\\b(?:escureceu|escureceu tudo|apagou tudo|ficou tudo preto|deu um branco) ' + ate(3) + '(?:cai|caiu|fui ao chao|foi ao chao|quando vi estava no chao)\\b',
    ]),
    // Nearly fainting: read with bleeding or a possible pregnancy only.
    sinal('pre-sincope', [
      '\\bquase (?:cai|caiu|desmaiei|desmaiou|desmaio|desmaia|apaguei|apagou|fui ao chao)\\b(?! (?:da|do|de|na|no) (?:escada|cadeira|cama|moto|bicicleta|onibus|calcada|degrau))',
      '\\b(?:vou|vai|ia) desmaiar\\b',
    ]),
    // Pain at the pit of the stomach or under the right ribs, and flashing spots before the eyes:
    // in pregnancy, the signs of imminent eclampsia (Ministério da Saúde, Manual de gestação de alto
    // risco: cefaleia, escotomas, epigastralgia).
    sinal('dor-epigastrica', [
      '\\b(?:dor|doi|doendo|queimacao|pontada|aperto|peso) ' + ate(3) + '(?:na |no )?(?:boca do ' + ESTOMAGO + '|' + ESTOMAGO + '|epigastr\\w*|parte de cima da ' + BARRIGA + '|em cima da ' + BARRIGA + '|alto da ' + BARRIGA + ')\\b',
      '\\b(?:boca do ' + ESTOMAGO + '|' + ESTOMAGO + ') ' + ate(3) + '(?:doendo|doi|dolorid\\w*|queimando|apertando)\\b',
      '\\bepigastralgia\\b',
    ], { leve: true }),
    sinal('escotomas', [
      '\\b(?:vendo|vejo|enxergando|aparec\\w*|aparecem|apareceram|surgiram|surgindo) ' + ate(3) + '(?:pontinhos?|pontos?|estrelinhas?|estrelas|luzinhas?|luzes|brilhos?|flashes?|clarões|clarao|claroes|mosquinhas?|manchas?|bolinhas?) ' + ate(2) + '(?:brilh\\w*|piscando|pretos?|pretas?|coloridos?|coloridas?|na vista|nos olhos|no olho|na frente|luminos\\w*)?',
      '\\b(?:pontinhos?|pontos?|estrelinhas?|luzinhas?|brilhos?|flashes?|mosquinhas?) ' + ate(2) + '(?:brilh\\w*|piscando|luminos\\w*|na vista|nos olhos|na frente dos olhos)\\b',
      '\\b(?:vista|visao|olhos?) ' + ate(3) + '(?:embac\\w*|embass\\w*|turv\\w*|borrad\\w*|escurec\\w*|nublad\\w*|ofuscad\\w*|falhando|piscando|com pontos|com pontinhos|com estrelinhas)\\b',
      '\\bescotomas?\\b',
    ]),
    // A painful lump at the vulva (NICE CKS Bartholin's cyst and abscess: an abscess is drained the
    // same day; a painless cyst waits for a routine visit).
    sinal('caroco-vulvar', [
      '\\b(?:caroco|carocinho|caroso|bola|bolinha|bolota|calombo|inchaco|nodulo|ingua|espinha|furunculo|cisto|abscesso|bolsa|saco) ' + ate(5) + '(?:entrada da vagina|beira da vagina|beirada da vagina|na vagina|da vagina|vulva|grandes? labios?|pequenos? labios?|labios? (?:da vagina|vaginais?|de baixo)|parte intima|regiao intima|perereca|xoxota|xereca|bartholin\\w*)\\b',
      '\\b(?:vagina|vulva|grandes? labios?|labios? (?:da vagina|vaginais?)|parte intima|regiao intima) ' + ate(4) + '(?:caroco|carocinho|bola|bolinha|bolota|calombo|nodulo|cisto|inchad[oa] de um lado|inchou de um lado)\\b',
      '\\bbartholin\\w*',
    ]),
    sinal('caroco-vulvar-doloroso', [
      '\\b(?:caroco|carocinho|bola|bolinha|bolota|calombo|inchaco|nodulo|cisto) ' + ate(6) + '(?:vagina|vulva|labios?|parte intima|regiao intima) ' + ate(5) + '(?:doendo|doi|dolorid\\w*|latej\\w*|vermelh\\w*|quente|inchad\\w*|cresceu|crescendo|pus)\\b',
    ]),
    sinal('dor-sentar-andar', [
      '\\b(?:doi|doendo|dor|incomoda|machuca) ' + ate(2) + '(?:para|pra|ao|quando|so de|na hora de) (?:sentar|sento|senta|me sentar|andar|ando|anda|caminhar|fazer xixi|urinar|transar|encostar)\\b',
      '\\bnao (?:consigo|consegue|da para) (?:nem )?(?:sentar|me sentar|ficar sentad[oa])\\b',
    ], { leve: true }),
  ],
  regras: [
    {
      nivel: 'emergencia',
      motivo: 'Desmaio ou palidez com dor na barriga ou sangramento, com atraso menstrual ou gravidez (risco de gravidez ectópica rota)',
      emergencia: 'grave',
      // Ministério da Saúde, urgências obstétricas: a ruptured ectopic presents with pain, bleeding and
      // shock; the period may be late by days only, or the test positive.
      quando: (c) =>
        mulherFertil(c) &&
        c.algum('dor-abdominal', 'dor-fossa-direita', 'dor-fossa-esquerda', 'sangramento-vaginal', 'sangramento-sem-local', 'dor-intensa') &&
        (c.algum('alarme-desmaio', 'desfalecimento') ||
          (c.algum('atraso-menstrual', 'gestante') && (c.tem('pre-sincope') || (c.tem('palidez') && c.algum('tontura', 'suor-frio', 'fraqueza'))))),
    },
    {
      nivel: 'emergencia',
      motivo: 'Vômito com sangue ou fezes pretas com tontura, palidez ou desmaio (hemorragia digestiva)',
      emergencia: 'grave',
      // The black stool is alarmes.ts' sign; here, fainting told by its consequence ('apaguei', 'quase caí').
      quando: (c) => c.algum('vomito-sangue', 'fezes-pretas') && c.algum('tontura', 'palidez', 'alarme-desmaio', 'desfalecimento', 'pre-sincope', 'suor-frio'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Gravidez ou pós-parto com dor de cabeça e visão embaçada, pontos brilhantes, dor no estômago ou pressão muito alta (risco de eclâmpsia)',
      emergencia: 'grave',
      quando: (c) =>
        (c.gestante || puerpera(c)) &&
        ((c.algum('cefaleia', 'cefaleia-forte') && (c.algum('escotomas', 'olho-grave', 'dor-epigastrica', 'dor-hipocondrio-direito') || pressaoGrave(c))) ||
          (pressaoGrave(c) && c.algum('escotomas', 'olho-grave', 'dor-epigastrica', 'dor-hipocondrio-direito'))),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Caroço doloroso ou inchado na entrada da vagina (possível abscesso da glândula de Bartholin)',
      quando: (c) => c.tem('caroco-vulvar') && (c.febre || c.algum('caroco-vulvar-doloroso', 'dor-sentar-andar', 'caroco-inflamado', 'colecao-pus', 'dor-local-forte', 'dor-intensa')),
    },
    {
      nivel: 'consulta',
      motivo: 'Caroço na entrada da vagina',
      quando: (c) => c.tem('caroco-vulvar'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Dor abdominal forte com a barriga dura (abdome rígido)',
      emergencia: 'grave',
      quando: (c) => c.tem('barriga-dura') && c.tem('dor-abdominal') && (c.algum('dor-intensa', 'inicio-subito') || c.febre || c.tem('vomitos')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor abdominal com a barriga dura ou dolorosa ao toque',
      quando: (c) => c.tem('barriga-dura'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor abdominal que piora ao andar, pular, tossir ou encostar',
      quando: (c) => c.tem('dor-abdominal') && c.tem('dor-ao-movimento'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor embaixo das costelas do lado direito com febre ou olhos amarelados (possível colecistite)',
      quando: (c) => c.tem('dor-hipocondrio-direito') && (c.febre || c.tem('ictericia')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor embaixo das costelas do lado direito com vômitos ou forte (possível cólica da vesícula)',
      quando: (c) => c.tem('dor-hipocondrio-direito') && c.algum('vomitos', 'dor-intensa'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Não consegue urinar (retenção urinária)',
      quando: (c) => c.tem('retencao-urinaria'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sem urinar há muitas horas',
      quando: (c) => c.tem('anuria') && (c.idadeAnos ?? 0) >= 12,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor abdominal súbita e muito forte',
      quando: (c) => c.tem('dor-abdominal') && c.tem('dor-intensa') && (c.tem('inicio-subito') || c.febre || c.tem('vomitos')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor no lado direito da barriga com febre ou vômitos',
      quando: (c) => c.tem('dor-fossa-direita') && (c.febre || c.tem('vomitos')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor no lado direito baixo da barriga com enjoo, falta de apetite, dor ao andar ou que começou no umbigo (possível apendicite)',
      // Alvarado: migration, anorexia, nausea and tenderness on movement each add to right lower pain.
      quando: (c) => c.tem('dor-fossa-direita') && c.algum('nausea', 'inapetencia', 'irritacao-peritoneal', 'dor-ao-movimento', 'dor-periumbilical-inicio', 'dor-intensa'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor abdominal que piora com buracos, pulos ou faz andar curvado (irritação do abdome)',
      quando: (c) => c.tem('dor-abdominal') && c.tem('irritacao-peritoneal'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor nas costas ou no lado que irradia para a virilha (possível cólica renal)',
      quando: (c) => c.tem('irradia-virilha') && (c.algum('dor-lombar', 'dor-abdominal', 'dor-intensa') || c.tem('vomitos')),
    },
    {
      nivel: 'emergencia',
      motivo: 'Criança pequena com diarreia com sangue e palidez ou pouca urina',
      emergencia: 'grave',
      quando: (c) => c.tem('sangue-fezes') && (c.idadeMeses ?? 999) < 120 && c.algum('palidez', 'desidratacao', 'sonolencia-grave', 'prostracao-crianca'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sangue nas fezes',
      quando: (c) => c.tem('sangue-fezes') && ((c.idadeMeses ?? 999) < 120 || c.febre || c.algum('tontura', 'palidez', 'dor-intensa')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sangue nas fezes',
      // NICE CKS: a little bright blood on the paper from known piles is seen routinely.
      quando: (c) => c.tem('sangue-fezes') && !(c.tem('hemorroida') && c.tem('sangue-pouco')),
    },
    {
      nivel: 'consulta',
      motivo: 'Pouco sangue nas fezes em quem tem hemorroida',
      quando: (c) => c.tem('sangue-fezes'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Olhos ou pele amarelados com confusão ou sonolência',
      emergencia: 'grave',
      quando: (c) => c.tem('ictericia') && c.algum('confusao', 'sonolencia-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Olhos ou pele amarelados com febre, dor abdominal ou vômitos',
      quando: (c) => c.tem('ictericia') && (c.febre || c.algum('dor-abdominal', 'vomitos', 'urina-escura')) && (c.idadeMeses ?? 999) >= 1,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Recém-nascido amarelado que mama mal, está mole ou com febre',
      quando: (c) => c.tem('ictericia') && (c.idadeMeses ?? 999) < 1 && (c.febre || c.algum('ictericia-extensa', 'recusa-alimentar', 'mamando-pouco', 'prostracao-crianca', 'sonolencia-grave')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Olhos ou pele amarelados',
      quando: (c) => c.tem('ictericia'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sangramento vaginal ou perda de líquido na gravidez',
      quando: (c) => c.gestante && c.algum('sangramento-vaginal', 'sangramento-sem-local', 'perda-liquido'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê mexendo menos na barriga',
      quando: (c) => c.tem('bebe-mexe-menos'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Pressão alta na gravidez ou após o parto com dor de cabeça, inchaço ou alteração da visão (risco de pré-eclâmpsia)',
      quando: (c) =>
        (c.gestante || puerpera(c)) &&
        (pressaoGrave(c) || (pressaoAlta(c) && c.algum('cefaleia', 'sintomas-pressao', 'edema-membros', 'olho-grave', 'dor-hipocondrio-direito', 'dor-abdominal', 'vomitos'))),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Gravidez com inchaço e dor de cabeça ou visão embaçada (risco de pré-eclâmpsia)',
      quando: (c) => c.gestante && c.tem('edema-membros') && c.algum('cefaleia-forte', 'sintomas-pressao', 'olho-grave'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Pressão de 140/90 mmHg ou mais na gravidez ou após o parto',
      quando: (c) => (c.gestante || puerpera(c)) && pressaoAlta(c),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre ou sangramento com mau cheiro após o parto (possível infecção puerperal)',
      // Ministério da Saúde: puerperal fever is 38 °C or more; a lower one told with a number is seen within a day.
      quando: (c) =>
        puerpera(c) &&
        (c.tem('loquios-fetidos') || (c.febre && (c.medidas.temperatura === undefined ? !c.tem('temperatura-abaixo-de-38') : c.medidas.temperatura >= 38))),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre baixa após o parto',
      quando: (c) => puerpera(c) && c.febre,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Gravidez com dor abdominal forte, contrações, dor de cabeça forte ou bebê mexendo menos',
      quando: (c) => c.gestante && (c.algum('bebe-mexe-menos', 'contracoes', 'cefaleia-forte') || (c.tem('dor-abdominal') && c.tem('dor-intensa'))),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Atraso menstrual com dor abdominal ou sangramento (risco de gravidez ectópica)',
      quando: (c) => c.sexo !== 'masculino' && c.tem('atraso-menstrual') && c.algum('dor-abdominal', 'sangramento-vaginal'),
    },
    {
      nivel: 'consulta-24h',
      // NICE CKS nausea and vomiting in pregnancy: unable to keep fluids down is assessed the same day (hyperemesis).
      motivo: 'Vômitos que não param ou não deixam segurar nada na gravidez (avaliar hiperêmese)',
      quando: (c) => c.gestante && c.algum('vomitos-repetidos', 'intolerancia-oral'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor abdominal na gravidez',
      quando: (c) => c.gestante && c.tem('dor-abdominal'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor forte no testículo',
      // EAU, paediatric urology: an acute scrotum in a child or young man is torsion until shown otherwise.
      quando: (c) => c.tem('dor-testiculo') && (c.algum('dor-intensa', 'inicio-subito', 'vomitos') || (c.idadeAnos ?? 99) <= 25),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor ou inchaço no testículo',
      quando: (c) => c.tem('dor-testiculo'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Barriga inchada sem evacuar nem eliminar gases, com vômitos',
      quando: (c) => c.tem('prisao-ventre-vomito') && c.tem('vomitos'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Vômitos repetidos com dor abdominal',
      quando: (c) => c.tem('vomitos-repetidos') && c.tem('dor-abdominal') && (c.febre || c.tem('dor-intensa')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Hérnia que não volta, endurecida ou dolorosa (possível encarceramento)',
      quando: (c) => c.tem('hernia-encarcerada'),
    },
    {
      nivel: 'consulta',
      motivo: 'Hérnia',
      quando: (c) => c.tem('hernia'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor no lado esquerdo baixo da barriga com febre (possível diverticulite)',
      quando: (c) => c.tem('dor-fossa-esquerda') && c.febre && (c.idadeAnos ?? 0) >= 40,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Vômito com sangue ou escuro como borra de café',
      quando: (c) => c.tem('vomito-sangue'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sangue na urina',
      quando: (c) => c.tem('sangue-urina'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Vômitos repetidos',
      quando: (c) => c.tem('vomitos-repetidos'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor abdominal forte',
      quando: (c) => c.tem('dor-abdominal') && c.tem('dor-intensa'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Diarreia com febre ou em criança pequena ou idoso',
      quando: (c) => c.tem('diarreia') && (c.febre || (c.idadeMeses ?? 999) < 24 || (c.idadeAnos ?? 0) >= 75),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Hérnia que saiu e não volta, endurecida, escura ou com vômitos (possível encarceramento)',
      quando: (c) => c.tem('hernia') && (c.algum('protrusao-presa', 'parte-inchada-escura') || (c.tem('vomitos') && c.algum('dor-intensa', 'dor-local-forte'))),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Hérnia muito dolorosa',
      quando: (c) => c.tem('hernia') && c.algum('dor-intensa', 'dor-local-forte', 'dor-piorando', 'piora-rapida'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Pele do pênis presa atrás da cabeça, ou ponta inchada e escura (parafimose)',
      quando: (c) => (c.tem('penis') && c.algum('protrusao-presa', 'parte-inchada-escura')) || (c.tem('parte-inchada-escura') && c.algum('dor-testiculo', 'lesao-genital')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Ereção dolorosa que não passa (priapismo)',
      quando: (c) => c.tem('priapismo'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor no lado esquerdo baixo da barriga com febre e vômitos, dor forte, piorando ou depois dos 60 anos (possível diverticulite complicada)',
      // NICE NG147: refer when complicated diverticulitis is suspected or the pain is not controlled;
      // the older patient and a pain worsening over days are where complications hide.
      quando: (c) =>
        c.tem('dor-fossa-esquerda') && c.febre && (c.algum('vomitos', 'dor-intensa', 'dor-piorando', 'piora-rapida', 'barriga-dura') || (c.idadeAnos ?? 0) >= 60),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Idoso com dor abdominal, febre e vômitos',
      quando: (c) => (c.idadeAnos ?? 0) >= 65 && c.tem('dor-abdominal') && c.febre && c.tem('vomitos'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor abdominal nunca sentida antes ou piorando rápido',
      quando: (c) => c.tem('dor-abdominal') && c.algum('dor-inedita', 'piora-rapida'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor abdominal que só piora',
      quando: (c) => c.tem('dor-abdominal') && c.tem('dor-piorando'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor na parte de cima da barriga que vai para as costas, com vômitos ou forte (possível pancreatite)',
      quando: (c) => c.tem('dor-em-faixa') && c.algum('vomitos', 'vomitos-repetidos', 'intolerancia-oral', 'dor-intensa'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor na parte de cima da barriga que vai para as costas',
      quando: (c) => c.tem('dor-em-faixa'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê pequeno com vômitos em jato',
      quando: (c) => c.tem('vomito-jato') && idadeMeses(c) < 6,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Criança com cocô em geleia ou com muco e sangue (possível invaginação intestinal)',
      quando: (c) => c.tem('fezes-geleia') && idadeMeses(c) < 72,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Cocô claro ou esbranquiçado em bebê ou com olhos amarelados',
      quando: (c) => c.tem('fezes-claras') && (idadeMeses(c) < 12 || c.tem('ictericia')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sonda urinária que não drena',
      quando: (c) => c.tem('sonda-obstruida'),
    },
    {
      nivel: 'consulta',
      motivo: 'Perda de urina sem controle',
      quando: (c) => c.tem('incontinencia'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Queda ou pancada na barriga na gravidez',
      quando: (c) => c.gestante && c.algum('batida-barriga', 'queda'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Coceira nas palmas das mãos e solas dos pés na gravidez (avaliar colestase)',
      quando: (c) => c.gestante && c.tem('coceira-maos-pes'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Sangramento vaginal intenso com tontura, palidez ou desmaio',
      emergencia: 'grave',
      quando: (c) => sangramentoVaginalIntenso(c) && c.algum('tontura', 'palidez', 'alarme-desmaio'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sangramento intenso na gravidez ou após o parto',
      quando: (c) => sangramentoVaginalIntenso(c) && (c.gestante || c.tem('puerperio')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sangramento vaginal intenso (encharcando absorventes ou com coágulos grandes)',
      quando: sangramentoVaginalIntenso,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Corte da cesárea aberto, vermelho ou com secreção',
      quando: (c) => c.tem('ferida-cesarea') && c.tem('puerperio'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Violência sexual: atendimento imediato (profilaxias e cuidado)',
      quando: (c) => c.tem('violencia-sexual'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Relação sem proteção: a profilaxia pós-exposição (PEP) começa em até 72 horas',
      quando: (c) => c.tem('exposicao-sexual'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Corrimento com febre ou dor no pé da barriga (possível doença inflamatória pélvica)',
      quando: (c) => c.tem('corrimento-vaginal') && c.sexo !== 'masculino' && (c.febre || c.tem('dor-abdominal')),
    },
    {
      nivel: 'consulta',
      motivo: 'Corrimento, coceira ou irritação íntima',
      quando: (c) => c.tem('corrimento-vaginal'),
    },
    {
      nivel: 'consulta',
      motivo: 'Ferida, verruga ou secreção na região genital',
      quando: (c) => c.tem('lesao-genital'),
    },
    {
      nivel: 'consulta',
      motivo: 'Caroço no testículo',
      quando: (c) => c.tem('caroco-testiculo'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Hemorroida muito dolorosa, inchada ou que não volta',
      quando: (c) => c.tem('hemorroida') && c.algum('dor-intensa', 'dor-local-forte', 'parte-inchada-escura', 'protrusao-presa'),
    },
    {
      nivel: 'consulta',
      motivo: 'Vermes ou coceira no ânus à noite',
      quando: (c) => c.tem('verminose'),
    },
    {
      nivel: 'autocuidado',
      motivo: 'Hemorroida sem sangramento nem sinais de alerta',
      quando: (c) => c.tem('hemorroida') && !grupoDeRisco(c) && (c.medidas.duracaoDias ?? 0) < 10 && c.soLeves('hemorroida', 'caroco-anal', ...QUALIFICADORES),
    },
    {
      nivel: 'consulta',
      motivo: 'Dor abdominal',
      quando: (c) => c.tem('dor-abdominal') && !c.soLeves('dor-abdominal', 'diarreia', 'vomitos'),
    },
  ],
};
