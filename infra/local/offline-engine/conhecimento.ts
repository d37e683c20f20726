/**
 * The offline engine's small medical knowledge base: a pt-BR symptom lexicon, 40 common conditions
 * across the 12 specialties (weighted symptoms, orientation, draft medication, red flags), and the
 * wording of each specialty. Medicines are first-line, mostly over-the-counter suggestions for a
 * DRAFT prescription that a real doctor must validate; those that need a prescription say so.
 */
import type { EspecialidadeId } from '#shared/especialidades.js';
import { normalizarTexto, padrao } from '#shared/texto-clinico.js';

// ---------------------------------------------------------------------------------------------
// Symptom lexicon: patterns in natural spelling, matched on normalised text (see texto-clinico).
// ---------------------------------------------------------------------------------------------

const W = (n: number): string => `(?:\\w+ ){0,${n}}?`;
// What makes a place on the body a skin finding: 'coceira na virilha' is a lesion, 'dor na virilha' is not.
const PELE = String.raw`(?:co[cs]eira|co[cs]ando|co[cs]a|co[cs]am|manchas?|manchad\w*|vermelh\w*|avermelh\w*|lesao|lesoes|assad\w*|micose|frieira|descama\w*|rachad\w*|brancas?|esbranquicad\w*|feridas?|fungos?|pele)`;

