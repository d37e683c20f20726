/**
 * Fever and infection, in adults and children: the combinations that make a fever an emergency
 * (a stiff neck, light that hurts, spots that don't fade, a drowsy or floppy child), the age that
 * does (a febrile baby under 3 months: SBP; NICE NG143 'traffic light'), dehydration, and the
 * infections a physician should see within a day (Manchester: 'febre', 'criança quente';
 * Ministério da Saúde, síndrome gripal).
 */
import { ate, idadeMeses, sinal } from '../construir.js';
import type { Contexto, Familia } from '../tipos.js';
import { QUALIFICADORES } from './leves.js';

// 'febre não tive', 'febre nunca teve': denied after the word, which the clause reader does not see.
const NEGADA_DEPOIS = '(?! (?:nao|nunca|nem) (?:tive|tem|tenho|teve|tinha|houve|deu|senti|sentiu|apresentou|apresenta|medi)\\b)(?! nao$)';
// Hot water, food or weather is not a hot body: 'toma banho bem quente', 'o dia está quente'.
const SEM_COISA_QUENTE =
  '(?<!\\b(?:banho|banhos|agua|cha|comida|cafe|sopa|leite|mamadeira|chuveiro|forno|panela|dia|tempo|clima|casa|quarto|sol|lugar|ambiente|bolsa|compressa|carro|ferro|calor|verao|bebida|pao|tarde|noite)\\b(?: \\w+){0,2} )';
// Common misspellings of the key words: a dropped final r ('engoli'), o/u ('engulir').
const ENGOLIR = '(?:eng[ou]l(?:ir|i|e))';

const temperatura = (c: Contexto): number => c.medidas.temperatura ?? 0;
const criancaPequena = (c: Contexto): boolean => idadeMeses(c) < 60;
/** Systolic pressure of 90 mmHg or less (NICE NG51: high risk in sepsis). */
const pressaoBaixa = (c: Contexto): boolean => (c.medidas.pressaoMinima?.sistolica ?? 999) <= 90;
/** Ministério da Saúde: fever with pain behind the eyes, joint pain or a named arbovirus is a suspected case. */
const suspeitaArbovirose = (c: Contexto): boolean => c.febre && c.algum('dor-retro-orbitaria', 'arbovirose', 'artralgia');
/**
 * A child of 1 to 4 years with a low fever of less than 3 days whom the carer describes as well
 * (playing, eating) and nothing else but a cold, a sore throat, a tummy upset, chickenpox or a recent
 * vaccine: NICE NG143 'green', cared for at home with advice on when to come back.
 */
const criancaBemComFebre = (c: Contexto): boolean =>
  c.febre &&
  idadeMeses(c) >= 12 &&
  idadeMeses(c) < 60 &&
  temperatura(c) < 39 &&
  (c.medidas.duracaoDias ?? 0) < 3 &&
  c.algum('bebe-bem', 'pos-vacina') &&
  c.soLeves('febre', 'tosse', 'dor-garganta', 'diarreia', 'vomitos', 'catapora', 'resfriado', ...QUALIFICADORES);

