/**
 * Belly, bowel, urinary tract, pregnancy and the testicles: the acute abdomen (sudden severe pain,
 * a rigid belly), renal colic, bloody diarrhoea in a small child, jaundice, bleeding in pregnancy,
 * testicular torsion (Manchester: 'dor abdominal', 'sangramento vaginal na gestação'; Ministério da
 * Saúde, pré-natal: sinais de alerta).
 */
import { ate, sinal } from '../construir.js';
import type { Contexto, Familia } from '../tipos.js';

// A yellow nail, tooth, phlegm or discharge is not jaundice: the colour must be the skin's or the eyes'.
const SEM_OUTRA_COISA_AMARELA = '(?<!\\b(?:unhas?|dentes?|catarro|secrecao|escarro|remela|ramela|corrimento|coco|fezes|xixi|urina|vomito|pus|calo|calos)\\b(?: \\w+){0,3} )';

const HERNIA_PRESA = '(?:nao (?:volta|entra|voltou|entrou|consigo empurrar|consigo colocar para dentro|vai para dentro)|ficou dur[oa]|endureceu|dur[oa] e doendo|ficou rox[oa]|ficou escur[oa])\\b';

/** Ministério da Saúde, pré-natal: 140/90 mmHg or more in pregnancy or after birth. */
const pressaoAlta = (c: Contexto): boolean => (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 140 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 90;
const pressaoGrave = (c: Contexto): boolean => (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 160 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 110;
/** Up to 6 weeks after giving birth. */
const puerpera = (c: Contexto): boolean => c.sexo !== 'masculino' && c.tem('puerperio') && (c.medidas.duracaoDias ?? 0) <= 42;

export const abdome: Familia = {
  sinais: [
    sinal('dor-abdominal', [
      '\\bdor(?:es)? ' + ate(3) + '(?:barriga|abdome\\w*|abdominal|estomago|boca do estomago|pe da barriga|umbigo|ventre|bucho)\\b',
      '\\b(?:barriga|abdome|estomago|bucho|ventre) ' + ate(4) + '(?:doendo|doi|doe|dolorid\\w*)\\b',
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
    ]),
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
    ].map((fonte) => SEM_OUTRA_COISA_AMARELA + fonte)),
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
      '\\b(?:pes?|pezinhos?|pernas?|tornozelos?|maos?|dedos|canelas?) ' + ate(3) + '(?:inchad\\w*|inchou|inchando|inchaco)\\b',
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
    ]),
    // In pregnancy, bleeding without a place named is vaginal until proven otherwise.
    sinal('sangramento-sem-local', [
      '\\b(?:comecei|comecou|voltei|voltou) a sangrar\\b(?! (?:pelo|do|da|no|na) (?:nariz|gengiva|boca|dedo|corte|ferida|machucado))',
      '\\b(?:estou|esta|estava) sangrando\\b(?! (?:pelo|do|da|no|na) (?:nariz|gengiva|boca|dedo|corte|ferida|machucado))',
      '\\b(?:saiu|saindo|desceu|descendo|veio) (?:um pouco de |bastante |muito )?sangue\\b(?! (?:pelo|do|da|no|na) (?:nariz|gengiva|boca|dedo|corte|ferida|machucado|coco|fezes|xixi|urina))',
      '\\bsangue (?:vivo|vermelho|escuro|com coagulos?)\\b',
      '\\bcoagulos?\\b',
    ]),
    sinal('perda-liquido', ['\\b(?:bolsa|bolsa d agua) ' + ate(1) + '(?:estourou|rompeu|rompida)\\b', '\\bperdendo (?:agua|liquido)\\b', '\\b(?:escorrendo|escorreu|saindo|saiu|vazando|vazou) (?:um |uma )?(?:pouco de |monte de )?(?:agua|aguinha|liquido) ' + ate(2) + '(?:vagina|por baixo|perna|pernas|calcinha)\\b']),
    sinal('contracoes', ['\\bcontra(?:c|ç)\\w*', '\\bbarriga (?:endurecendo|ficando dura)\\b']),
    sinal('bebe-mexe-menos', [
      '\\b(?:bebe|nenem|neném) ' + ate(3) + '(?:nao (?:mexe|esta mexendo|mexeu)|mexendo (?:menos|pouco|bem menos)|mexe (?:menos|pouco)|mexeu (?:menos|pouco)|parou de mexer)\\b',
      '\\bnao (?:sinto|senti|estou sentindo|sentia) (?:o |a )?(?:bebe|nenem|neném|barriga) (?:se )?mex\\w*',
      '\\b(?:movimentos?|chutes?) ' + ate(2) + '(?:do bebe |do nenem |fet\\w* )?(?:diminu\\w*|menos|pararam|sumiram|fracos?)\\b',
    ]),
    sinal('dor-testiculo', [
      '\\bdor ' + ate(3) + '(?:testiculos?|saco|saquinho|escroto|bolas|ovos|bago|bolsa escrotal)\\b',
      '\\b(?:testiculos?|saco|saquinho|escroto|bolsa escrotal) ' + ate(2) + '(?:doendo|doi|inchad\\w*|inchou|vermelh\\w*|subiu|roxo|dolorid\\w*)\\b',
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
      '\\bhernia ' + ate(4) + HERNIA_PRESA,
      '\\b(?:caroco|bola|bolota|calombo|inchaco) ' + ate(3) + '(?:virilha|umbigo) ' + ate(4) + HERNIA_PRESA,
      '\\bhernia ' + ate(3) + '(?:estrangul\\w*|encarcer\\w*|presa|travada|travou)\\b',
    ]),
    sinal('hernia', ['\\bhernia (?:inguinal|umbilical|na virilha|no umbigo|de parede|incisional)\\b', '\\b(?:caroco|bola|calombo|bolota) ' + ate(3) + '(?:virilha|umbigo)\\b']),
    // Left lower quadrant pain with fever in an older adult (NICE NG147: acute diverticulitis).
    sinal('dor-fossa-esquerda', [
      '\\b(?:lado esquerdo|esquerda) ' + ate(3) + '(?:barriga|embaixo|baixo|pe da barriga|abdome)\\b',
      '\\b(?:barriga|pe da barriga|abdome) ' + ate(3) + '(?:lado esquerdo|esquerda)\\b',
      '\\bdiverticul\\w*',
    ]),
    sinal('hemorroida', ['\\b(?:hemorroid\\w*|fissura anal|fissura no anus)\\b']),
    sinal('sangue-pouco', ['\\b(?:pouquinho|pouco|gotas?|gotinhas?|fio|rajas?|raiado|rajado) (?:de )?sangue\\b', '\\bsangue ' + ate(2) + '(?:no papel|so no papel)\\b']),
    sinal('azia', ['\\bazia\\b', '\\bqueimacao ' + ate(2) + '(?:estomago|peito|esofago)\\b', '\\brefluxo\\b', '\\bma digestao\\b', '\\bempachad\\w*', '\\bestufad[oa]\\b'], { leve: true }),
  ],
  regras: [
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
      quando: (c) => puerpera(c) && (c.febre || c.tem('loquios-fetidos')),
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
      nivel: 'consulta',
      motivo: 'Dor abdominal',
      quando: (c) => c.tem('dor-abdominal') && !c.soLeves('dor-abdominal', 'diarreia', 'vomitos'),
    },
  ],
};