const lexico = {
  febre: { rotulo: 'febre', fonte: String.raw`\bfebre\w*|\bfebril\b|\btemperatura (?:alta|elevada)\b|\b3[89](?:[ ,.]\d)? ?graus\b|\bcalafrios?\b` },
  dor_corpo: { rotulo: 'dor no corpo', fonte: String.raw`\bdor(?:es)? (?:no|pelo) corpo\b|\bcorpo ${W(1)}(?:doendo|dolorido|moido)\b|\bdor(?:es)? muscular(?:es)?\b|\bmialgia\b` },
  tosse: { rotulo: 'tosse', fonte: String.raw`\btoss(?:e|es|indo|iu|i|ir|ia|ido)\b` },
  coriza: { rotulo: 'coriza ou nariz entupido', fonte: String.raw`\bcoriza\b|\bnariz ${W(1)}(?:escorrendo|entupido|trancado|congestionado)\b|\bcongest\w* nasal\b|\bespirr\w*|\bresfriad\w*` },
  dor_garganta: { rotulo: 'dor de garganta', fonte: String.raw`\bdor de garganta\b|\bgarganta ${W(1)}(?:inflamada|doendo|irritada|arranhando|dolorida)\b|\bdor ${W(1)}(?:para|ao) engolir\b|\bamigdal\w*` },
  garganta_pus: { rotulo: 'placas ou pus na garganta', fonte: String.raw`\bplacas? ${W(2)}(?:de pus|brancas?|amarel\w*)\b|\bpus na garganta\b|\bamigdalas? ${W(1)}(?:inchad\w*|com pus)\b` },
  perda_olfato: { rotulo: 'perda de olfato ou paladar', fonte: String.raw`\bperdi ${W(1)}(?:o )?(?:olfato|paladar|cheiro)\b|\bsem (?:olfato|paladar)\b|\bnao sinto (?:cheiro|gosto)\b` },
  dor_cabeca: { rotulo: 'dor de cabeça', fonte: String.raw`\bdor(?:es)? de cabeca\b|\bcabeca ${W(1)}(?:doendo|latejando)\b|\bcefaleia\b|\benxaqueca\b` },
  cabeca_latejante: { rotulo: 'dor latejante', fonte: String.raw`\blatej\w*|\bpulsatil\b|\bpulsando\b` },
  sensib_luz: { rotulo: 'incômodo com luz ou barulho', fonte: String.raw`\bsensibilidade ${W(1)}(?:a )?(?:luz|claridade|barulho)\b|\b(?:luz|claridade|barulho) ${W(2)}(?:incomod\w*|irrita\w*|piora)\b|\bfotofobia\b|\baura\b|\bpontos (?:brilhantes|luminosos)\b` },
  cabeca_aperto: { rotulo: 'dor em aperto ou peso na cabeça', fonte: String.raw`\b(?:aperto|peso|pressao|faixa) ${W(2)}(?:na cabeca|na testa|nas temporas)\b|\bdor ${W(2)}(?:dos dois lados|em faixa|em aperto|na testa|nas temporas)\b|\bcabeca pesada\b` },
  dor_nuca: { rotulo: 'dor na nuca', fonte: String.raw`\bdor ${W(2)}nuca\b|\bnuca ${W(1)}(?:doendo|dolorida)\b` },
  nausea: { rotulo: 'enjoo', fonte: String.raw`\bnause\w*|\benjo\w*|\bansia de vomito\b|\bvontade de vomitar\b` },
  // 'ânsia de vômito' and 'vontade de vomitar' are nausea, not vomiting.
  vomito: { rotulo: 'vômitos', fonte: String.raw`(?<!\b(?:ansia|vontade) de )\bvomit\w*` },
  diarreia: { rotulo: 'diarreia', fonte: String.raw`\bdiarr?eia\b|\bintestino solto\b|\bfezes ${W(1)}(?:liquidas|moles|aguadas)\b|\bcoco mole\b` },
  dor_abdominal: { rotulo: 'dor na barriga', fonte: String.raw`\bdor de barriga\b|\bdor ${W(2)}(?:na barriga|no abdome|no abdomen|abdominal)\b|\bbarriga ${W(1)}doendo\b|\bcolica (?:intestinal|na barriga)\b|\bcolicas? abdominal\b` },
  dor_epigastrica: { rotulo: 'dor na boca do estômago', fonte: String.raw`\bboca do estomago\b|\bdor ${W(1)}no estomago\b|\bestomago ${W(1)}doendo\b|\bepigastr\w*` },
  azia: { rotulo: 'azia ou queimação', fonte: String.raw`\bazia\b|\bqueimacao\b(?! ${W(2)}(?:urinar|xixi|urina))|\bqueimando ${W(2)}(?:estomago|peito|garganta)\b|\brefluxo\b|\bgosto (?:amargo|azedo)\b|\bvolta (?:a )?comida\b|\bregurgit\w*` },
  piora_deitar: { rotulo: 'piora ao deitar ou após comer', fonte: String.raw`\bpiora ${W(2)}(?:deitar|deitado|deitada|a noite|depois de comer|apos comer|apos as refeicoes|depois das refeicoes)\b|\bquando (?:eu )?deito\b` },
  empachamento: { rotulo: 'estômago estufado ou má digestão', fonte: String.raw`\bempach\w*|\bestufad\w*|\bestomago cheio\b|\bplenitude\b|\bma digestao\b|\bgases\b|\barrot\w*` },
  aines: { rotulo: 'uso de anti-inflamatórios', fonte: String.raw`\b(?:ibuprofeno|diclofenaco|nimesulida|aspirina|acido acetilsalicilico|anti inflamatorios?|antiinflamatorios?)\b` },
  constipacao: { rotulo: 'intestino preso', fonte: String.raw`\bprisao de ventre\b|\bintestino ${W(1)}preso\b|\bconstipa\w*|\bsem evacuar\b|\bnao ${W(1)}(?:consigo evacuar|evacuo)\b|\bfezes ${W(1)}(?:duras|ressecadas)\b` },
  evacuacao_alterada: { rotulo: 'intestino irregular, gases ou barriga inchada', fonte: String.raw`\balterna\w* ${W(3)}(?:diarreia|intestino preso|prisao de ventre)\b|\bintestino ${W(1)}(?:desregulado|irregular)\b|\bmelhora ${W(2)}(?:depois de|apos|ao) evacuar\b|\bbarriga ${W(1)}(?:inchada|estufada)\b|\binchaco ${W(1)}abdominal\b` },
  ardencia_urinar: { rotulo: 'ardência ou dor ao urinar', fonte: String.raw`\b(?:ardencia|ardor|ardendo|arde|queimacao|queimando|queima|dor|doi|doendo) ${W(3)}(?:urinar|fazer xixi|xixi|mijar|urina)\b|\b(?:xixi|urina) ${W(2)}(?:ardendo|queimando|doendo|arde|queima)\b|\bdisuria\b` },
  urina_frequente: { rotulo: 'vontade de urinar toda hora', fonte: String.raw`\bvontade ${W(2)}(?:urinar|fazer xixi) ${W(2)}(?:toda hora|o tempo todo|toda hora|varias vezes|frequente)\b|\burin\w* ${W(2)}(?:muito|demais|toda hora|muitas vezes|varias vezes)\b(?! ${W(1)}(?:escur\w*|turv\w*|amarel\w*|clar\w*|forte|fedid\w*|com cheiro|cheiros\w*))|\bxixi ${W(1)}(?:toda hora|demais|muitas vezes|varias vezes)\b|\bpolaciuria\b|\bpoliuria\b` },
  urina_alterada: { rotulo: 'urina turva, escura ou com cheiro', fonte: String.raw`\b(?:urina|xixi) ${W(2)}(?:escur[ao]|turv[ao]|com cheiro|cheiro forte|com sangue|avermelhad[ao])\b` },
  dor_baixo_ventre: { rotulo: 'dor no pé da barriga', fonte: String.raw`\bpe da barriga\b|\bbaixo ventre\b|\bdor ${W(2)}(?:na bexiga|acima do pubis|suprapubic\w*)\b` },
  dor_lombar: { rotulo: 'dor nas costas', fonte: String.raw`\bdor ${W(3)}(?:nas costas|na lombar|lombar|na coluna)\b|\bcostas ${W(1)}doendo\b|\blombalgia\b|\bcoluna ${W(1)}(?:doendo|travada)\b|\btravei as costas\b` },
  dor_irradiada_perna: { rotulo: 'dor que desce para a perna', fonte: String.raw`\b(?:irradia\w*|desce|descendo|corre|correndo|vai) ${W(3)}(?:perna|nadega|gluteo)\b|\bciatic\w*` },
  esforco_fisico: { rotulo: 'esforço ou mau jeito', fonte: String.raw`\bpeguei peso\b|\bcarreguei\b|\blevant\w* ${W(2)}peso\b|\bmau jeito\b|\bpostura\b|\bsentad[oa] ${W(2)}(?:o dia todo|muito tempo|horas)\b` },
  coceira: { rotulo: 'coceira', fonte: String.raw`\bco[cs]eira\b|\bco[cs]a(?:ndo|r|m)?\b(?! cola)|\bprurid\w*` },
  mancha_vermelha: { rotulo: 'manchas ou placas vermelhas', fonte: String.raw`\b(?:manchas?|placas?|lesao|lesoes|bolinhas?|empolad\w*|vergoes?) ${W(2)}(?:vermelh\w*|avermelh\w*|rosad\w*)\b|\bvermelhidao\b|\bpele ${W(1)}vermelha\b` },
  pele_seca: { rotulo: 'pele seca ou descamando', fonte: String.raw`\bpele ${W(1)}(?:seca|ressecada|descamando|aspera|rachada)\b|\bressecamento\b|\bdescama\w*` },
  dobras: { rotulo: 'lesões nas dobras', fonte: String.raw`\bdobras?\b|\batras dos joelhos\b|\bparte de dentro do (?:cotovelo|braco)\b` },
  contato_produto: { rotulo: 'contato com produto novo', fonte: String.raw`\b(?:depois|apos) ${W(3)}(?:usar|passar|trocar|lavar) ${W(2)}(?:sabonete|creme|produto|perfume|detergente|sabao|amaciante|bijuteria)\b|\b(?:sabonete|creme|perfume|amaciante|detergente) novo\b|\bproduto novo\b|\bbijuteria\b|\bniquel\b` },
  mancha_redonda: { rotulo: 'mancha arredondada com borda', fonte: String.raw`\b(?:mancha|lesao|rodela|roda) ${W(2)}(?:redonda|circular|em anel|com borda)\b|\bborda ${W(1)}(?:vermelha|elevada|mais escura)\b|\bimpinge\w*|\bpano branco\b|\bmicose\b|\btinea\b` },
  micose_local: { rotulo: 'lesão entre os dedos, na virilha ou nas unhas', fonte: String.raw`\bfrieira\b|\b${PELE} ${W(3)}(?:entre os dedos|na virilha|nas virilhas)\b|\b(?:entre os dedos|virilhas?) ${W(2)}${PELE}|\bunhas? ${W(1)}(?:grossa|amarelada|descolando|esfarelando)\b|\bpe de atleta\b` },
  // The groin as the place of a pain, not a skin finding (micose_local asks for one).
  dor_virilha: { rotulo: 'dor na virilha', fonte: String.raw`\bdor(?:es)? ${W(2)}(?:na|nas|da|das) virilhas?\b|\bvirilhas? ${W(1)}(?:doendo|dolorida|doi)\b` },
  umidade: { rotulo: 'suor ou umidade', fonte: String.raw`\bsuor\b|\bumidade\b|\bumid[oa]\b|\bpiscina\b|\bsapato fechado\b|\bchinelo\b` },
  urticaria: { rotulo: 'placas que aparecem e somem', fonte: String.raw`\burticaria\b|\bvergoes?\b|\bempolad\w*|\baparecem e somem\b|\bmudam de lugar\b|\balergia na pele\b` },
  gatilho_alergico: { rotulo: 'alimento ou remédio novo', fonte: String.raw`\b(?:depois de|apos) ${W(1)}(?:comer|tomar)\b|\bcamarao\b|\bamendoim\b|\bfrutos do mar\b|\bremedio novo\b|\bpicada de (?:inseto|mosquito|abelha)\b` },
  espinhas: { rotulo: 'espinhas ou cravos', fonte: String.raw`\bespinhas?\b|\bcravos?\b|\bacne\b|\bpele ${W(1)}oleosa\b|\boleosidade\b` },
  cansaco: { rotulo: 'cansaço', fonte: String.raw`\bcansac\w*|\bcansad[oa]\b|\bfadiga\b|\bfraqueza\b|\bmoleza\b|\bsem energia\b|\bindisposi\w*|\bexaust\w*` },
  falta_ar_esforco: { rotulo: 'cansaço ou falta de ar aos esforços', fonte: String.raw`\bcans\w* ${W(3)}(?:subir|subo|escada|esforco|andar|ando|caminhar|caminho)\b|\bfalta de ar ${W(3)}(?:esforco|escada|subir|subo|andar|ando|caminhar|deitar)\b|\bacordo ${W(2)}sem ar\b` },
  pernas_inchadas: { rotulo: 'pernas inchadas ou pesadas', fonte: String.raw`\b(?:pernas?|tornozelos?|pes) ${W(2)}(?:inchad\w*|pesad\w*|inchando)\b|\bvarizes\b|\bvasinhos\b|\bpeso nas pernas\b` },
  piora_fim_dia: { rotulo: 'piora no fim do dia', fonte: String.raw`\b(?:piora|pior) ${W(3)}(?:fim do dia|final do dia|em pe)\b` },
  palpitacao: { rotulo: 'palpitações', fonte: String.raw`\bpalpita\w*|\bcoracao ${W(2)}(?:acelerado|disparado|disparando|descompassado|batendo (?:rapido|forte|errado))\b|\bbatedeira\b|\btaquicardia\b|\bfalha ${W(1)}(?:nos|no) batimentos?\b|\barritmia\b` },
  estimulantes: { rotulo: 'café, energético ou estimulantes', fonte: String.raw`\bcafe\b(?! da manha)|\bcafes\b|\benergetico\w*|\bcafeina\b|\bpre treino\b` },
  pressao_alta: { rotulo: 'pressão alta', fonte: String.raw`\bpressao ${W(2)}(?:alta|elevada|subiu|descontrolada)\b|\bhipertens\w*|\b1[4-9] por (?:9|1[0-2])\b|\b1[4-9]\d (?:por|x) \d{2,3}\b` },
  tontura: { rotulo: 'tontura', fonte: String.raw`\btontur\w*|\btont[oa]\b|\bzonz\w*|\bvertigem\b|\btudo ${W(1)}(?:girando|rodando)\b|\bcabeca (?:girando|rodando)\b|\blabirint\w*` },
  vertigem_posicional: { rotulo: 'tontura ao virar a cabeça ou deitar', fonte: String.raw`\b(?:quando|ao) ${W(2)}(?:viro|virar|deito|deitar|levanto|levantar|mexo|mexer) ${W(2)}(?:cabeca|cama|deitad[oa])\b|\bgir\w* ${W(3)}(?:virar|viro|deitar|deito)\b` },
  estresse: { rotulo: 'estresse', fonte: String.raw`\bestres\w*|\bsobrecarga\b|\bpressao no trabalho\b|\btrabalh\w* demais\b|\besgotad[oa]\b|\bburnout\b` },
  trabalho: { rotulo: 'trabalho ou estudos', fonte: String.raw`\btrabalho\b|\bchefe\b|\bemprego\b|\bfaculdade\b|\bprovas?\b|\bconcursos?\b` },
  ansiedade: { rotulo: 'ansiedade', fonte: String.raw`\bansi(?!a de vomito\b)\w*|\bnervos[oa]\b|\bnervosismo\b|\bpreocupa\w* ${W(2)}(?:demais|o tempo todo|com tudo)\b|\bagitad[oa]\b|\binquiet\w*|\bpanico\b` },
  insonia: { rotulo: 'dificuldade para dormir', fonte: String.raw`\binsoni\w*|\bnao ${W(1)}(?:consigo|estou conseguindo) dormir\b|\bdificuldade ${W(1)}(?:para|de) dormir\b|\bacordo ${W(2)}(?:varias vezes|de madrugada|no meio da noite)\b|\bdurmo mal\b|\bdormindo mal\b|\bsono ${W(1)}(?:ruim|pessimo|agitado)\b|\bperdi o sono\b` },
  tristeza: { rotulo: 'tristeza', fonte: String.raw`\btriste\w*|\bdeprimid[oa]\b|\bdepress\w*|\bdesanim\w*|\bvontade de chorar\b|\bchorando\b|\bchoro\b|(?<!\bestomago |\bbarriga )\bvazio\b|\bdesesperan\w*|\bsem esperanca\b` },
  anedonia: { rotulo: 'perda de interesse ou prazer', fonte: String.raw`\b(?:perdi|sem|nao tenho) ${W(2)}(?:vontade|interesse|prazer|animo)\b|\bnada ${W(1)}(?:me anima|tem graca)\b|\bdesinteress\w*` },
  irritabilidade: { rotulo: 'irritabilidade', fonte: String.raw`(?<!\b(?:garganta|pele|olhos?|olhos|nariz|intima|vagina|vulva|estomago|intestino|bexiga)(?: \w+)? )\birrit(?:ad[oa]|abilidade|avel)\b|\bimpaciente\b|\bpavio curto\b|\bexplod\w*` },
  concentracao: { rotulo: 'dificuldade de concentração', fonte: String.raw`\b(?:dificuldade|falta) ${W(1)}(?:de )?concentra\w*|\bnao consigo ${W(1)}concentrar\b|\besquecid[oa]\b|\bmemoria ${W(1)}(?:ruim|fraca)\b` },
  sede: { rotulo: 'muita sede', fonte: String.raw`\bmuita sede\b|\bsede ${W(1)}(?:excessiva|o tempo todo|demais|toda hora)\b|\bboca seca\b|\bbebendo muita agua\b` },
  perda_peso: { rotulo: 'perda de peso', fonte: String.raw`\bemagre\w*|\bperdi ${W(1)}(?:peso|\d+ ?(?:kg|quilos))\b|\bperdendo peso\b|\bperda de peso\b` },
  ganho_peso: { rotulo: 'ganho de peso', fonte: String.raw`\bengord\w*|\bganhei ${W(1)}(?:peso|\d+ ?(?:kg|quilos))\b|\bganh\w* de peso\b|\bganhando peso\b|\baumento de peso\b` },
  glicemia_alta: { rotulo: 'glicose alta', fonte: String.raw`\bglicemia ${W(2)}(?:alta|elevada|[2-5]\d\d)\b|\bglicose ${W(1)}alta\b|\bacucar ${W(2)}alto\b|\bdiabet\w*` },
  frio: { rotulo: 'sentir mais frio', fonte: String.raw`\bsinto ${W(1)}frio\b|\bfriorent[oa]\b|\bintolerancia ao frio\b|\bmais frio que\b` },
  calor: { rotulo: 'sentir mais calor e suar', fonte: String.raw`\bsinto ${W(1)}calor\b|\bcalorent[oa]\b|\bsuando ${W(1)}(?:muito|demais)\b|\bsuor excessivo\b|\bintolerancia ao calor\b` },
  queda_cabelo: { rotulo: 'queda de cabelo ou unhas fracas', fonte: String.raw`\bqueda de cabelo\b|\bcabelo ${W(1)}(?:caindo|fraco|ralo)\b|\bunhas fracas\b` },
  tremor: { rotulo: 'tremor', fonte: String.raw`\btrem\w* ${W(1)}(?:nas maos|das maos|na mao)\b|\bmaos ${W(1)}tremendo\b|\btremor\w*` },
  tireoide: { rotulo: 'alteração de tireoide', fonte: String.raw`\btireoide\b|\btsh\b|\bt4\b|\bbocio\b` },
  visao_embacada: { rotulo: 'visão embaçada', fonte: String.raw`\b(?:visao|vista) ${W(1)}(?:embacada|turva)\b` },
  formigamento_extremidades: { rotulo: 'formigamento nos pés ou mãos', fonte: String.raw`\bformig\w* ${W(2)}(?:pes|maos|dedos)\b|\bdormencia ${W(2)}(?:pes|maos)\b` },
  dor_articular: { rotulo: 'dor nas articulações', fonte: String.raw`\bdor(?:es)? ${W(3)}(?:nas? juntas?|articula\w*|nos? joelhos?|nas maos|nos dedos|nos punhos|no quadril|nos tornozelos)\b|\b(?:juntas?|joelhos?) ${W(1)}doendo\b|\bartralgia\b|\bartrite\b|\bartrose\b` },
  rigidez_matinal: { rotulo: 'rigidez ao acordar', fonte: String.raw`\brigidez ${W(2)}(?:manha|matinal|ao acordar)\b|\b(?:duro|dura|duras|travad[oa]s?|endurecid[oa]s?) ${W(2)}(?:manha|ao acordar|de manha)\b|\brigidez\b` },
  inchaco_articular: { rotulo: 'articulação inchada', fonte: String.raw`\b(?:joelhos?|dedos?|dedao|tornozelos?|punhos?|juntas?|articula\w*) ${W(2)}(?:inchad\w*|inchou|inchando|vermelh\w*|quente)\b|\binchaco ${W(2)}(?:na junta|no joelho|no dedo|na articulacao|no tornozelo)\b` },
  dedao_pe: { rotulo: 'dor no dedão do pé', fonte: String.raw`\bdedao ${W(1)}(?:do )?pe\b|\bhalux\b|\bdedo grande do pe\b` },
  alimentacao_gota: { rotulo: 'carne, frutos do mar ou cerveja', fonte: String.raw`\bcerveja\b|\bcarne vermelha\b|\bchurrasco\b|\bfrutos do mar\b|\bacido urico\b` },
  dor_difusa: { rotulo: 'dor espalhada pelo corpo', fonte: String.raw`\bdor ${W(2)}(?:no corpo todo|pelo corpo todo|em todo o corpo|generalizada|espalhada)\b|\bdoi tudo\b|\btudo doi\b|\bcorpo todo doi\b|\bpontos dolorosos\b|\bfibromialgia\b` },
  crepitacao: { rotulo: 'estalos nas articulações', fonte: String.raw`\bestal\w*|\bcrepita\w*|\bbarulho ${W(1)}(?:no joelho|na junta)\b` },
  torcao: { rotulo: 'torção', fonte: String.raw`\btorc(?:i|eu|ido|ida|ao|oes)\b|\bvirei o pe\b|\bpe virou\b|\bentors\w*|\bpisei em falso\b|\btropecei\b` },
  tornozelo: { rotulo: 'tornozelo', fonte: String.raw`\btornozelo\b` },
  hematoma: { rotulo: 'inchaço ou roxo no local', fonte: String.raw`\bhematoma\b|\bficou roxo\b|\binchou\b|\bincha(?:do|da|co)\b` },
  dor_pisar: { rotulo: 'dor para apoiar o pé', fonte: String.raw`\b(?:nao consigo|dificuldade ${W(1)}(?:para|de)) (?:pisar|apoiar|andar)\b|\bdor ${W(2)}(?:ao|para) (?:pisar|apoiar)\b` },
  dor_ombro: { rotulo: 'dor no ombro, cotovelo ou punho', fonte: String.raw`\bdor ${W(2)}(?:no ombro|nos ombros|no cotovelo|no punho|no pulso|no tendao)\b|\bombro ${W(1)}doendo\b|\btendin\w*|\bbursite\b` },
  movimento_repetitivo: { rotulo: 'movimento repetitivo ou academia', fonte: String.raw`\bmovimento ${W(1)}repetitivo\b|\bdigito muito\b|\buso ${W(2)}(?:mouse|computador|celular)\b|\bacademia\b|\bmusculacao\b|\besforco repetitivo\b` },
  piora_movimento: { rotulo: 'piora com o movimento', fonte: String.raw`\b(?:piora|doi|doe) ${W(3)}(?:movimento|mexer|levantar o braco|esforco|girar)\b` },
  corrimento: { rotulo: 'corrimento', fonte: String.raw`\bcorrimento\b|\bsecrecao vaginal\b|\bleucorreia\b` },
  corrimento_branco: { rotulo: 'corrimento branco e grumoso', fonte: String.raw`\bcorrimento ${W(2)}(?:branco|grumoso|como nata|como leite coalhado|tipo requeijao)\b` },
  corrimento_odor: { rotulo: 'corrimento com odor', fonte: String.raw`\bcheiro ${W(2)}(?:de peixe|forte|ruim)\b|\bodor\b|\bmau cheiro\b|\bcorrimento ${W(2)}(?:acinzentado|cinza|amarelado|esverdeado)\b` },
  coceira_intima: { rotulo: 'coceira ou ardor íntimo', fonte: String.raw`\bco[cs]\w* ${W(3)}(?:vagina|vulva|regiao intima|parte intima|intimidade)\b|\b(?:vagina|vulva|regiao intima|parte intima) ${W(3)}(?:cocando|coca|coceira|ardendo|irritada)\b|\bcoceira intima\b` },
  colica_menstrual: { rotulo: 'cólica menstrual', fonte: String.raw`\bcolicas? ${W(2)}(?:menstrual|menstruais|da menstruacao|antes da menstruacao|quando menstruo)\b|\b(?:menstruacao|menstruo|menstruada|regra) ${W(3)}(?:colica|dor|doendo)\b|\bdismenorreia\b` },
  menstruacao: { rotulo: 'relação com a menstruação', fonte: String.raw`\bmenstrua\w*|\bmenstruo\b|\bciclo menstrual\b|\bregra\b` },
  dor_ouvido: { rotulo: 'dor de ouvido', fonte: String.raw`\bdor ${W(2)}ouvidos?\b|\bouvido ${W(1)}(?:doendo|tampado|entupido|latejando|escorrendo|vazando)\b|\botite\b|\b(?:puxando|mexendo) ${W(1)}(?:a )?orelha\b|\borelha doendo\b` },
  choro_bebe: { rotulo: 'choro ou irritação da criança', fonte: String.raw`\bchor\w* ${W(1)}(?:muito|demais|sem parar|a noite toda)\b|\bchoros[oa]\b|\bmanhos[oa]\b|\birritadinh\w*` },
  recusa_alimentar: { rotulo: 'falta de apetite', fonte: String.raw`\bnao ${W(1)}(?:quer|aceita) ${W(1)}(?:comer|mamar|se alimentar)\b|\brecus\w* ${W(1)}(?:comida|mamar|alimento)\b|\bsem apetite\b|\bfalta de apetite\b|\bperdeu o apetite\b|\binapetencia\b|\bcomendo pouco\b` },
  dor_olhos: { rotulo: 'dor atrás dos olhos', fonte: String.raw`\bdor ${W(2)}atras dos olhos\b|\bdor retro ?orbit\w*|\bdor nos olhos\b` },
  dor_rosto: { rotulo: 'dor ou pressão no rosto', fonte: String.raw`\bdor ${W(2)}(?:no rosto|na face|nas macas do rosto|entre os olhos|nos seios da face)\b|\bpressao ${W(2)}(?:no rosto|na face|entre os olhos)\b|\bpiora ${W(2)}abaixar\b|\bsinusite\b` },
  secrecao_purulenta: { rotulo: 'catarro amarelo ou verde', fonte: String.raw`\b(?:catarro|secrecao|coriza|meleca) ${W(2)}(?:amarel\w*|verde\w*|esverdead\w*|grosso|espesso)\b` },
} as const;