export const febre: Familia = {
  sinais: [
    sinal('febre', [
      '\\b(?:febr|frebr|fevr)\\w*\\b' + NEGADA_DEPOIS,
      '\\bfrebe\\b' + NEGADA_DEPOIS,
      '\\bfebrao\\b',
      '\\b(?=(?:esta|estou|ficou|fica|muito|bem|todo|toda|meio) (?:quente|quentinh[oa]|pelando|fervendo)\\b)' + SEM_COISA_QUENTE + '\\w+ \\w+',
      '\\b(?:corpo|testa|cabeca) ' + ate(1) + '(?:quente|pelando|fervendo)\\b',
      '\\bquentura\\b',
      '\\btemperatura ' + ate(1) + '(?:alta|elevada|subiu)\\b',
      '\\bcalafrios?\\b',
      '\\btremedeira de frio\\b',
      // A bare decimal from 37,8 to 41,9 is a temperature ('está com 38,2'; the comma is a space here);
      // the numbers with their context word are read in medidas.ts.
      '\\b(?:37 [89]|3[89] \\d|4[01] \\d)\\b(?! (?:anos?|kg|quilos?|kilos?|cm|mg|ml|reais|semanas?|dias?|meses|horas?))',
    ]),
    // A bare 37,8 or 37,9: a fever, but under the 38 °C some definitions ask for (puerperal fever).
    sinal('temperatura-abaixo-de-38', ['\\b37 [89]\\b(?! (?:anos?|kg|quilos?|semanas?|dias?))'], { leve: true }),
    sinal('rigidez-nuca', [
      '\\b(?:pesco(?:c|s|ss)o|nuca|cangote) ' + ate(2) + '(?:dur[oa]|rigid[oa]|travad[oa]|durinho|endurecid[oa])\\b',
      '\\brigidez ' + ate(1) + '(?:na |no |da |do |de )?(?:nuca|pesco(?:c|s)o)\\b',
      '\\bnao (?:consigo|consegue|da para) (?:encostar|abaixar|dobrar|baixar|colocar|levar|por|mexer) ' + ate(3) + '(?:queixo|cabeca|pescoco)\\b',
      '\\bdoi (?:para|ao|quando) (?:abaixar|dobrar|mexer) ' + ate(1) + '(?:cabeca|pescoco)\\b',
    ]),
    sinal('fotofobia', [
      '\\bfotofobia\\b',
      '\\b(?:luz|claridade|claro) ' + ate(3) + '(?:incomoda\\w*|doi|doe|doendo|machuca\\w*|fere|ferindo|arde|ardendo|irrita\\w*|agonia)\\b',
      '\\b(?:incomodo|dor|sensibilidade|sensivel) ' + ate(2) + '(?:com|a|na|à) (?:luz|claridade)\\b',
      '\\bnao (?:aguenta|aguento|suporta|suporto|consegue|consigo) ' + ate(2) + '(?:luz|claridade)\\b',
    ]),
    sinal('manchas-nao-somem', [
      '\\b(?:manchas?|manchinhas?|pintinhas?|pontinhos?|bolinhas?|pintas?) ' + ate(5) + 'nao (?:some|somem|sumiu|sumiram|desaparece\\w*|clareia\\w*|apaga\\w*|muda\\w*|fica\\w* branc\\w*)\\b',
      '\\b(?:apert\\w*|pression\\w*|copo) ' + ate(5) + 'nao (?:some|somem|sumiu|sumiram|desaparece\\w*|clareia\\w*|muda\\w*)\\b',
      '\\b(?:manchas?|manchinhas?|pintinhas?|pontinhos?) (?:roxas?|roxinhas?|arroxeadas?|vinho|cor de vinho|escuras?)\\b',
      '\\bpeteq\\w*',
    ]),
    sinal('manchas-pele', ['\\b(?:manchas?|manchinhas?|pintinhas?|pontinhos?|bolinhas?) ' + ate(2) + '(?:vermelh\\w*|no corpo|na pele|pelo corpo)\\b', '\\bmanchas? na pele\\b']),
    sinal('desidratacao', [
      '\\b(?:sem|nao) (?:fazer|faz|fez|esta fazendo|fazendo) xixi\\b',
      '\\bxixi ' + ate(2) + '(?:pouco|pouquinho|quase nada|nada)\\b',
      '\\bfralda\\w* ' + ate(3) + '(?:sec[oa]s?|sequinh[oa]s?)\\b',
      '\\bolhos? fundos?\\b',
      '\\bmoleira ' + ate(1) + '(?:funda|afundada|afundando|baixa|fundinha)\\b',
      '\\bchora sem lagrimas?\\b',
      '\\bnao (?:aceita|quer|consegue) (?:beber|mamar|tomar|engolir) (?:nada|agua|liquidos?|o peito|leite|nem agua)\\b',
      '\\b(?:vomita|vomitando|bota para fora|poe para fora) tudo\\b',
      '\\bnao para nada no estomago\\b',
      '\\bdesidrat\\w*',
    ]),
    // A dry mouth alone is thirst (a hangover, a hot day); it counts toward dehydration only in a
    // small child with vomiting or diarrhoea.
    sinal('boca-seca', ['\\bboca ' + ate(1) + '(?:seca|sequinha|rachada)\\b', '\\blabios? ' + ate(1) + '(?:secos?|rachados?)\\b'], { leve: true }),
    sinal('vomitos', ['\\bvom[ei]n?t\\w*', '\\bvumit\\w*', '\\bgomit\\w*', '\\bvomi\\b', '\\bbot\\w* (?:tudo )?para fora\\b', '\\bgolfa\\w*']),
    // NICE CG84: three or more vomits in a day; once or twice is not 'repeated'.
    sinal('vomitos-repetidos', [
      '\\bvom[ei]n?t\\w* ' + ate(3) + '(?:muito|toda hora|sem parar|varias vezes|muitas vezes|o dia todo|a noite toda|tudo|(?:[3-9]|\\d\\d|tres|quatro|cinco|seis|sete|oito|dez) vezes)\\b',
      '\\b(?:[3-9]|\\d\\d|varias|muitas|tres|quatro|cinco|seis|sete|oito|dez) vezes (?:que |ja )?vomit\\w*',
      '\\bnao (?:consigo|consegue|conseguimos|para|parou|paro|esta parando) (?:de |parar de )?vom[ei]n?t\\w*',
    ]),
    // Nothing stays down, not even water or the medicine (NICE CKS pyelonephritis and NG143: unable
    // to take oral fluids or treatment is a reason for hospital care).
    sinal('intolerancia-oral', [
      '\\bnao (?:consigo|consegue|consegui|conseguiu|esta conseguindo|estou conseguindo|conseguimos) (?:nem )?(?:segurar|segura|manter|reter|engolir e segurar) ' + ate(2) + '(?:nada|remedio|remedios|agua|comida|liquido|comprimido|antibiotico|dipirona)\\b',
      '\\b(?:tudo|qualquer coisa|ate agua|ate a agua|ate o remedio) ' + ate(3) + '(?:volta|voltou|vomit\\w*|poe para fora|bota para fora|pus para fora)\\b',
      '\\bvom[ei]n?t\\w* ' + ate(2) + '(?:o remedio|os remedios|o comprimido|o antibiotico|a medicacao|ate a agua|ate agua|ate o remedio)\\b',
      '\\bnada (?:para|fica|parou|ficou) no estomago\\b',
    ]),
    sinal('imunossupressao', [
      '\\b(?:quimio\\w*|imunossuprim\\w*|imunodeprim\\w*|transplant\\w*|neutropen\\w*|hiv|aids|radioterapia)\\b',
      '\\btratamento (?:de|do|para) cancer\\b',
    ]),
    // A small child shows ear pain by pulling, rubbing or holding the ear (NICE CKS otitis media).
    sinal('dor-ouvido', [
      '\\bdor (?:de|no|nos|na|nas) (?:ouvidos?|orelhas?)\\b',
      '\\b(?:ouvidos?|orelhas?) ' + ate(2) + '(?:doendo|doi|doem|dolorid\\w*|latejando|saindo (?:pus|secrecao|agua))\\b',
      '\\botite\\b',
      '\\bmao (?:no|na|nos|nas) (?:ouvidos?|orelhas?)\\b',
      '\\b(?:pux|cocando|cocar|coca|esfreg|mexe|mexendo|segur|aperta|apertando)\\w* ' + ate(1) + '(?:a |as |o |os |na |no )?(?:orelhas?|orelhinhas?|ouvidos?|ouvidinhos?)\\b',
    ]),
    sinal('dor-garganta', [
      '\\bdor (?:de|na) garganta\\b',
      '\\bgarganta ' + ate(2) + '(?:doendo|doi|inflamad\\w*|arranhando|irritad\\w*|ardendo|raspando)\\b',
      '\\bdor (?:para|ao) engolir\\b',
      '\\bdoi ' + ate(2) + '(?:para|ao|quando|pra) (?:engolir|engulo|engole)\\b',
      '\\b(?:engolir|engulo|engole) ' + ate(2) + '(?:doi|doendo|machuca|arranha)\\b',
      '\\bamigdal\\w*',
    ]),
    sinal('placas-garganta', [
      '\\bplacas? ' + ate(2) + '(?:pus|brancas?|na garganta|nas amigdalas|amarel\\w*)\\b',
      '\\bpus ' + ate(2) + '(?:garganta|amigdalas?)\\b',
      '\\b(?:garganta|amigdalas?) ' + ate(3) + '(?:pus|placas?|pontos brancos|bolinhas brancas)\\b',
    ]),
    sinal('tosse', ['\\btosse\\w*', '\\bto(?:ss|s|c)(?:e|es|ezinha|inha|indo|iu|i|ia|iram)\\b', '\\bpigarro\\b']),
    sinal('catarro-colorido', ['\\b(?:catarro|secrecao|escarro) ' + ate(2) + '(?:verde|amarel\\w*|esverdead\\w*|grosso|com pus)\\b']),
    sinal('dor-urinar', [
      '\\b(?:dor|ardencia|ardor|queimacao|arde|ardendo|queima|queimando|doi) ' + ate(3) + '(?:urinar|fazer xixi|xixi|mijar|fazer pipi)\\b',
      '\\b(?:xixi|urina) ' + ate(2) + '(?:ardendo|queimando|doendo|arde|queima)\\b',
      '\\bcistite\\b',
      '\\binfeccao (?:de|na|urinaria|de urina)\\b',
      '\\b(?:vontade de urinar|vontade de fazer xixi|urinando|fazendo xixi) ' + ate(2) + '(?:toda hora|o tempo todo|muitas vezes|a toda hora)\\b',
    ]),
    sinal('dor-lombar', [
      '\\bdor ' + ate(3) + '(?:costas|lombar|lombo|rins?|cadeiras?|flanco|lado das costas)\\b',
      '\\b(?:costas|lombar|rins?|cadeiras?) ' + ate(2) + '(?:doendo|doi|latejando)\\b',
      '\\bdor nas costas\\b',
      '\\bcolica (?:renal|de rim|nefretica)\\b',
      // Flank pain, where the kidney is (pyelonephritis and renal colic are felt there).
      '\\b(?:altura|regiao|perto|lado|em cima) (?:do|dos) rins?\\b',
      '\\b(?:rim|rins) ' + ate(2) + '(?:doendo|doi|doem|dolorid\\w*|latejando|inflamad\\w*|atacad\\w*)\\b',
      '\\b(?:pontada|fisgada|pancada|dor) ' + ate(3) + '(?:no|nos|do|dos) (?:rim|rins)\\b',
      '\\bdoi ' + ate(2) + '(?:bate|bater|bato|batem|encosta) ' + ate(2) + '(?:costas|lombar|rim|rins)\\b',
    ]),
    sinal('mordida-animal', [
      '\\b(?:mordid[oa]|mordida|arranhad[oa]|arranhao) ' + ate(2) + '(?:de |por |pelo |pela )?(?:cachorro|cao|gato|morcego|macaco|rato|sagui|animal)\\b',
      '\\b(?:cachorro|cao|gato|morcego|macaco|rato|sagui) ' + ate(3) + '(?:me )?(?:mordeu|arranhou|morder)\\b',
    ]),
    sinal('diabetes', ['\\bdiabet\\w*', '\\binsulina\\b', '\\bmetformina\\b', '\\bglifage\\b']),
    sinal('sede-intensa', ['\\bmuita sede\\b', '\\bsede (?:demais|o tempo todo|toda hora)\\b', '\\burinando (?:muito|demais)\\b', '\\bmijando muito\\b']),
    sinal('respiracao-rapida-funda', ['\\brespira\\w* ' + ate(2) + '(?:rapid\\w*|fund[oa]|ofegante|acelerad\\w*)\\b', '\\bhalito (?:de|com cheiro de) (?:fruta|maca|acetona)\\b']),
    // Sepsis and shock (NICE NG51 high-risk criteria; NICE CG84 'clinical shock'): cold hands and
    // feet, mottled or ashen skin, a known infection, feeling gravely ill.
    sinal('extremidades-frias', [
      '\\b(?:maos?|maozinhas?|pes|pe|pezinhos?|extremidades|dedos|bracos?|pernas?|perninhas?) ' + ate(3) + '(?:gelad\\w*|fri[oa]s?|friinh\\w*)\\b',
      '\\b(?:gelad|fri)[oa]s? (?:nas|nos) (?:maos|pes|extremidades)\\b',
    ]),
    sinal('pele-moteada', [
      '\\bpele ' + ate(2) + '(?:rajad\\w*|manchad\\w*|marmorizad\\w*|mosquead\\w*|rendilhad\\w*|cinzent\\w*|acinzentad\\w*)\\b',
      '\\b(?:marmorizad|mosquead|rendilhad|acinzentad)\\w*',
      '\\b(?:esta|ficou|fica|ficando) (?:todo |toda |meio |bem )?(?:cinza|cinzent[oa]|cor de cinza)\\b',
      '\\broxas? (?:nos|nas) (?:joelhos|pernas|coxas)\\b',
      '\\b(?:joelhos|pernas|coxas) ' + ate(2) + '(?:roxos|roxas|arroxead\\w*|rajad\\w*)\\b',
    ]),
    sinal('infeccao', [
      '\\binfeccao (?:de urina|urinaria|na urina|no rim|nos rins|renal|no pulmao|pulmonar|no sangue|generalizada|na barriga)\\b',
      '\\b(?:pneumonia|pielonefrite|sepse|septicemia|infeccao generalizada)\\b',
      '\\b(?:tomando|comecou|comecei|comecamos|usando|iniciou|iniciei|esta no) (?:o |um )?antibiotico\\b',
    ]),
    sinal('estado-geral-grave', [
      '\\bnao (?:consigo|consegue) (?:nem )?(?:levantar|ficar em pe|sair da cama)\\b',
      '\\b(?:nunca me senti|nunca senti) tao mal\\b',
      '\\b(?:estou|esta|me sinto|se sente) (?:muito|mt) mal\\b',
      '\\bsensacao (?:de|que) (?:vou|vai) morrer\\b',
    ]),
    // Feeding in a baby (AIDPI 'não consegue mamar' is a general danger sign; NICE NG9: intake at
    // half the usual or less in bronchiolitis).
    sinal('recusa-alimentar', [
      '\\bnao (?:quer|consegue|aceita|esta conseguindo|pega|esta pegando|esta querendo) (?:mais )?(?:mamar|o peito|pegar o peito|a mamadeira|mamadeira|o leite|leite)\\b',
      '\\b(?:recusa|recusando|rejeita|rejeitando) (?:o peito|a mamadeira|mamar|o leite|leite)\\b',
      '\\bparou de mamar\\b',
      '\\bsem forca para mamar\\b',
    ]),
    sinal('mamando-pouco', [
      '\\b(?:mamando|mama|mamou|tomando|tomou) ' + ate(1) + '(?:metade|menos|pouco|pouquinho|bem menos|muito menos|muito pouco|quase nada|mal)\\b',
      '\\b(?:mamadas?|mamadeiras?) ' + ate(2) + '(?:pela metade|menores|mais curtas)\\b',
    ]),
    sinal('apneia-bebe', [
      '\\b(?:para|parou|parando|esquece|fica|ficou) (?:de |sem )respirar\\b',
      '\\bapneia\\b',
      '\\bprende a respiracao ' + ate(2) + '(?:e fica|roxo|cinza)\\b',
    ]),
    // Dengue, chikungunya and zika (Ministério da Saúde: suspected case and its warning signs) and
    // malaria after the Amazon region (Ministério da Saúde, Guia de tratamento da malária).
    sinal('dor-retro-orbitaria', [
      '\\b(?:dor|doi|doe|doendo|dolorid\\w*) ' + ate(2) + '(?:atras|fundo|por tras) dos olhos\\b',
      '\\b(?:atras|fundo|por tras) dos olhos ' + ate(2) + '(?:doi|doe|doendo|dor)\\b',
      '\\bdor retro ?orbit\\w*',
      '\\bolhos ' + ate(1) + '(?:doem|doendo|doi) (?:para|ao|quando) (?:mexer|olhar)\\b',
    ]),
    sinal('arbovirose', ['\\b(?:dengue|zika|chikungunya|chicungunha|chicungunya|chikungunha|febre amarela)\\b']),
    sinal('artralgia', [
      '\\bdor(?:es)? ' + ate(3) + '(?:juntas|articulac\\w*|juntura\\w*)\\b',
      '\\b(?:juntas|articulacoes|junturas) ' + ate(2) + '(?:doendo|doi|doem|inchad\\w*|dolorid\\w*|travad\\w*)\\b',
    ]),
    sinal('viagem-area-malaria', [
      '\\b(?:amazonia|amazonica|amazonas|manaus|acre|rondonia|roraima|amapa|porto velho|boa vista|macapa|rio branco|santarem|maraba|garimpo|africa|angola|mocambique|nigeria)\\b',
      '\\bmalaria\\b',
    ]),
    sinal('sangramento-mucosa', [
      '\\bgengivas? ' + ate(2) + '(?:sangr\\w*|sangue)\\b',
      '\\bsangr\\w* ' + ate(2) + '(?:pela|na|da) gengiva\\b',
      '\\bnariz ' + ate(2) + 'sangr\\w*\\b',
      '\\bsangr\\w* ' + ate(2) + '(?:pelo|no|do) nariz\\b',
    ]),
    // Rashes with fever (NICE NG143: fever with a rash is assessed; scarlet fever: sandpaper rash,
    // strawberry tongue; chickenpox in adults: antiviral within 24 hours, NICE CKS).
    sinal('exantema-escarlatina', [
      '\\b(?:aspera|aspero|asperas|asperos|aspereza) ' + ate(2) + '(?:lixa)\\b',
      '\\b(?:tipo|como|parece|igual|feito) (?:uma )?lixa\\b',
      '\\blingua ' + ate(2) + '(?:de morango|de framboesa|cor de morango|muito vermelha|bem vermelha|vermelhona)\\b',
      '\\bescarlatina\\b',
    ]),
    // Chickenpox: little blisters with clear fluid spreading over the trunk (NICE CKS chickenpox).
    sinal('catapora', [
      '\\b(?:catapora|varicela)\\b',
      '\\b(?:bolhinhas?|bolinhas?|bolhas?|pipoquinhas?|carocinhos?|pintinhas?|feridinhas?) ' + ate(3) + '(?:pelo corpo|no corpo todo|no corpo inteiro|espalhad\\w*|(?:pelo|no) (?:peito|tronco|corpo) (?:todo|inteiro)|por todo o corpo)\\b',
      '\\b(?:bolhinhas?|bolinhas?|bolhas?|pipoquinhas?|carocinhos?|pintinhas?) (?:com|de|cheias? de|d) (?:agua|aguinha|liquido|agua dentro)\\b ' + ate(4) + '(?:peito|costas|barriga|tronco|corpo|rosto|couro cabeludo|bracos|pernas)\\b',
      '\\b(?:peito|costas|barriga|tronco|corpo) ' + ate(4) + '(?:bolhinhas?|bolinhas?|bolhas?) (?:com|de|cheias? de|d) (?:agua|aguinha|liquido)\\b',
    ]),
    // Pus collections and the lactating breast (NICE CKS: abscess, mastitis).
    sinal('colecao-pus', [
      '\\b(?:caroco|caroso|carocinho|bolinha|bola|inchaco|nodulo|furunculo|ferida|machucado|dedo|unha|nascida|corte|espinha|calombo|bolota|ingua|abscesso) ' + ate(4) + '(?:pus|purulent\\w*)\\b',
      '\\b(?:tem|tinha|com|formou|formando|formando um|juntou|juntando|acumulou|acumulando|ponto de|ponta de|bolsa de|bolsinha de) (?:um pouco de |muito |um )?pus\\b',
      '\\bpus (?:dentro|por dentro|embaixo|amarelo|branco)\\b',
      '\\b(?:carnegao|postema|tumor de pus)\\b',
      '\\b(?:cheio|cheia) de pus\\b',
      '\\b(?:saindo|sai|saiu|soltando|escorrendo|vazando|minando) (?:um pouco de |muito )?pus\\b',
      '\\b(?:abscesso|furunculo|unheiro|panaricio|leicenco)\\b',
    ]),
    // A lump under the skin that is red, hot, hard or throbbing (NICE CKS skin abscess, cellulitis).
    sinal('caroco-inflamado', [
      '\\b(?:caroco|caroso|carocinho|calombo|bolota|bola|bolinha|nodulo|inchaco|ingua|nascida|furunculo) ' + ate(6) + '(?:vermelh\\w*|quente|latej\\w*|inflamad\\w*|infeccionad\\w*|infectad\\w*)\\b',
      '\\b(?:vermelh\\w*|quente|inflamad\\w*) ' + ate(3) + '(?:caroco|caroso|calombo|bolota|nodulo|ingua)\\b',
    ]),
    sinal('amamentando', ['\\b(?:amamentando|amamento|amamentar|dando (?:de )?mamar|dando o peito|lactante|lactacao)\\b']),
    sinal('mama-inflamada', [
      '\\b(?:peito|mama|seio|peitos|mamas|seios) (?:\\w+ ){0,3}?(?:vermelh\\w*|empedrad\\w*|inchad\\w*|quente|dur[oa]s?|endurecid\\w*|com caroco)\\b',
      '\\b(?:mastite|empedr\\w*)\\b',
    ]),
    // The throat that closes (NICE CKS sore throat: drooling or unable to swallow saliva suggests
    // epiglottitis; a muffled voice or an unopenable mouth, a peritonsillar abscess).
    sinal('nao-engole-saliva', [
      '\\bnao (?:consegue|consigo|esta conseguindo|estou conseguindo) (?:nem )?' + ENGOLIR + ' (?:nem )?(?:a |o )?(?:propria |proprio )?(?:saliva|cuspe|baba)\\b',
      '\\bbaba\\w* ' + ate(4) + 'nao (?:consegue|consigo) ' + ENGOLIR + '\\b',
      '\\b(?:saliva|cuspe|baba) ' + ate(3) + '(?:nao desce|nao passa|escorrendo porque nao)\\b',
    ]),
    sinal('abscesso-garganta', [
      '\\bnao (?:consigo|consegue) abrir (?:direito )?a boca\\b',
      '\\bvoz ' + ate(2) + '(?:abafada|de batata quente|embolada|de quem tem algo na boca)\\b',
      '\\b(?:batata quente|ovo quente) na boca\\b',
      '\\bfala ' + ate(2) + '(?:abafada|de batata quente)\\b',
    ]),
    // Drooling in someone old enough not to drool: with a sore throat and trouble swallowing, the
    // airway may be closing (NICE CKS sore throat: drooling suggests epiglottitis).
    sinal('baba-escorrendo', ['\\bbab(?:ando|ava|ei|ou|a muito|a sem parar)\\b', '\\b(?:saliva|baba) ' + ate(2) + '(?:escorrendo|escorre|pingando|caindo)\\b'], { leve: true }),
    // Many sores over the mouth and gums in a small child with fever (NICE CKS herpes simplex, oral:
    // primary gingivostomatitis; a child who will not drink is assessed the same day).
    sinal('feridas-boca-multiplas', [
      '\\b(?:cheio|cheia|monte|varias|muitas|um monte de|toda|todo) ' + ate(2) + '(?:feridas?|feridinhas?|aftas?|bolhinhas?|machucadinhos?|afitas?|ulceras?|pontinhos brancos) ' + ate(3) + '(?:boca|gengivas?|lingua|ceu da boca|garganta)\\b',
      '\\b(?:boca|gengivas?|lingua) ' + ate(3) + '(?:cheia|cheio|toda|todo|tomada) ' + ate(2) + '(?:de )?(?:feridas?|feridinhas?|aftas?|afitas?|bolhinhas?|machucadinhos?|ulceras?)\\b',
      '\\b(?:feridas?|feridinhas?|aftas?|afitas?|bolhinhas?|ulceras?) ' + ate(4) + '(?:boca e (?:na |nas )?gengivas?|gengivas? e (?:na )?(?:boca|lingua)|lingua e (?:na |nas )?(?:gengivas?|boca)|boca toda|boca inteira)\\b',
      '\\b(?:gengivoestomatite|estomatite herpetica|estomatite)\\b',
    ]),
    sinal('otorreia', [
      '\\b(?:ouvido|orelha) ' + ate(4) + '(?:secrecao|pus|liquido|agua amarela|melecando)\\b',
      '\\b(?:secrecao|pus|liquido) ' + ate(3) + '(?:ouvido|orelha)\\b',
      '\\bdoi ' + ate(2) + '(?:puxo|puxa|encosto|mexo) ' + ate(1) + 'orelha\\b',
    ]),
    // A hot, red, swollen joint (NICE CKS: septic arthritis and gout are seen the same day); two of
    // the three signs, so a sprained ankle that swelled a little is not one.
    sinal('articulacao-inflamada', [
      '\\b(?:dedao|joelho|tornozelo|articulacao|junta|punho|cotovelo|ombro|dedo) ' + ate(4) + '(?:inchad\\w*|vermelh\\w*|quente),? (?:e )?(?:\\w+ )?(?:inchad\\w*|vermelh\\w*|quente)\\b',
      '\\b(?:crise de )?gota\\b(?! (?:de|d) )',
    ]),
    // Diabetic foot (NICE NG19: an active foot wound in diabetes is seen within one working day).
    sinal('ferida-pe', [
      '\\b(?:ferida|feridinha|machucado|bolha|ulcera|corte|calo rachado) ' + ate(3) + '(?:pe|pes|dedo do pe|dedao|calcanhar|sola|planta do pe)\\b',
      '\\b(?:pe|pes|dedao|calcanhar) ' + ate(3) + '(?:ferida|machucad\\w*|ulcera|necros\\w*|pret[oa]|com pus)\\b',
    ]),
    // Dental abscess (NICE CKS: a swollen face from a tooth is seen urgently by a dentist or doctor).
    sinal('dor-dente', ['\\bdor (?:de|no|nos) dentes?\\b', '\\bdentes? ' + ate(2) + '(?:doendo|doi|inflamad\\w*|infeccionad\\w*|podre|latejando)\\b', '\\bdente do siso\\b']),
    sinal('inchaco-face-dente', [
      '\\b(?:rosto|cara|bochecha|face|maxilar|queixo) ' + ate(3) + '(?:inchad\\w*|inchou|inchando)\\b',
      '\\binchaco ' + ate(2) + '(?:rosto|cara|bochecha)\\b',
    ]),
    // A swollen gum is an abscess only with a toothache; alone it is teething or gingivitis (home care).
    sinal('gengiva-inchada', ['\\bgengivas? ' + ate(3) + '(?:inchad\\w*|inchou|inchando)\\b', '\\binchaco ' + ate(2) + 'gengivas?\\b'], { leve: true }),
    // Sickle cell disease (Ministério da Saúde, Doença falciforme: fever and pain that oral
    // analgesics do not relieve go to the emergency room).
    sinal('falciforme', ['\\bfalciform\\w*', '\\bsiclemi\\w*', '\\bhemoglobina ss\\b']),
    sinal('crise-dolorosa', ['\\bcrise (?:de |das )?dor\\w*', '\\bcrise (?:falciforme|vaso ?oclusiva|de falcizacao)\\b']),

    // Leptospirosis (Ministério da Saúde): fever after contact with flood water, mud or rats.
    sinal('enchente', ['\\b(?:enchente|alagamento|lama da enchente|agua da chuva|esgoto|leptospirose|urina de rato|xixi de rato)\\b', '\\b(?:rua|casa) ' + ate(1) + 'alagad\\w*']),
    sinal('cirurgia-recente', [
      '\\b(?:operei|operou|fui operad[oa]|foi operad[oa]|pos operatorio|pos cirurgi\\w*)\\b',
      '\\b(?:fiz|fez|tive) (?:uma )?(?:cirurgia|operacao)\\b',
      '\\b(?:cirurgia|operacao) ' + ate(1) + '(?:ha|faz) (?:\\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez) (?:dias?|semanas?)\\b',
    ]),
    // A fever after a vaccine in a well child is expected (Ministério da Saúde, eventos adversos pós-vacinação).
    sinal('pos-vacina', ['\\b(?:depois|apos|desde) (?:d[ao]s? |de )?(?:vacin\\w*|vacina)\\b', '\\bvacin\\w* ' + ate(2) + '(?:ontem|hoje|anteontem)\\b'], { leve: true }),
    // Glucose without a number: a low the patient names, or a meter that reads 'HI' (too high to measure).
    sinal('hipoglicemia', [
      '\\bhipoglicemi\\w*',
      '\\b(?:glicose|glicemia|acucar|dextro|hgt) ' + ate(2) + '(?:caiu|baixou|baixa|despencou|muito baixa|la embaixo)\\b',
    ]),
    sinal('glicose-altissima', [
      '\\b(?:glicosimetro|aparelho|glicose|glicemia|dextro|hgt|acucar) ' + ate(3) + '(?:hi|high|nem le|nao le|nao marca|so da hi|da erro de alta)\\b',
      '\\b(?:cetoacidose|cetonas?|corpos cetonicos)\\b',
    ]),
  ],
  regras: [
    {
      nivel: 'emergencia',
      motivo: 'Febre com rigidez de nuca ou dor ao olhar para a luz',
      emergencia: 'meningite',
      quando: (c) => c.febre && c.algum('rigidez-nuca', 'fotofobia'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Rigidez de nuca com dor de cabeça ou vômitos',
      emergencia: 'meningite',
      quando: (c) => c.tem('rigidez-nuca') && c.algum('cefaleia', 'vomitos', 'fotofobia'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Febre com manchas na pele que não somem ao apertar',
      emergencia: 'meningite',
      quando: (c) => c.tem('manchas-nao-somem') && (c.febre || criancaPequena(c)),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Manchas roxas ou que não somem ao apertar',
      quando: (c) => c.tem('manchas-nao-somem'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Criança com febre, muito mole, sonolenta ou difícil de acordar',
      emergencia: 'grave',
      quando: (c) => c.febre && idadeMeses(c) < 144 && c.tem('sonolencia-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Criança com febre e prostrada (molinha, sem reação)',
      quando: (c) => c.febre && idadeMeses(c) < 144 && c.tem('prostracao-crianca'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê com menos de 3 meses com febre',
      quando: (c) => c.febre && idadeMeses(c) < 3,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê de 3 a 6 meses com febre de 39 °C ou mais',
      quando: (c) => idadeMeses(c) < 6 && temperatura(c) >= 39,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Bebê com menos de 1 ano com febre',
      quando: (c) => c.febre && idadeMeses(c) < 12,
    },
    {
      nivel: 'emergencia',
      motivo: 'Sinais de sepse: infecção ou febre com confusão, pressão baixa, pele manchada ou acinzentada, ou mãos e pés gelados',
      emergencia: 'grave',
      quando: (c) =>
        (c.febre || c.tem('infeccao')) &&
        (c.algum('pele-moteada', 'confusao', 'sonolencia-grave') ||
          pressaoBaixa(c) ||
          (c.tem('extremidades-frias') && c.algum('prostracao-crianca', 'fraqueza', 'estado-geral-grave', 'palidez', 'tontura', 'respiracao-rapida-funda')) ||
          (c.tem('respiracao-rapida-funda') && c.tem('palpitacao') && c.algum('estado-geral-grave', 'fraqueza', 'tontura'))),
    },
    {
      nivel: 'emergencia',
      motivo: 'Sinais de choque na criança: desidratação com mãos e pés gelados, pele manchada ou sonolência',
      emergencia: 'grave',
      quando: (c) => criancaPequena(c) && (c.tem('desidratacao') || c.algum('diarreia', 'vomitos')) && c.algum('extremidades-frias', 'pele-moteada', 'sonolencia-grave') && (c.tem('desidratacao') || c.tem('prostracao-crianca')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre com respiração acelerada e coração disparado, mãos e pés gelados ou mal-estar intenso (risco de sepse)',
      quando: (c) =>
        c.febre &&
        ((c.tem('respiracao-rapida-funda') && c.tem('palpitacao')) ||
          c.tem('extremidades-frias') ||
          (c.tem('estado-geral-grave') && ((c.idadeAnos ?? 0) >= 65 || c.algum('respiracao-rapida-funda', 'palpitacao', 'vomitos-repetidos', 'imunossupressao')))),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre com mal-estar intenso (não consegue levantar)',
      quando: (c) => c.febre && c.tem('estado-geral-grave'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Bebê que para de respirar ou fica acinzentado',
      emergencia: 'respiratoria',
      quando: (c) => idadeMeses(c) < 12 && (c.tem('apneia-bebe') || (idadeMeses(c) < 3 && c.tem('pele-moteada'))),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê com menos de 3 meses que não quer mamar',
      quando: (c) => idadeMeses(c) < 3 && c.tem('recusa-alimentar'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê com sintomas respiratórios mamando metade do normal ou menos',
      quando: (c) => idadeMeses(c) < 12 && c.algum('mamando-pouco', 'recusa-alimentar') && c.algum('tosse', 'resfriado', 'chiado', 'cansaco-respirar', 'respiracao-crianca-grave', 'respiracao-rapida-funda'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Bebê mamando menos que o normal',
      quando: (c) => idadeMeses(c) < 12 && c.algum('mamando-pouco', 'recusa-alimentar'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Febre com dificuldade para engolir a própria saliva (risco de obstrução da garganta)',
      emergencia: 'respiratoria',
      quando: (c) => c.tem('nao-engole-saliva') && (c.febre || c.tem('dor-garganta')),
    },
    {
      nivel: 'emergencia',
      motivo: 'Babando sem conseguir engolir, com voz abafada ou dor de garganta (risco de obstrução da garganta)',
      emergencia: 'respiratoria',
      // Drooling is normal in a baby who is teething: from 2 years on it means the throat is closing.
      quando: (c) =>
        idadeMeses(c) >= 24 &&
        c.tem('baba-escorrendo') &&
        c.algum('nao-engole-saliva', 'nao-consegue-engolir', 'abscesso-garganta', 'estridor') &&
        (c.febre || c.algum('dor-garganta', 'abscesso-garganta', 'garganta-inchada')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Criança pequena com a boca cheia de feridas e febre ou sem conseguir comer (possível gengivoestomatite)',
      quando: (c) => c.tem('feridas-boca-multiplas') && (c.febre || idadeMeses(c) < 72) && (c.febre || c.algum('inapetencia', 'recusa-alimentar', 'mamando-pouco', 'sangramento-mucosa')),
    },
    {
      nivel: 'consulta',
      motivo: 'Muitas feridas na boca',
      quando: (c) => c.tem('feridas-boca-multiplas'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor de garganta com voz abafada ou sem conseguir abrir a boca (possível abscesso)',
      quando: (c) => c.tem('abscesso-garganta') && (c.febre || c.tem('dor-garganta')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sinais de desidratação',
      quando: (c) =>
        (c.tem('desidratacao') && (criancaPequena(c) || (c.idadeAnos ?? 0) >= 65 || c.algum('diarreia', 'vomitos'))) ||
        (c.tem('boca-seca') && criancaPequena(c) && c.algum('diarreia', 'vomitos-repetidos') && c.algum('prostracao-crianca', 'recusa-alimentar')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Doença falciforme com febre ou crise de dor',
      quando: (c) => c.tem('falciforme') && (c.febre || c.algum('crise-dolorosa', 'dor-intensa', 'dor-abdominal', 'dor-lombar', 'alarme-cardiaca', 'cansaco-respirar')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Suspeita de dengue com sinal de alarme (dor abdominal forte, vômitos persistentes, sangramento, tontura ou sonolência)',
      quando: (c) =>
        suspeitaArbovirose(c) &&
        (c.algum('vomitos-repetidos', 'sangramento-mucosa', 'sonolencia-grave', 'tontura', 'desidratacao') || (c.tem('dor-abdominal') && c.tem('dor-intensa'))),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre com dor atrás dos olhos ou nas articulações (suspeita de dengue, zika ou chikungunya)',
      quando: suspeitaArbovirose,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre depois de estar em área de malária (região amazônica): exame no mesmo dia',
      quando: (c) => c.febre && c.tem('viagem-area-malaria'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre com manchas vermelhas na pele',
      quando: (c) => c.febre && c.algum('manchas-pele', 'exantema-escarlatina'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Catapora em adulto, gestante, bebê ou imunidade baixa',
      quando: (c) => c.tem('catapora') && ((c.idadeAnos ?? 0) >= 14 || c.gestante || idadeMeses(c) < 12 || c.tem('imunossupressao')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Caroço ou ferida com pus e febre em quem tem diabetes ou imunidade baixa',
      quando: (c) => c.tem('colecao-pus') && c.febre && c.algum('diabetes', 'imunossupressao'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Caroço ou ferida com pus (possível abscesso)',
      quando: (c) => c.tem('colecao-pus'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Caroço vermelho, quente ou latejando com febre (possível abscesso)',
      quando: (c) => c.tem('caroco-inflamado') && c.febre,
    },
    {
      nivel: 'consulta',
      motivo: 'Caroço vermelho, quente ou latejando',
      quando: (c) => c.tem('caroco-inflamado'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Articulação quente, vermelha e inchada (possível artrite infecciosa ou gota)',
      quando: (c) => c.tem('articulacao-inflamada'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Ferida no pé em quem tem diabetes',
      quando: (c) => c.tem('diabetes') && c.tem('ferida-pe'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de dente com rosto ou gengiva inchados (possível abscesso dentário)',
      quando: (c) => c.tem('dor-dente') && c.algum('inchaco-face-dente', 'gengiva-inchada'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Mama vermelha, endurecida ou dolorida com febre (possível mastite)',
      quando: (c) => c.tem('mama-inflamada') && c.febre && (c.algum('amamentando', 'puerperio') || c.sexo === 'feminino'),
    },
    {
      nivel: 'consulta',
      motivo: 'Mama vermelha, endurecida ou dolorida na amamentação',
      quando: (c) => c.tem('mama-inflamada') && c.algum('amamentando', 'puerperio'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre em quem está em quimioterapia ou com a imunidade baixa',
      quando: (c) => c.febre && c.tem('imunossupressao'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre de 41 °C ou mais',
      quando: (c) => temperatura(c) >= 41,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre com dor nas costas (região dos rins) e vômitos (possível pielonefrite)',
      quando: (c) => c.febre && c.tem('dor-lombar') && c.algum('vomitos', 'intolerancia-oral'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre com infecção urinária sem conseguir segurar líquidos nem o remédio',
      quando: (c) => c.febre && c.tem('intolerancia-oral') && c.algum('dor-urinar', 'infeccao'),
    },
    {
      nivel: 'pronto-socorro',
      // Ministério da Saúde, pré-natal: pyelonephritis in pregnancy is treated in hospital.
      motivo: 'Febre com dor nas costas ou ardência para urinar na gravidez (possível pielonefrite)',
      quando: (c) => c.febre && c.gestante && c.algum('dor-lombar', 'dor-urinar'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre com ardência para urinar ou dor nas costas',
      quando: (c) => c.febre && c.algum('dor-urinar', 'dor-lombar'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Ardência ou dor para urinar na gravidez',
      quando: (c) => c.tem('dor-urinar') && c.gestante,
    },
    {
      nivel: 'consulta',
      motivo: 'Ardência ou dor para urinar',
      quando: (c) => c.tem('dor-urinar'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre há 3 dias ou mais',
      quando: (c) => c.febre && (c.medidas.duracaoDias ?? 0) >= 3,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Criança com febre de 39 °C ou mais',
      quando: (c) => temperatura(c) >= 39 && idadeMeses(c) < 144,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre de 39,5 °C ou mais',
      quando: (c) => temperatura(c) >= 39.5,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de ouvido com febre',
      quando: (c) => c.tem('dor-ouvido') && (c.febre || criancaPequena(c)),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de ouvido com secreção ou dor ao puxar a orelha',
      quando: (c) => c.tem('otorreia') && (c.tem('dor-ouvido') || c.febre),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de garganta com placas de pus ou febre alta',
      // Centor: pus on the tonsils is itself a finding the physician weighs, with or without the word 'dor'.
      quando: (c) => c.tem('placas-garganta') || (c.tem('dor-garganta') && temperatura(c) >= 38.5),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Tosse com febre e catarro colorido',
      quando: (c) => c.tem('tosse') && c.febre && c.tem('catarro-colorido'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Mordida ou arranhão de animal (avaliar profilaxia da raiva)',
      quando: (c) => c.tem('mordida-animal'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Glicemia muito baixa com confusão ou sonolência',
      emergencia: 'grave',
      quando: (c) => (c.medidas.glicemiaMinima ?? 999) < 70 && c.algum('confusao', 'sonolencia-grave', 'alarme-desmaio'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Glicemia abaixo de 54 mg/dL',
      quando: (c) => (c.medidas.glicemiaMinima ?? 999) < 54,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Glicemia muito alta (300 mg/dL ou mais) com vômitos, sede intensa ou respiração acelerada',
      quando: (c) => (c.medidas.glicemiaMaxima ?? 0) >= 300 && c.algum('vomitos', 'sede-intensa', 'respiracao-rapida-funda', 'confusao', 'sonolencia-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Glicemia de 400 mg/dL ou mais',
      quando: (c) => (c.medidas.glicemiaMaxima ?? 0) >= 400,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Glicemia alta (250 mg/dL ou mais) ou baixa (abaixo de 70 mg/dL)',
      quando: (c) => (c.medidas.glicemiaMaxima ?? 0) >= 250 || (c.medidas.glicemiaMinima ?? 999) < 70,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre em quem tem diabetes, em idoso ou na gravidez',
      quando: (c) => c.febre && (c.tem('diabetes') || (c.idadeAnos ?? 0) >= 75 || c.gestante),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre depois de enchente ou contato com rato, com olhos amarelos, urina escura, sangramento ou pouca urina (possível leptospirose)',
      quando: (c) => c.febre && c.tem('enchente') && c.algum('ictericia', 'urina-escura', 'sangramento-mucosa', 'anuria', 'cansaco-respirar'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre depois de enchente, lama ou contato com rato (avaliar leptospirose)',
      quando: (c) => c.febre && c.tem('enchente'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre depois de uma cirurgia recente',
      quando: (c) => c.febre && c.tem('cirurgia-recente'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Hipoglicemia com confusão, sonolência ou desmaio',
      emergencia: 'grave',
      quando: (c) => c.tem('hipoglicemia') && c.algum('confusao', 'sonolencia-grave', 'alarme-desmaio'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Glicemia alta demais para o aparelho medir ou cetonas (risco de cetoacidose)',
      quando: (c) => c.tem('glicose-altissima'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Hipoglicemia (açúcar baixo)',
      quando: (c) => c.tem('hipoglicemia'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sede e xixi em excesso em criança ou adolescente (possível diabetes)',
      quando: (c) => c.tem('sede-intensa') && idadeMeses(c) < 216,
    },
    {
      nivel: 'autocuidado',
      motivo: 'Criança com febre baixa, ativa e se alimentando (sem sinais de alerta)',
      quando: criancaBemComFebre,
    },
    {
      nivel: 'consulta',
      motivo: 'Febre',
      // A low fever of a few days in a healthy adult with a cold is cared for at home (leves.ts).
      quando: (c) => c.febre && !criancaBemComFebre(c) && !(idadeMeses(c) >= 60 && (c.idadeAnos ?? 0) < 65 && temperatura(c) < 39 && (c.medidas.duracaoDias ?? 0) < 3),
    },
  ],
};