export type SintomaId = keyof typeof lexico;

export interface Sintoma {
  readonly id: SintomaId;
  readonly rotulo: string;
  readonly regex: RegExp;
}

/** The symptom lexicon, compiled for normalised text. */
export const sintomas: readonly Sintoma[] = (Object.keys(lexico) as SintomaId[]).map((id) => ({
  id,
  rotulo: lexico[id].rotulo,
  regex: padrao(lexico[id].fonte),
}));

/** Lexicon entries that describe context (a trigger, a location, what makes it worse), not a complaint of their own. */
export const fatoresDeContexto: ReadonlySet<SintomaId> = new Set<SintomaId>([
  'aines',
  'esforco_fisico',
  'contato_produto',
  'umidade',
  'gatilho_alergico',
  'estimulantes',
  'trabalho',
  'movimento_repetitivo',
  'alimentacao_gota',
  'menstruacao',
  'piora_deitar',
  'piora_fim_dia',
  'piora_movimento',
  'tornozelo',
  'dobras',
]);

/** Whether a text mentions a symptom ('coceira' mentions coceira). */
export function mencionaSintoma(texto: string, id: SintomaId): boolean {
  const sintoma = sintomas.find((item) => item.id === id);
  if (sintoma === undefined) return false;
  sintoma.regex.lastIndex = 0;
  return sintoma.regex.test(normalizarTexto(texto));
}

/** Label of a symptom, e.g. 'dor no corpo'. */
export function rotuloSintoma(id: SintomaId): string {
  return lexico[id].rotulo;
}

// A more specific symptom already says what these say: 'falta de ar aos esforços' includes 'cansaço'.
const INCLUIDOS: Readonly<Partial<Record<SintomaId, readonly SintomaId[]>>> = {
  falta_ar_esforco: ['cansaco'],
  corrimento_branco: ['corrimento'],
  corrimento_odor: ['corrimento'],
  coceira_intima: ['coceira'],
  garganta_pus: ['dor_garganta'],
  dor_difusa: ['dor_corpo'],
  urticaria: ['mancha_vermelha'],
};

/** Labels of symptoms to show the patient, without those a more specific one already covers. */
export function rotulosSintomas(ids: readonly SintomaId[]): string[] {
  const cobertos = new Set(ids.flatMap((id) => INCLUIDOS[id] ?? []));
  return ids.filter((id) => !cobertos.has(id)).map(rotuloSintoma);
}

// ---------------------------------------------------------------------------------------------
// Medicines (draft suggestions).
// ---------------------------------------------------------------------------------------------

export interface Medicamento {
  /** Name and strength, e.g. 'Paracetamol 500 mg'. */
  readonly nome: string;
  /** Pharmaceutical form, e.g. 'comprimido'. */
  readonly forma: string;
  readonly via: 'oral' | 'nasal' | 'tópica (uso externo)' | 'vaginal';
  readonly posologia: string;
  /** Words that, in the patient's allergies, rule this medicine out. */
  readonly alergenos: readonly string[];
  /** Antibiotics and the like: listed only for the validating doctor's decision. */
  readonly exigeReceita?: boolean;
  /** Paediatric drops: dose per kg and cap per dose, to show the dose for the child's weight. */
  readonly gotasPorKg?: number;
  readonly maxGotas?: number;
}

const ALERGIA_PARACETAMOL = ['paracetamol', 'acetaminofeno', 'tylenol'];
const ALERGIA_DIPIRONA = ['dipirona', 'metamizol', 'novalgina'];
const ALERGIA_AINES = ['ibuprofeno', 'anti inflamatorio', 'antiinflamatorio', 'aine', 'aines', 'diclofenaco', 'aspirina', 'acido acetilsalicilico'];

const med = {
  paracetamol500: {
    nome: 'Paracetamol 500 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido a cada 6 horas se dor ou febre, no máximo 4 comprimidos por dia, por até 3 dias.',
    alergenos: ALERGIA_PARACETAMOL,
  },
  paracetamol750: {
    nome: 'Paracetamol 750 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido a cada 6 a 8 horas se dor, no máximo 4 comprimidos por dia, por até 5 dias.',
    alergenos: ALERGIA_PARACETAMOL,
  },
  dipirona500: {
    nome: 'Dipirona 500 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 a 2 comprimidos a cada 6 horas se dor ou febre, no máximo 8 comprimidos por dia, por até 3 dias.',
    alergenos: ALERGIA_DIPIRONA,
  },
  ibuprofeno400: {
    nome: 'Ibuprofeno 400 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido a cada 8 horas, após as refeições, por até 3 dias. Não usar em caso de dengue, gastrite, gestação ou doença nos rins.',
    alergenos: ALERGIA_AINES,
  },
  soroNasal: {
    nome: 'Soro fisiológico 0,9%',
    forma: 'solução nasal',
    via: 'nasal',
    posologia: 'Aplicar 3 a 5 gotas ou 1 jato em cada narina, 4 a 6 vezes ao dia, enquanto houver congestão.',
    alergenos: [],
  },
  sro: {
    nome: 'Sais para reidratação oral',
    forma: 'pó para solução oral (envelope)',
    via: 'oral',
    posologia: 'Dissolver 1 envelope em 1 litro de água filtrada; beber aos poucos ao longo do dia e 1 copo após cada evacuação líquida ou vômito.',
    alergenos: [],
  },
  saccharomyces: {
    nome: 'Saccharomyces boulardii 200 mg',
    forma: 'cápsula',
    via: 'oral',
    posologia: 'Tomar 1 cápsula a cada 12 horas por 5 dias.',
    alergenos: [],
  },
  fenazopiridina: {
    nome: 'Fenazopiridina 200 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido a cada 8 horas, após as refeições, por no máximo 2 dias (alivia a ardência; deixa a urina alaranjada).',
    alergenos: ['fenazopiridina', 'pyridium'],
  },
  fosfomicina: {
    nome: 'Fosfomicina trometamol 3 g',
    forma: 'granulado (envelope)',
    via: 'oral',
    posologia: 'Dissolver 1 envelope em meio copo de água e tomar em dose única, à noite, com a bexiga vazia.',
    alergenos: ['fosfomicina'],
    exigeReceita: true,
  },
  hidrocortisona: {
    nome: 'Hidrocortisona 1%',
    forma: 'creme',
    via: 'tópica (uso externo)',
    posologia: 'Aplicar uma camada fina nas áreas afetadas 2 vezes ao dia por até 7 dias; não usar no rosto por mais de 5 dias nem em feridas abertas.',
    alergenos: ['hidrocortisona', 'corticoide'],
  },
  hidratante: {
    nome: 'Hidratante corporal sem perfume (emoliente)',
    forma: 'creme ou loção',
    via: 'tópica (uso externo)',
    posologia: 'Aplicar em todo o corpo 2 vezes ao dia, logo após o banho, com a pele ainda úmida.',
    alergenos: [],
  },
  loratadina: {
    nome: 'Loratadina 10 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido uma vez ao dia, por até 7 dias, se coceira.',
    alergenos: ['loratadina', 'antialergico', 'anti alergico'],
  },
  miconazol: {
    nome: 'Miconazol 2%',
    forma: 'creme',
    via: 'tópica (uso externo)',
    posologia: 'Aplicar nas lesões e em 2 cm de pele ao redor, 2 vezes ao dia, por 2 a 4 semanas, mantendo por mais 1 semana depois que as lesões sumirem.',
    alergenos: ['miconazol', 'antifungico'],
  },
  peroxidoBenzoila: {
    nome: 'Peróxido de benzoíla 2,5%',
    forma: 'gel',
    via: 'tópica (uso externo)',
    posologia: 'Aplicar uma camada fina nas áreas com espinhas uma vez ao dia, à noite, com a pele limpa e seca; pode ressecar a pele e manchar tecidos.',
    alergenos: ['peroxido de benzoila', 'benzoila'],
  },
  sabonetesalicilico: {
    nome: 'Sabonete com ácido salicílico',
    forma: 'sabonete líquido',
    via: 'tópica (uso externo)',
    posologia: 'Lavar o rosto 2 vezes ao dia, massageando por 30 segundos e enxaguando bem.',
    alergenos: ['acido salicilico', 'salicilico'],
  },
  omeprazol: {
    nome: 'Omeprazol 20 mg',
    forma: 'cápsula',
    via: 'oral',
    posologia: 'Tomar 1 cápsula uma vez ao dia, em jejum, 30 minutos antes do café da manhã, por 4 semanas.',
    alergenos: ['omeprazol'],
  },
  antiacido: {
    nome: 'Hidróxido de alumínio + hidróxido de magnésio',
    forma: 'suspensão oral',
    via: 'oral',
    posologia: 'Tomar 10 mL 1 hora após as refeições e ao deitar, se azia, por até 14 dias.',
    alergenos: [],
  },
  escopolamina: {
    nome: 'Butilbrometo de escopolamina 10 mg',
    forma: 'drágea',
    via: 'oral',
    posologia: 'Tomar 1 drágea a cada 8 horas se cólica, por até 3 dias.',
    alergenos: ['escopolamina', 'buscopan'],
  },
  escopolaminaDipirona: {
    nome: 'Butilbrometo de escopolamina 10 mg + dipirona 250 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 a 2 comprimidos a cada 6 a 8 horas se cólica, por até 3 dias.',
    alergenos: [...ALERGIA_DIPIRONA, 'escopolamina', 'buscopan'],
  },
  psyllium: {
    nome: 'Psyllium 5 g (fibra solúvel)',
    forma: 'pó (envelope)',
    via: 'oral',
    posologia: 'Dissolver 1 envelope em 1 copo de água (240 mL), 1 a 2 vezes ao dia, e beber mais 1 copo de água em seguida.',
    alergenos: ['psyllium'],
  },
  lactulose: {
    nome: 'Lactulose 667 mg/mL',
    forma: 'xarope',
    via: 'oral',
    posologia: 'Tomar 15 mL uma vez ao dia, de preferência pela manhã; ajustar entre 10 e 30 mL conforme o intestino.',
    alergenos: ['lactulose'],
  },
  dimenidrinato: {
    nome: 'Dimenidrinato 50 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido a cada 6 horas se tontura ou enjoo intensos, por até 3 dias; causa sonolência: não dirija.',
    alergenos: ['dimenidrinato', 'dramin'],
  },
  diclofenacoGel: {
    nome: 'Diclofenaco dietilamônio 11,6 mg/g',
    forma: 'gel',
    via: 'tópica (uso externo)',
    posologia: 'Aplicar sobre o local dolorido, massageando levemente, 3 vezes ao dia, por até 7 dias; não aplicar sobre feridas.',
    alergenos: ALERGIA_AINES,
  },
  clotrimazolVaginal: {
    nome: 'Clotrimazol 1% creme vaginal',
    forma: 'creme vaginal com aplicador',
    via: 'vaginal',
    posologia: 'Aplicar 1 aplicador cheio à noite, ao deitar, por 6 noites seguidas.',
    alergenos: ['clotrimazol', 'antifungico'],
  },
  metronidazol: {
    nome: 'Metronidazol 500 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido a cada 12 horas por 7 dias; não beber álcool durante o tratamento e até 48 horas depois.',
    alergenos: ['metronidazol', 'flagyl'],
    exigeReceita: true,
  },
  ibuprofenoColica: {
    nome: 'Ibuprofeno 400 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido a cada 8 horas, após as refeições, a partir do 1º dia da menstruação, por até 3 dias.',
    alergenos: ALERGIA_AINES,
  },
  melatonina: {
    nome: 'Melatonina 0,21 mg (suplemento alimentar)',
    forma: 'comprimido ou gotas',
    via: 'oral',
    posologia: 'Tomar 1 dose 30 minutos antes de deitar, por até 4 semanas.',
    alergenos: ['melatonina'],
  },
  diosmina: {
    nome: 'Diosmina 450 mg + hesperidina 50 mg',
    forma: 'comprimido',
    via: 'oral',
    posologia: 'Tomar 1 comprimido 2 vezes ao dia, nas refeições, por 2 meses.',
    alergenos: ['diosmina'],
  },
  paracetamolGotas: {
    nome: 'Paracetamol 200 mg/mL',
    forma: 'solução oral em gotas',
    via: 'oral',
    posologia: 'Dar 1 gota por kg de peso a cada 6 horas se dor ou febre, no máximo 35 gotas por dose e 5 doses por dia.',
    alergenos: ALERGIA_PARACETAMOL,
    gotasPorKg: 1,
    maxGotas: 35,
  },
  sroPediatrico: {
    nome: 'Sais para reidratação oral',
    forma: 'pó para solução oral (envelope)',
    via: 'oral',
    posologia: 'Dissolver 1 envelope em 1 litro de água filtrada e oferecer aos poucos, com copo ou colher: 50 a 100 mL após cada evacuação líquida (menores de 2 anos) ou 100 a 200 mL (2 a 10 anos).',
    alergenos: [],
  },
  zinco: {
    nome: 'Sulfato de zinco (solução oral)',
    forma: 'solução oral',
    via: 'oral',
    posologia: 'Dar 10 mg por dia (menores de 6 meses) ou 20 mg por dia (6 meses ou mais), uma vez ao dia, por 10 a 14 dias.',
    alergenos: ['zinco'],
  },
} as const satisfies Record<string, Medicamento>;

// ---------------------------------------------------------------------------------------------
// Conditions.
// ---------------------------------------------------------------------------------------------

export interface Condicao {
  readonly id: string;
  readonly nome: string;
  /** Specialties that see it; the first is the main one. */
  readonly especialidades: readonly EspecialidadeId[];
  /** Weight of each symptom that points to it. */
  readonly sintomas: Readonly<Partial<Record<SintomaId, number>>>;
  readonly orientacoes: readonly string[];
  readonly medicamentos: readonly Medicamento[];
  /** Used instead of `medicamentos` for children under 12. */
  readonly medicamentosPediatricos?: readonly Medicamento[];
  /** Non-drug treatment notes for the doctor, e.g. an antibiotic decision. */
  readonly notaMedico?: string;
  readonly sinaisAlarme: readonly string[];
  readonly duracao: string;
  readonly dieta?: string;
  readonly contagio?: string;
  readonly atividade?: string;
  readonly exames?: readonly string[];
  readonly idadeMinima?: number;
}

const HIDRATACAO = 'Beba bastante líquido ao longo do dia (água, sucos naturais, água de coco, sopas).';

export const condicoes: readonly Condicao[] = [
  {
    id: 'sindrome-gripal',
    nome: 'Síndrome gripal (gripe ou resfriado)',
    especialidades: ['clinica-geral', 'pediatria'],
    sintomas: { febre: 3, dor_corpo: 3, tosse: 3, coriza: 3, dor_garganta: 1.5, dor_cabeca: 1, cansaco: 1, perda_olfato: 1.5 },
    orientacoes: [
      'Repouso e boa hidratação: beba ao menos 2 litros de líquidos por dia.',
      'Lave o nariz com soro fisiológico várias vezes ao dia.',
      'Use máscara perto de outras pessoas e lave as mãos com frequência; evite contato com idosos e gestantes.',
      'Se possível, faça o teste de COVID-19 e de influenza nos primeiros dias.',
    ],
    medicamentos: [med.paracetamol500, med.dipirona500, med.soroNasal],
    medicamentosPediatricos: [med.paracetamolGotas, med.soroNasal],
    sinaisAlarme: [
      'falta de ar ou respiração rápida',
      'febre acima de 39 °C ou que dura mais de 3 dias',
      'lábios arroxeados, confusão ou sonolência excessiva',
      'piora depois de alguns dias de melhora',
    ],
    duracao: 'A febre costuma durar de 2 a 4 dias e o quadro todo de 5 a 7 dias; a tosse pode durar até 2 a 3 semanas.',
    dieta: 'Prefira alimentos leves (sopas, caldos, frutas) e muitos líquidos; não é preciso se forçar a comer muito.',
    contagio: 'Sim: transmite-se por gotículas, principalmente nos primeiros 5 dias. Use máscara e evite aglomerações.',
    atividade: 'Evite exercícios até ficar pelo menos 24 horas sem febre.',
    exames: ['teste rápido de COVID-19 e influenza, se disponível'],
  },
  {
    id: 'dengue',
    nome: 'Dengue ou outra arbovirose (zika, chikungunya)',
    especialidades: ['clinica-geral', 'pediatria'],
    sintomas: { febre: 3, dor_olhos: 4, dor_corpo: 2, dor_articular: 2, mancha_vermelha: 2, dor_cabeca: 1, nausea: 1, cansaco: 0.5 },
    orientacoes: [
      'Hidratação intensa: cerca de 60 mL por kg de peso por dia, sendo parte em soro de reidratação oral.',
      'Não use anti-inflamatórios (ibuprofeno, diclofenaco, nimesulida) nem AAS: aumentam o risco de sangramento.',
      'Procure uma unidade de saúde para o hemograma e o teste de dengue.',
    ],
    medicamentos: [med.paracetamol500, med.dipirona500, med.sro],
    medicamentosPediatricos: [med.paracetamolGotas, med.sroPediatrico],
    sinaisAlarme: [
      'dor forte na barriga ou vômitos que não param',
      'sangramento de gengiva ou nariz, manchas roxas',
      'tontura ao levantar, desmaio ou sonolência',
      'queda da febre com piora do estado geral',
    ],
    duracao: 'A fase de febre dura de 2 a 7 dias; os dias logo após a queda da febre são os de maior risco e pedem atenção.',
    dieta: 'Muito líquido; alimentos leves. Evite bebidas alcoólicas.',
    contagio: 'Não passa de pessoa para pessoa: é transmitida pelo mosquito Aedes aegypti. Elimine água parada.',
    atividade: 'Repouso até a recuperação completa.',
    exames: ['hemograma completo', 'NS1 ou sorologia para dengue'],
  },
  {
    id: 'faringoamigdalite',
    nome: 'Faringoamigdalite (inflamação da garganta)',
    especialidades: ['clinica-geral', 'pediatria'],
    sintomas: { dor_garganta: 4, garganta_pus: 4, febre: 2, dor_cabeca: 0.5 },
    orientacoes: [
      'Gargarejos com água morna e sal, 3 a 4 vezes ao dia.',
      'Alimentos frios e pastosos aliviam a dor para engolir.',
      'Se houver placas de pus com febre alta e sem tosse, um médico deve avaliar a necessidade de antibiótico.',
    ],
    medicamentos: [med.paracetamol500, med.ibuprofeno400],
    medicamentosPediatricos: [med.paracetamolGotas],
    notaMedico: 'Antibiótico (por exemplo, amoxicilina) somente se o médico confirmar infecção bacteriana pelos critérios clínicos ou por teste.',
    sinaisAlarme: ['dificuldade para abrir a boca ou engolir a saliva', 'falta de ar', 'febre por mais de 3 dias', 'inchaço no pescoço'],
    duracao: 'A dor costuma melhorar em 3 a 7 dias.',
    dieta: 'Sorvetes, gelatinas, sopas mornas e líquidos frios; evite alimentos ácidos e muito quentes.',
    contagio: 'Sim: evite compartilhar copos e talheres.',
    exames: ['teste rápido para estreptococo, se disponível'],
  },
  {
    id: 'sinusite',
    nome: 'Rinossinusite aguda (sinusite)',
    especialidades: ['clinica-geral'],
    sintomas: { dor_rosto: 4, secrecao_purulenta: 3, coriza: 2, dor_cabeca: 1, febre: 0.5, tosse: 0.5 },
    orientacoes: [
      'Lavagem nasal com soro fisiológico em maior volume (seringa de 10 a 20 mL) 3 vezes ao dia.',
      'Inalação de vapor de água morna (sem produtos) ajuda a soltar a secreção.',
      'A maioria dos casos é viral e melhora sem antibiótico em até 10 dias.',
    ],
    medicamentos: [med.soroNasal, med.paracetamol500],
    notaMedico: 'Antibiótico apenas se os sintomas passarem de 10 dias, piorarem após melhora ou houver febre alta com secreção purulenta.',
    sinaisAlarme: ['inchaço ou vermelhidão ao redor dos olhos', 'alteração da visão', 'dor de cabeça muito forte com rigidez na nuca', 'febre alta persistente'],
    duracao: 'Costuma durar de 7 a 10 dias.',
    dieta: HIDRATACAO,
    contagio: 'A sinusite em si não é contagiosa, mas o resfriado que a desencadeia é.',
  },
  {
    id: 'gastroenterite',
    nome: 'Gastroenterite aguda (virose intestinal)',
    especialidades: ['clinica-geral', 'gastroenterologia', 'pediatria'],
    sintomas: { diarreia: 4, vomito: 2, nausea: 2, dor_abdominal: 2, febre: 1 },
    orientacoes: [
      'A prioridade é não desidratar: tome soro de reidratação oral aos poucos, várias vezes ao dia.',
      'Lave bem as mãos e os alimentos; não prepare comida para outras pessoas enquanto tiver diarreia.',
      'Evite remédios que "prendem o intestino" sem orientação médica.',
    ],
    medicamentos: [med.sro, med.saccharomyces, med.paracetamol500],
    medicamentosPediatricos: [med.sroPediatrico, med.zinco, med.paracetamolGotas],
    sinaisAlarme: [
      'sangue nas fezes',
      'sinais de desidratação: boca seca, pouca urina, olhos fundos, sonolência',
      'vômitos que impedem de beber líquidos',
      'febre alta ou diarreia por mais de 3 dias',
    ],
    duracao: 'Costuma melhorar em 2 a 5 dias.',
    dieta: 'Mantenha a alimentação leve: arroz, batata, banana, maçã, frango cozido, torradas. Evite gordura, leite, frituras, doces e refrigerantes.',
    contagio: 'Sim, pelas mãos e alimentos contaminados: higiene rigorosa e separe toalhas.',
    atividade: 'Repouso até a diarreia melhorar.',
  },
  {
    id: 'infeccao-urinaria',
    nome: 'Infecção urinária (cistite)',
    especialidades: ['clinica-geral', 'ginecologia'],
    sintomas: { ardencia_urinar: 5, urina_frequente: 3, dor_baixo_ventre: 2, urina_alterada: 2 },
    orientacoes: [
      'Aumente a ingestão de água (2 a 3 litros por dia) e não segure a urina.',
      'Após evacuar, faça a higiene da frente para trás.',
      'A confirmação é feita pelo exame de urina; o antibiótico depende de avaliação médica.',
    ],
    medicamentos: [med.fenazopiridina, med.fosfomicina],
    notaMedico: 'Fosfomicina em dose única é uma opção usual na cistite não complicada da mulher adulta; em homens, gestantes, crianças ou com febre e dor lombar, é preciso avaliação presencial.',
    sinaisAlarme: ['febre ou calafrios', 'dor nas costas, na altura dos rins', 'náuseas e vômitos', 'sangue na urina', 'gestação'],
    duracao: 'Com o tratamento adequado, os sintomas melhoram em 1 a 3 dias.',
    dieta: 'Muita água; evite café, álcool e refrigerantes enquanto houver ardência.',
    contagio: 'Não é contagiosa.',
    exames: ['urina tipo 1 (EAS)', 'urocultura com antibiograma'],
  },
  {
    id: 'cefaleia-tensional',
    nome: 'Cefaleia tensional',
    especialidades: ['neurologia', 'clinica-geral'],
    sintomas: { dor_cabeca: 2, cabeca_aperto: 4, estresse: 2, dor_nuca: 1, insonia: 0.5 },
    orientacoes: [
      'Pausas no trabalho, alongamento do pescoço e dos ombros, e compressas mornas na nuca.',
      'Durma bem e faça as refeições em horários regulares.',
      'Evite usar analgésicos mais de 2 a 3 vezes por semana: o excesso causa dor de cabeça por uso de remédio.',
    ],
    medicamentos: [med.paracetamol750, med.dipirona500],
    sinaisAlarme: ['dor de cabeça súbita e muito forte', 'febre com rigidez na nuca', 'alteração de visão, fala ou força', 'dor que acorda você à noite ou piora a cada dia'],
    duracao: 'Cada episódio dura de 30 minutos a alguns dias.',
    atividade: 'Atividade física regular reduz as crises.',
  },
  {
    id: 'enxaqueca',
    nome: 'Enxaqueca (migrânea)',
    especialidades: ['neurologia', 'clinica-geral'],
    sintomas: { dor_cabeca: 2, cabeca_latejante: 4, sensib_luz: 4, nausea: 2, vomito: 1 },
    orientacoes: [
      'Na crise, descanse em ambiente escuro e silencioso e tome o analgésico logo no início da dor.',
      'Mantenha um diário das crises: horário, alimentos, sono e ciclo menstrual ajudam a achar os gatilhos.',
      'Crises frequentes (4 ou mais por mês) pedem tratamento preventivo com neurologista.',
    ],
    medicamentos: [med.dipirona500, med.ibuprofeno400],
    notaMedico: 'Triptanos ou tratamento preventivo a critério do médico.',
    sinaisAlarme: ['a pior dor de cabeça da vida, de início súbito', 'fraqueza, formigamento ou fala enrolada', 'febre com rigidez na nuca', 'mudança no padrão habitual das crises'],
    duracao: 'Uma crise dura de 4 a 72 horas.',
    dieta: 'Não fique em jejum prolongado; observe se chocolate, vinho, queijos ou cafeína em excesso desencadeiam crises.',
  },
  {
    id: 'vppb',
    nome: 'Vertigem posicional paroxística benigna (labirintite posicional)',
    especialidades: ['neurologia', 'clinica-geral'],
    sintomas: { tontura: 3, vertigem_posicional: 5, nausea: 1 },
    orientacoes: [
      'Levante-se devagar, sentando-se antes de ficar de pé.',
      'O tratamento mais eficaz é uma manobra de reposicionamento (manobra de Epley), feita por médico ou fisioterapeuta.',
    ],
    medicamentos: [med.dimenidrinato],
    sinaisAlarme: ['tontura com fala enrolada, visão dupla ou fraqueza', 'dor de cabeça forte e súbita', 'perda de audição súbita', 'quedas'],
    duracao: 'As crises duram segundos; o quadro pode durar dias a semanas sem a manobra.',
  },
  {
    id: 'hipertensao',
    nome: 'Hipertensão arterial (pressão alta)',
    especialidades: ['cardiologia', 'clinica-geral'],
    sintomas: { pressao_alta: 5, dor_nuca: 2, dor_cabeca: 1, tontura: 1, visao_embacada: 1 },
    orientacoes: [
      'Meça a pressão em casa por 7 dias (manhã e noite, sentado e em repouso) e anote os valores.',
      'Reduza o sal (menos de 5 g por dia), alimentos ultraprocessados e álcool; pare de fumar.',
      'Não pare nem comece remédios de pressão por conta própria.',
    ],
    medicamentos: [],
    notaMedico: 'Início ou ajuste de anti-hipertensivo somente após avaliação médica com as medidas registradas.',
    sinaisAlarme: ['pressão acima de 180 por 110 com dor no peito, falta de ar ou alteração neurológica', 'dor de cabeça muito forte com visão turva', 'dor no peito'],
    duracao: 'É uma condição crônica: o controle é contínuo.',
    dieta: 'Dieta DASH: frutas, verduras, legumes, grãos integrais, laticínios magros; pouco sal e pouca gordura.',
    atividade: 'Caminhada ou outra atividade aeróbica de 150 minutos por semana ajuda a baixar a pressão.',
    exames: ['medidas da pressão em casa (MRPA) ou MAPA de 24 h', 'creatinina, potássio, glicemia, colesterol, urina tipo 1', 'eletrocardiograma'],
  },
  {
    id: 'palpitacoes',
    nome: 'Palpitações benignas (extrassístoles)',
    especialidades: ['cardiologia'],
    sintomas: { palpitacao: 5, ansiedade: 1.5, estimulantes: 2, insonia: 1, cansaco: 0.5 },
    orientacoes: [
      'Reduza café, energéticos, chás estimulantes e álcool; durma bem.',
      'Anote quando as palpitações acontecem e quanto tempo duram.',
      'Um eletrocardiograma e, se preciso, um Holter de 24 h confirmam se o ritmo é benigno.',
    ],
    medicamentos: [],
    sinaisAlarme: ['palpitação com desmaio ou quase desmaio', 'palpitação com dor no peito ou falta de ar', 'batimentos muito rápidos que não passam'],
    duracao: 'Costumam ser episódios breves e intermitentes.',
    dieta: 'Limite a cafeína a 1 ou 2 xícaras de café por dia.',
    exames: ['eletrocardiograma', 'Holter de 24 horas', 'TSH e hemograma'],
  },
  {
    id: 'insuficiencia-cardiaca',
    nome: 'Insuficiência cardíaca (suspeita)',
    especialidades: ['cardiologia'],
    sintomas: { falta_ar_esforco: 5, pernas_inchadas: 2, cansaco: 2, tosse: 0.5, palpitacao: 0.5 },
    orientacoes: [
      'Cansaço ou falta de ar aos esforços precisa de avaliação presencial com cardiologista em poucos dias.',
      'Pese-se todos os dias pela manhã: ganho de mais de 2 kg em 3 dias é sinal de alerta.',
      'Reduza o sal e evite excesso de líquidos até a avaliação.',
    ],
    medicamentos: [],
    sinaisAlarme: ['falta de ar em repouso ou ao deitar', 'dor no peito', 'desmaio', 'inchaço que piora rapidamente'],
    duracao: 'Depende da causa: precisa de investigação.',
    exames: ['eletrocardiograma', 'ecocardiograma', 'BNP ou NT-proBNP', 'radiografia de tórax'],
  },
  {
    id: 'insuficiencia-venosa',
    nome: 'Insuficiência venosa (varizes)',
    especialidades: ['cardiologia'],
    sintomas: { pernas_inchadas: 4, piora_fim_dia: 3, dor_corpo: 0.5 },
    orientacoes: [
      'Eleve as pernas por 15 a 20 minutos algumas vezes ao dia.',
      'Meias de compressão (indicadas pelo médico) e caminhadas ajudam a circulação.',
      'Evite ficar muito tempo em pé ou sentado sem se movimentar.',
    ],
    medicamentos: [med.diosmina],
    sinaisAlarme: ['uma perna inchada, quente, vermelha e dolorida de repente (trombose)', 'falta de ar súbita', 'feridas que não cicatrizam'],
    duracao: 'Condição crônica, com controle contínuo.',
    atividade: 'Caminhar diariamente ativa a musculatura da panturrilha, que ajuda o retorno do sangue.',
  },
  {
    id: 'dermatite',
    nome: 'Dermatite (eczema atópico ou de contato)',
    especialidades: ['dermatologia', 'pediatria'],
    sintomas: { coceira: 3, mancha_vermelha: 3, pele_seca: 3, dobras: 2, contato_produto: 2 },
    orientacoes: [
      'Banhos mornos e rápidos, com sabonete suave, e hidratação da pele logo após o banho.',
      'Evite o contato com o produto suspeito (sabonete, perfume, detergente, bijuteria).',
      'Não coce: mantenha as unhas curtas e use roupas de algodão.',
    ],
    medicamentos: [med.hidratante, med.hidrocortisona, med.loratadina],
    medicamentosPediatricos: [med.hidratante],
    sinaisAlarme: ['feridas com pus, crostas amareladas ou febre', 'lesões que se espalham rapidamente', 'inchaço nos lábios, olhos ou garganta'],
    duracao: 'Com os cuidados, melhora em 1 a 2 semanas; a dermatite atópica pode voltar em crises.',
    contagio: 'Não é contagiosa.',
  },
  {
    id: 'micose',
    nome: 'Micose de pele (dermatofitose)',
    especialidades: ['dermatologia'],
    sintomas: { mancha_redonda: 4, micose_local: 4, coceira: 2, pele_seca: 0.5, umidade: 1, mancha_vermelha: 0.5 },
    orientacoes: [
      'Seque bem a pele, principalmente entre os dedos e nas dobras.',
      'Prefira roupas e meias de algodão; não compartilhe toalhas e calçados.',
      'Continue o tratamento por 1 semana depois que a mancha sumir, para não voltar.',
    ],
    medicamentos: [med.miconazol],
    sinaisAlarme: ['lesões muito extensas ou no couro cabeludo', 'unhas afetadas', 'feridas com pus ou febre', 'diabetes ou imunidade baixa'],
    duracao: 'O tratamento tópico dura de 2 a 4 semanas.',
    contagio: 'Sim, por contato direto e objetos (toalhas, chinelos, pisos de vestiários).',
  },
  {
    id: 'acne',
    nome: 'Acne',
    especialidades: ['dermatologia'],
    sintomas: { espinhas: 5, mancha_vermelha: 0.5 },
    orientacoes: [
      'Lave o rosto 2 vezes ao dia, sem esfregar; não esprema as espinhas.',
      'Use protetor solar e hidratante "oil-free" (não comedogênicos).',
      'Os tratamentos levam de 6 a 8 semanas para mostrar resultado.',
    ],
    medicamentos: [med.sabonetesalicilico, med.peroxidoBenzoila],
    notaMedico: 'Retinoides tópicos, antibióticos ou isotretinoína somente com avaliação dermatológica.',
    sinaisAlarme: ['nódulos ou cistos dolorosos', 'cicatrizes', 'acne que surge de repente na vida adulta com pelos em excesso ou alterações menstruais'],
    duracao: 'Quadro crônico, que melhora com tratamento contínuo.',
    dieta: 'Alguns estudos associam leite e excesso de açúcar à piora da acne; observe o que vale para você.',
  },
  {
    id: 'urticaria',
    nome: 'Urticária (alergia de pele)',
    especialidades: ['dermatologia', 'clinica-geral'],
    sintomas: { urticaria: 5, coceira: 2, mancha_vermelha: 1, gatilho_alergico: 2 },
    orientacoes: [
      'Evite o que parece ter desencadeado (alimento, remédio novo, picada).',
      'Compressas frias aliviam a coceira; evite banhos muito quentes.',
    ],
    medicamentos: [med.loratadina],
    sinaisAlarme: ['inchaço nos lábios, língua, olhos ou garganta', 'falta de ar ou chiado', 'tontura ou desmaio'],
    duracao: 'Cada placa some em menos de 24 horas; o quadro costuma passar em dias.',
    contagio: 'Não é contagiosa.',
  },
  {
    id: 'drge',
    nome: 'Doença do refluxo gastroesofágico (DRGE)',
    especialidades: ['gastroenterologia', 'clinica-geral'],
    sintomas: { azia: 5, piora_deitar: 3, empachamento: 1, dor_epigastrica: 1, tosse: 0.5 },
    orientacoes: [
      'Eleve a cabeceira da cama em 15 a 20 cm e não se deite nas 2 a 3 horas após comer.',
      'Faça refeições menores e mais frequentes.',
      'Reduza café, álcool, chocolate, frituras, alimentos ácidos e refrigerantes; pare de fumar.',
    ],
    medicamentos: [med.omeprazol, med.antiacido],
    sinaisAlarme: ['dificuldade ou dor para engolir', 'perda de peso sem explicação', 'vômitos com sangue ou fezes pretas', 'sintomas que começaram depois dos 50 anos'],
    duracao: 'Com o tratamento, melhora em 2 a 4 semanas; pode voltar se os hábitos não mudarem.',
    dieta: 'Refeições menores, jantar leve e cedo; evite café, álcool, chocolate, frituras, hortelã, alimentos ácidos e muito condimentados.',
    atividade: 'Evite exercícios intensos logo após comer; perder peso reduz o refluxo.',
    exames: ['endoscopia digestiva alta, se houver sinais de alarme ou falta de resposta ao tratamento'],
  },
  {
    id: 'gastrite',
    nome: 'Gastrite ou dispepsia (má digestão)',
    especialidades: ['gastroenterologia', 'clinica-geral'],
    sintomas: { dor_epigastrica: 4, empachamento: 3, nausea: 1, azia: 1.5, aines: 2 },
    orientacoes: [
      'Evite anti-inflamatórios (ibuprofeno, diclofenaco, nimesulida, AAS), álcool e cigarro.',
      'Faça refeições regulares, sem longos períodos de jejum, e mastigue bem.',
    ],
    medicamentos: [med.omeprazol, med.antiacido],
    notaMedico: 'Pesquisa e tratamento de Helicobacter pylori conforme avaliação médica.',
    sinaisAlarme: ['vômitos com sangue ou fezes pretas', 'perda de peso', 'dor muito forte e contínua', 'anemia'],
    duracao: 'Costuma melhorar em 2 a 4 semanas de tratamento.',
    dieta: 'Refeições leves e fracionadas; evite café, álcool, frituras, pimenta e alimentos que você perceba que pioram a dor.',
    exames: ['endoscopia digestiva alta conforme idade e sinais de alarme', 'pesquisa de H. pylori'],
  },
  {
    id: 'sii',
    nome: 'Síndrome do intestino irritável',
    especialidades: ['gastroenterologia'],
    sintomas: { evacuacao_alterada: 4, dor_abdominal: 2, diarreia: 1, constipacao: 1, estresse: 1, empachamento: 1 },
    orientacoes: [
      'Anote alimentos e situações que pioram os sintomas; o estresse costuma influenciar.',
      'Uma dieta com pouco FODMAP (orientada por nutricionista) ajuda muitas pessoas.',
      'Atividade física e sono regular melhoram o funcionamento do intestino.',
    ],
    medicamentos: [med.escopolamina, med.psyllium],
    sinaisAlarme: ['sangue nas fezes', 'perda de peso', 'sintomas que começaram depois dos 50 anos', 'febre', 'acordar à noite com diarreia'],
    duracao: 'Condição crônica, com fases de melhora e piora.',
    dieta: 'Reduza alimentos que fermentam (feijão, repolho, cebola, refrigerantes, leite se houver intolerância) e aumente a fibra aos poucos.',
  },
  {
    id: 'constipacao',
    nome: 'Constipação intestinal (intestino preso)',
    especialidades: ['gastroenterologia', 'pediatria'],
    sintomas: { constipacao: 5, dor_abdominal: 1, empachamento: 1 },
    orientacoes: [
      'Aumente fibras (frutas com casca, verduras, aveia, linhaça) e água (2 litros por dia).',
      'Crie uma rotina: tente evacuar todos os dias no mesmo horário, após uma refeição, sem pressa.',
      'Um banquinho sob os pés no vaso sanitário facilita a evacuação.',
    ],
    medicamentos: [med.psyllium, med.lactulose],
    sinaisAlarme: ['sangue nas fezes', 'barriga muito distendida com vômitos', 'perda de peso', 'mudança recente do hábito intestinal depois dos 50 anos'],
    duracao: 'Melhora em dias a semanas com as mudanças de hábito.',
    dieta: 'Mamão, ameixa, laranja com bagaço, kiwi, aveia, verduras e bastante água.',
    atividade: 'Caminhar diariamente estimula o intestino.',
  },
  {
    id: 'otite-media',
    nome: 'Otite média aguda (infecção de ouvido)',
    especialidades: ['pediatria', 'clinica-geral'],
    sintomas: { dor_ouvido: 5, febre: 2, choro_bebe: 1, coriza: 1 },
    orientacoes: [
      'Analgésico para a dor e observação por 48 a 72 horas é o recomendado em muitos casos leves.',
      'Não pingue nada no ouvido sem orientação médica.',
      'O médico precisa examinar o ouvido (otoscopia) para decidir sobre antibiótico.',
    ],
    medicamentos: [med.paracetamol500],
    medicamentosPediatricos: [med.paracetamolGotas, med.soroNasal],
    notaMedico: 'Amoxicilina conforme idade, gravidade e otoscopia.',
    sinaisAlarme: ['inchaço ou vermelhidão atrás da orelha', 'febre alta persistente', 'secreção com sangue', 'sonolência excessiva ou rigidez na nuca'],
    duracao: 'A dor costuma melhorar em 2 a 3 dias.',
    contagio: 'A otite em si não é contagiosa; o resfriado que a precede é.',
  },
  {
    id: 'lombalgia',
    nome: 'Lombalgia mecânica (dor lombar)',
    especialidades: ['ortopedia', 'clinica-geral', 'reumatologia'],
    sintomas: { dor_lombar: 5, dor_irradiada_perna: 1, esforco_fisico: 2, piora_movimento: 1 },
    orientacoes: [
      'Mantenha-se ativo dentro do possível: repouso absoluto atrasa a recuperação.',
      'Compressas mornas por 20 minutos, 3 vezes ao dia.',
      'Cuide da postura e evite carregar peso até melhorar.',
    ],
    medicamentos: [med.paracetamol750, med.ibuprofeno400, med.diclofenacoGel],
    sinaisAlarme: ['perda de força nas pernas', 'dormência na região da virilha ou das nádegas', 'perda do controle da urina ou das fezes', 'febre, perda de peso ou dor após queda forte'],
    duracao: 'A maioria melhora em 2 a 6 semanas.',
    atividade: 'Caminhadas leves e alongamentos; depois, fortalecimento do abdome e das costas (pilates, fisioterapia).',
  },
  {
    id: 'entorse-tornozelo',
    nome: 'Entorse de tornozelo',
    especialidades: ['ortopedia'],
    sintomas: { torcao: 4, tornozelo: 3, hematoma: 2, dor_pisar: 2 },
    orientacoes: [
      'Gelo por 15 a 20 minutos, 3 a 4 vezes ao dia, nas primeiras 48 horas (protegido por um pano).',
      'Mantenha o pé elevado e evite apoiar o peso se doer muito; uma faixa elástica ajuda.',
      'Se não conseguir dar 4 passos ou houver dor forte no osso, é preciso radiografia.',
    ],
    medicamentos: [med.paracetamol750, med.ibuprofeno400, med.diclofenacoGel],
    sinaisAlarme: ['deformidade', 'incapacidade de apoiar o pé', 'pé frio, pálido ou dormente', 'dor que piora muito apesar dos cuidados'],
    duracao: 'Entorses leves melhoram em 1 a 3 semanas.',
    atividade: 'Volte ao esporte aos poucos, quando andar sem dor; exercícios de equilíbrio evitam novas torções.',
    exames: ['radiografia do tornozelo se não conseguir apoiar o pé ou houver dor forte no osso'],
  },
  {
    id: 'tendinite',
    nome: 'Tendinite',
    especialidades: ['ortopedia', 'reumatologia'],
    sintomas: { dor_ombro: 4, movimento_repetitivo: 3, piora_movimento: 2 },
    orientacoes: [
      'Repouse a articulação dos movimentos que causam dor e faça pausas no trabalho.',
      'Gelo por 15 minutos, 3 vezes ao dia, nos primeiros dias.',
      'Fisioterapia ajuda a recuperar e a evitar que volte.',
    ],
    medicamentos: [med.diclofenacoGel, med.paracetamol750],
    sinaisAlarme: ['inchaço importante, calor e vermelhidão com febre', 'perda de força ou de movimento', 'dor após trauma forte'],
    duracao: 'Costuma melhorar em 2 a 6 semanas.',
    atividade: 'Evite o movimento repetitivo e o peso no membro afetado até melhorar; retorne de forma gradual.',
  },
  {
    id: 'candidiase',
    nome: 'Candidíase vaginal',
    especialidades: ['ginecologia'],
    sintomas: { corrimento_branco: 5, coceira_intima: 4, corrimento: 1, ardencia_urinar: 0.5 },
    orientacoes: [
      'Use roupas íntimas de algodão e evite roupas muito justas e úmidas.',
      'Evite duchas vaginais e sabonetes perfumados na região íntima.',
    ],
    medicamentos: [med.clotrimazolVaginal],
    notaMedico: 'Fluconazol 150 mg em dose única é uma alternativa oral a critério médico; casos recorrentes (4 ou mais por ano) pedem investigação.',
    sinaisAlarme: ['febre ou dor no pé da barriga', 'feridas ou bolhas na região íntima', 'gestação', 'corrimento com odor forte ou cor diferente'],
    duracao: 'Melhora em poucos dias de tratamento.',
    contagio: 'Não é considerada uma infecção sexualmente transmissível, mas o parceiro com sintomas também deve ser avaliado.',
  },
  {
    id: 'vaginose',
    nome: 'Vaginose bacteriana',
    especialidades: ['ginecologia'],
    sintomas: { corrimento_odor: 5, corrimento: 2, coceira_intima: 0.5 },
    orientacoes: [
      'Evite duchas vaginais e sabonetes perfumados.',
      'O tratamento é com antibiótico, prescrito por um médico.',
    ],
    medicamentos: [med.metronidazol],
    sinaisAlarme: ['febre ou dor no pé da barriga', 'gestação', 'sangramento fora da menstruação'],
    duracao: 'Melhora em poucos dias de tratamento.',
    contagio: 'Não é uma infecção sexualmente transmissível clássica, mas o uso de preservativo reduz recorrências.',
    exames: ['exame ginecológico com avaliação do corrimento'],
  },
  {
    id: 'dismenorreia',
    nome: 'Cólica menstrual (dismenorreia)',
    especialidades: ['ginecologia'],
    sintomas: { colica_menstrual: 5, menstruacao: 2, dor_baixo_ventre: 2, nausea: 0.5 },
    orientacoes: [
      'Compressa morna no pé da barriga e atividade física regular aliviam a cólica.',
      'Comece o analgésico logo no início da dor.',
      'Cólicas muito fortes ou que pioram a cada ciclo devem ser investigadas (endometriose).',
    ],
    medicamentos: [med.ibuprofenoColica, med.escopolaminaDipirona],
    sinaisAlarme: ['dor muito forte fora do período menstrual', 'sangramento muito intenso', 'febre', 'atraso menstrual com dor (possibilidade de gravidez)'],
    duracao: 'Costuma durar de 1 a 3 dias de cada ciclo.',
    atividade: 'Exercícios regulares reduzem a intensidade das cólicas.',
    exames: ['ultrassonografia pélvica se a dor for intensa ou progressiva'],
  },
  {
    id: 'ansiedade',
    nome: 'Transtorno de ansiedade',
    especialidades: ['psicologia', 'psiquiatria', 'clinica-geral'],
    sintomas: { ansiedade: 5, insonia: 1, palpitacao: 1, estresse: 1, irritabilidade: 1, concentracao: 1 },
    orientacoes: [
      'Respiração diafragmática: inspire em 4 segundos, segure 4 e solte em 6, por 5 minutos, 2 vezes ao dia.',
      'Psicoterapia (terapia cognitivo-comportamental) é o tratamento de primeira escolha.',
      'Reduza cafeína e álcool; mantenha sono e atividade física regulares.',
    ],
    medicamentos: [],
    notaMedico: 'Psicofármacos somente após avaliação psiquiátrica presencial ou por teleconsulta com médico.',
    sinaisAlarme: ['pensamentos de se machucar ou de morrer (CVV 188)', 'crises de pânico frequentes que impedem a rotina', 'uso de álcool ou remédios para aliviar a ansiedade'],
    duracao: 'Com acompanhamento, a melhora costuma aparecer em algumas semanas.',
    atividade: 'Atividade física aeróbica 3 a 5 vezes por semana reduz a ansiedade.',
  },
  {
    id: 'estresse',
    nome: 'Estresse e esgotamento (burnout)',
    especialidades: ['psicologia', 'psiquiatria'],
    sintomas: { estresse: 5, cansaco: 2, insonia: 1, irritabilidade: 1, trabalho: 1.5, concentracao: 1 },
    orientacoes: [
      'Estabeleça limites de horário e pausas no trabalho; proteja o tempo de descanso.',
      'Psicoterapia ajuda a reorganizar a rotina e a lidar com a sobrecarga.',
      'Se o esgotamento impede o trabalho, um médico pode avaliar afastamento.',
    ],
    medicamentos: [],
    sinaisAlarme: ['pensamentos de se machucar ou de morrer (CVV 188)', 'incapacidade de realizar as tarefas diárias', 'uso crescente de álcool'],
    duracao: 'A recuperação leva semanas a meses, com mudanças na rotina.',
    atividade: 'Atividade física, lazer e contato com pessoas queridas são parte do tratamento.',
  },
  {
    id: 'depressao',
    nome: 'Episódio depressivo',
    especialidades: ['psiquiatria', 'psicologia'],
    sintomas: { tristeza: 4, anedonia: 4, insonia: 1, cansaco: 1, concentracao: 1, recusa_alimentar: 0.5 },
    orientacoes: [
      'Procure acompanhamento com psicólogo e psiquiatra: depressão tem tratamento eficaz.',
      'Mantenha uma rotina mínima: horários de sono, refeições e um pouco de luz do sol e movimento por dia.',
      'Conte a alguém de confiança como você está se sentindo.',
    ],
    medicamentos: [],
    notaMedico: 'Antidepressivo somente após avaliação psiquiátrica.',
    sinaisAlarme: ['pensamentos de morte ou de se machucar: ligue para o CVV 188 ou o SAMU 192', 'parar de comer ou de sair da cama', 'uso de álcool ou drogas'],
    duracao: 'Com tratamento, a melhora costuma começar em 2 a 6 semanas.',
    atividade: 'Caminhadas diárias, mesmo curtas, ajudam o humor.',
  },
  {
    id: 'insonia',
    nome: 'Insônia',
    especialidades: ['psiquiatria', 'neurologia', 'psicologia'],
    sintomas: { insonia: 5, ansiedade: 1, estresse: 1, estimulantes: 1, cansaco: 1 },
    orientacoes: [
      'Horários fixos para deitar e acordar, inclusive nos fins de semana.',
      'Sem telas 1 hora antes de dormir; quarto escuro, silencioso e fresco.',
      'Evite café após as 14 h, álcool e refeições pesadas à noite; se não dormir em 20 minutos, levante e volte quando tiver sono.',
    ],
    medicamentos: [med.melatonina],
    notaMedico: 'Hipnóticos e benzodiazepínicos não são recomendados sem avaliação; a terapia cognitivo-comportamental para insônia é a primeira escolha.',
    sinaisAlarme: ['pensamentos de morte ou de se machucar (CVV 188)', 'ronco alto com pausas na respiração', 'sonolência ao dirigir'],
    duracao: 'Com hábitos de sono, a melhora aparece em 2 a 4 semanas.',
    dieta: 'Jantar leve e cedo; evite cafeína à tarde e álcool à noite.',
  },
  {
    id: 'diabetes',
    nome: 'Diabetes ou glicose alta (hiperglicemia)',
    especialidades: ['endocrinologia', 'clinica-geral'],
    sintomas: { sede: 4, urina_frequente: 3, perda_peso: 3, glicemia_alta: 4, visao_embacada: 2, cansaco: 1, formigamento_extremidades: 2 },
    orientacoes: [
      'Faça uma glicemia de jejum e uma hemoglobina glicada o quanto antes.',
      'Reduza açúcar, doces, refrigerantes e farinhas brancas.',
      'Não inicie nem mude remédios de diabetes sem orientação médica.',
    ],
    medicamentos: [],
    notaMedico: 'Metformina ou outros hipoglicemiantes somente após confirmação laboratorial.',
    sinaisAlarme: ['vômitos, dor na barriga, respiração rápida ou hálito de fruta', 'sonolência ou confusão', 'glicemia acima de 300 mg/dL'],
    duracao: 'É uma condição crônica: o controle é contínuo.',
    dieta: 'Prato com metade de verduras e legumes, um quarto de proteína e um quarto de carboidrato integral; evite açúcar e bebidas açucaradas.',
    atividade: '150 minutos por semana de atividade aeróbica e exercícios de força melhoram a glicose.',
    exames: ['glicemia de jejum', 'hemoglobina glicada (HbA1c)', 'função renal e urina'],
  },
  {
    id: 'hipotireoidismo',
    nome: 'Hipotireoidismo',
    especialidades: ['endocrinologia'],
    sintomas: { cansaco: 2, frio: 3, ganho_peso: 2, queda_cabelo: 2, constipacao: 1, pele_seca: 1, tristeza: 0.5, tireoide: 2 },
    orientacoes: [
      'O diagnóstico é feito com TSH e T4 livre; vários sintomas são comuns a outras condições.',
      'Se já usa levotiroxina, tome em jejum, 30 minutos antes do café, sempre no mesmo horário.',
    ],
    medicamentos: [],
    notaMedico: 'Levotiroxina somente após confirmação laboratorial.',
    sinaisAlarme: ['sonolência extrema ou confusão', 'inchaço importante', 'batimentos muito lentos'],
    duracao: 'Condição crônica, geralmente bem controlada com tratamento.',
    exames: ['TSH', 'T4 livre', 'anti-TPO'],
  },
  {
    id: 'hipertireoidismo',
    nome: 'Hipertireoidismo',
    especialidades: ['endocrinologia'],
    sintomas: { calor: 3, palpitacao: 2, perda_peso: 2, ansiedade: 1, tremor: 2, tireoide: 1, insonia: 0.5 },
    orientacoes: [
      'O diagnóstico é feito com TSH e T4 livre.',
      'Evite café e energéticos até a avaliação.',
    ],
    medicamentos: [],
    sinaisAlarme: ['febre com batimentos muito rápidos e agitação', 'falta de ar', 'confusão'],
    duracao: 'Condição que exige tratamento e acompanhamento.',
    exames: ['TSH', 'T4 livre', 'TRAb'],
  },
  {
    id: 'osteoartrite',
    nome: 'Osteoartrite (artrose)',
    especialidades: ['reumatologia', 'ortopedia'],
    sintomas: { dor_articular: 4, crepitacao: 2, piora_movimento: 1, rigidez_matinal: 0.5 },
    orientacoes: [
      'Exercícios de fortalecimento e alongamento (fisioterapia, hidroginástica) são o principal tratamento.',
      'Perder peso alivia joelhos e quadris.',
      'Compressas mornas antes de se movimentar ajudam na rigidez.',
    ],
    medicamentos: [med.paracetamol750, med.diclofenacoGel],
    sinaisAlarme: ['articulação muito inchada, quente e vermelha com febre', 'incapacidade de apoiar o peso', 'deformidade após trauma'],
    duracao: 'Condição crônica, com períodos de piora.',
    atividade: 'Atividades de baixo impacto: caminhada, bicicleta, natação, hidroginástica.',
    exames: ['radiografia da articulação'],
    idadeMinima: 35,
  },
  {
    id: 'artrite-reumatoide',
    nome: 'Artrite reumatoide (suspeita)',
    especialidades: ['reumatologia'],
    sintomas: { dor_articular: 3, rigidez_matinal: 4, inchaco_articular: 3, cansaco: 0.5 },
    orientacoes: [
      'Rigidez ao acordar por mais de 30 minutos com juntas inchadas pede avaliação reumatológica em poucas semanas.',
      'O tratamento precoce evita deformidades.',
    ],
    medicamentos: [med.paracetamol750],
    notaMedico: 'Corticoide e drogas modificadoras de doença somente após avaliação reumatológica.',
    sinaisAlarme: ['febre com articulação muito quente e vermelha', 'perda de força', 'falta de ar'],
    duracao: 'Condição crônica: precisa de acompanhamento.',
    exames: ['fator reumatoide', 'anti-CCP', 'VHS e PCR', 'hemograma'],
  },
  {
    id: 'gota',
    nome: 'Gota (crise de ácido úrico)',
    especialidades: ['reumatologia'],
    sintomas: { dedao_pe: 5, inchaco_articular: 3, dor_articular: 1, alimentacao_gota: 1.5 },
    orientacoes: [
      'Gelo sobre a articulação por 15 a 20 minutos, várias vezes ao dia, e repouso do membro.',
      'Beba bastante água; evite álcool (principalmente cerveja), carnes vermelhas, miúdos e frutos do mar.',
      'Não use AAS durante a crise.',
    ],
    medicamentos: [med.ibuprofeno400],
    notaMedico: 'Colchicina ou corticoide na crise e alopurinol a longo prazo, a critério médico.',
    sinaisAlarme: ['febre alta com a articulação muito inchada (infecção)', 'várias articulações ao mesmo tempo', 'doença nos rins'],
    duracao: 'A crise dura de alguns dias a 2 semanas.',
    dieta: 'Evite cerveja e destilados, carnes vermelhas, miúdos, frutos do mar e bebidas com frutose; beba 2 a 3 litros de água por dia.',
    exames: ['ácido úrico no sangue', 'função renal'],
    idadeMinima: 18,
  },
  {
    id: 'fibromialgia',
    nome: 'Fibromialgia',
    especialidades: ['reumatologia'],
    sintomas: { dor_difusa: 5, cansaco: 2, insonia: 2, ansiedade: 0.5, tristeza: 0.5 },
    orientacoes: [
      'Atividade física regular e gradual é o tratamento mais eficaz.',
      'Sono de qualidade e manejo do estresse (psicoterapia) reduzem a dor.',
    ],
    medicamentos: [med.paracetamol750],
    notaMedico: 'Medicamentos moduladores da dor (por exemplo, amitriptilina ou duloxetina) somente com prescrição médica.',
    sinaisAlarme: ['febre, perda de peso ou juntas inchadas (sugerem outra doença)', 'pensamentos de morte (CVV 188)'],
    duracao: 'Condição crônica, com melhora importante com tratamento.',
    atividade: 'Comece com caminhadas leves ou hidroginástica e aumente aos poucos.',
  },
];
