/**
 * The red flags that alone mean an emergency (shared/emergencia.ts), one sign per kind:
 * 'alarme-cardiaca', 'alarme-avc'… each raising the level to `emergencia` with its banner.
 *
 * Then the red-flag words whose meaning depends on what else the patient says, read here over the
 * whole conversation:
 * - a limb that does not move is a stroke sign, unless an injury explains it (a dislocated shoulder);
 * - a swollen face is anaphylaxis, unless a tooth or a blow explains it and nothing allergic is told;
 * - a wound that 'bled a lot' is heavy bleeding, unless it has stopped;
 * - chest pain only on breathing in, with fever or cough, is the pleuritic pain of a pneumonia
 *   (Manchester 'dor pleurítica': urgent), otherwise it stays cardiac;
 * - a scorpion or spider sting goes to the emergency room for observation, and is an emergency with
 *   systemic signs (Ministério da Saúde, Manual de acidentes por animais peçonhentos);
 * - a plan with the means is suicidal risk even without the word 'morrer' (CVV; MS).
 */
import { NAO_CONSIGO, padroesEmergencia } from '../../emergencia.js';
import { ate, sinal } from '../construir.js';
import type { Contexto, Familia, Regra } from '../tipos.js';

/** How each kind of red flag is written as a reason, for the physician and the patient. */
export const motivosAlarme = {
  suicidio: 'Ideação suicida ou risco de autolesão',
  cardiaca: 'Dor, aperto ou pressão no peito',
  avc: 'Sinais de AVC (assimetria facial, fraqueza de um lado, fala alterada ou cefaleia súbita)',
  respiratoria: 'Falta de ar ou dificuldade para respirar',
  anafilaxia: 'Inchaço de garganta, língua, lábios ou rosto (possível anafilaxia)',
  convulsao: 'Convulsão',
  sangramento: 'Sangramento intenso ou que não para',
  intoxicacao: 'Intoxicação, ingestão excessiva de remédios ou picada de animal peçonhento',
  meningite: 'Febre com rigidez de nuca ou manchas roxas na pele',
  desmaio: 'Desmaio ou perda de consciência',
  trauma: 'Ferimento ou acidente grave',
} as const;

const REMEDIOS =
  '(?:r[ei]medios?|co[mn]primidos?|pilulas?|capsulas?|cartelas?|caixas? de r[ei]medio|calmantes?|antidepressivos?|tarja preta|remedio de dormir|remedio controlado|rivotril|clonazepam|diazepam|alprazolam|zolpidem|amitriptilina|fluoxetina|sertralina|quetiapina|carbamazepina|gardenal|fenobarbital|paracetamol|tylenol|dipirona|ibuprofeno|insulina)';
// What sets off an allergic reaction (WAO Anaphylaxis Guidance 2020): a wasp, bee or fire-ant
// sting, a medicine taken or injected shortly before, a food allergen.
const HIMENOPTEROS = '(?:abelhas?|vespas?|marim?bondos?|formigas?|lava pes?|caba|enxame)';
const MEDICAMENTO_GATILHO =
  '(?:r[ei]medio|antibiotico|amoxicilina|penicilina|benzetacil|cefalexina|azitromicina|sulfa|dipirona|novalgina|ibuprofeno|diclofenaco|nimesulida|cetoprofeno|aspirina|aas|anti ?inflamatorio|injecao|vacina|contraste)';
const ALIMENTO_GATILHO = '(?:camarao|frutos do mar|marisco|amendoim|castanhas?|nozes|peixe|kiwi)';
// A course that ended ('a cartela do anticoncepcional acabou'), not pills found empty.
const CURSO_ACABOU =
  '(?<!\\b(?:anticoncepciona\\w*|pilula|antibiotico\\w*|vitaminas?|suplementos?|tratamento|receita)\\b.*)(?!.*\\b(?:anticoncepciona\\w*|pilula|antibiotico\\w*|vitaminas?|suplementos?|tratamento|receita|comprar|comprei|renovar|farmacia)\\b)';
// Typos of the throat and swallowing words: 'engoli' for engolir, 'ingolir', 'guarganta'.
const ENGOLIR = '[ei]ngol(?:ir|i|e)';
const GARGANTA = 'gu?arganta';
const RESPIRAR_FUNDO = '(?:respiro|respirar|respira|inspiro|inspirar|puxo o ar|puxar o ar|puxa o ar|tusso|tossir|tosse)';

const sinais = [
  // A limb that does not move: a stroke, unless an injury or the pain explains it.
  sinal('membro-nao-mexe', [
    `\\b${NAO_CONSIGO} (?:mexer|levantar|sentir|mover) (?:o |a |meu |minha )?(?:braco|perna|mao)\\b(?! ${ate(3)}(?:de|por causa da|com) (?:tanta |muita )?dor\\b)`,
  ]),
  sinal('lesao-membro', [
    '\\b(?:saiu do lugar|desloc\\w*|desencaix\\w*|luxa\\w*|quebr\\w*|fratur\\w*|pancada|machuquei|machucou|trombada|dividida|levei um carrinho)\\b',
    '\\b(?:ombro|cotovelo|punho|joelho|tornozelo) ' + ate(3) + '(?:fora do lugar|torto|deformad\\w*|com um degrau|afundad\\w*)\\b',
  ]),
  // A swollen face: anaphylaxis, unless a tooth or a blow explains it (NHS 'dental abscess').
  sinal('rosto-inchado', [
    '\\b(?:rosto|cara|face|bochechas?) ' + ate(2) + '(?:inchando|inchad[oa]s?|inchou|incharam)\\b',
    '\\binchaco ' + ate(2) + '(?:rosto|cara|face|bochechas?)\\b',
    '\\b(?:inchou|inchando) ' + ate(1) + '(?:o rosto|a cara|a face|a bochecha)\\b',
  ]),
  // Qualifiers: they only explain another sign, so alone they never take a case out of self-care.
  sinal('dente', ['\\b(?:dente|dentes|siso|gengiva|dentista|canal do dente|abscesso dentario)\\b'], { leve: true }),
  sinal('pancada-rosto', [
    '\\b(?:pancada|soco|murro|batida|bati|bateu|apanhei|tombo|caiu|cai) ' + ate(4) + '(?:rosto|cara|face|boca|bochecha|olho|nariz|queixo|cabeca)\\b',
    '\\bcaxumba\\b',
  ]),
  sinal('contexto-alergico', [
    '\\b(?:alergia|alergias|alergic[oa]|reacao alergica|urticaria|empola\\w*|vergoes|placas? vermelh\\w*|camarao|frutos do mar|amendoim|abelha|vespa|marimbondo)\\b',
    '\\b(?:depois|logo depois|apos) (?:de tomar|que tomei|do) ' + ate(2) + '(?:remedio|antibiotico|injecao|anti inflamatorio|dipirona)\\b',
  ], { leve: true }),
  // 'Sangrou muito': heavy bleeding while it has not stopped.
  sinal('sangrou-muito', [
    '\\bsangr(?:ei|ou|ava|aram)\\b (?:\\w+ ){0,2}?(?:muito|demais|bastante|forte|um monte|litros)\\b(?! ' + ate(3) + '(?:e |mas )?(?:ja )?(?:parou|estancou))',
  ]),
  sinal('sangramento-parou', [
    // 'Já parou apertando', 'parou com gelo': the bleeding, unless another thing stopped ('parou de respirar').
    '^(?:ja |agora |depois |logo |so )?(?:parou|estancou)(?! de (?!sangrar))(?: \\w+){0,4}$',
    '\\b(?:parou|estancou|consegui parar|conseguimos parar|consegui estancar) (?:de sangrar|o sangramento|o sangue)\\b',
    '\\b(?:sangue|sangramento) ' + ate(2) + '(?:parou|estancou)\\b',
    '\\bsangr\\w* ' + ate(4) + '(?:e|mas) (?:ja |logo )?(?:parou|estancou)\\b',
  ], { leve: true }),
  sinal('ferimento', ['\\b(?:corte|cortei|cortou|ferida|ferimento|machucado|mordid\\w*|mordeu|mordida|rasgou|rasgado|lacera\\w*)\\b'], { leve: true }),
  // Pleuritic chest pain: only on breathing in or coughing.
  sinal('dor-pleuritica', [
    `\\b(?:dor|doi|doe|doendo|pontada|fisgada|agulhada) ${ate(4)}(?:peito|costelas?|torax|lado) ${ate(3)}(?:quando|qdo|ao|se|so quando|toda vez que|na hora que) (?:eu )?${RESPIRAR_FUNDO}\\b`,
    `\\b(?:quando|ao|se|toda vez que) (?:eu )?${RESPIRAR_FUNDO} ${ate(2)}(?:doi|doe|da uma pontada|da uma fisgada|sinto (?:uma )?(?:dor|pontada)) ${ate(2)}(?:peito|costelas?|lado)\\b`,
  ]),
  sinal('infeccao-respiratoria', [
    '\\b(?:pneumonia|catarro|escarro|expectora\\w*|secrecao no peito|gripe forte|bronquite)\\b',
  ], { leve: true }),
  // Scorpion and spider stings (the snake bite stays a red flag on its own).
  sinal('picada-escorpiao-aranha', [
    '\\b(?:picad[oa]|mordid[oa]|ferrad[oa]|ferroad[oa]|picada|ferroada|mordida) ' + ate(2) + '(?:escorpiao|escorpioes|aranha|armadeira|viuva negra|lacraia)\\b',
    '\\b(?:escorpiao|aranha|armadeira|viuva negra|lacraia) ' + ate(2) + '(?:me |o |a |lhe |nele |nela )?(?:picou|mordeu|ferrou|pegou|ferroou)\\b',
  ]),
  sinal('sinais-sistemicos-veneno', [
    '\\b(?:agitad[oa]|agitacao|tremores|tremendo|salivando muito|suando muito|suor (?:frio|demais)|sudorese|muito palid[oa]|vomitando muito)\\b',
  ], { leve: true }),
  // A plan with the means: setting the pills aside, 'vou tomar tudo'; read with hopelessness.
  sinal('plano-remedios', [
    `\\b(?:separei|separando|juntei|juntando|guardei|guardando|acumulei|acumulando|escondi|escondendo|estoquei|comprei) ${ate(3)}${REMEDIOS}`,
  ]),
  sinal('tomar-tudo', [
    `\\b(?:vou|quero|queria|vontade de|pensando em|penso em|pensei em|decidi|resolvi) (?:tomar|engolir) (?:tudo|todos|todas|todos eles|todas elas|a caixa|a cartela|o vidro|o frasco|tudo junto)\\b(?! ${ate(2)}(?:certinho|direitinho|corretamente|conforme|como (?:o medico|a medica|manda|mandou|prescrito|receitado)|na hora certa|nos horarios))`,
  ]),
  sinal('desesperanca', [
    '\\bnao aguento mais\\b',
    '\\bnao (?:vejo|tem|ha|existe) (?:mais )?(?:saida|sentido|esperanca)\\b',
    '\\bcansei de (?:tudo|viver|lutar|existir)\\b',
    '\\bninguem (?:vai )?(?:sentir|sentiria|notar|notaria) (?:a )?(?:minha )?falta\\b',
    '\\b(?:sou|virei) (?:so )?um (?:peso|fardo|estorvo)\\b',
    '\\b(?:me despedir|despedida|dizer adeus)\\b',
    '\\b(?:queria|quero|so queria) (?:avisar|contar para|falar com) alguem\\b',
    '\\bvou acabar com (?:tudo|isso)\\b',
  ]),
  // Farewell acts (CVV; MS, prevenção do suicídio): a letter to the family, giving things away,
  // settling affairs. Alone they may be ordinary; with hopelessness or a plan they are suicidal risk.
  sinal('atos-despedida', [
    `\\b(?:escrevi|escrevendo|deixei|deixando) ${ate(2)}(?:carta|cartas|bilhete|bilhetes|mensagem|mensagens|video) ${ate(2)}(?:para|pros?|pras?|a|aos?|as?) ${ate(1)}(?:minha |meus |minhas |meu )?(?:familia|filhos?|filhas?|mae|pai|esposa|marido|todos|amigos|pais)\\b`,
    `\\b(?:dei|doei|dando|doando|distribui|distribuindo) ${ate(1)}(?:todas |todos )?(?:as )?(?:os )?(?:minhas|meus) (?:coisas|roupas|pertences|objetos|bens|livros)\\b`,
    '\\b(?:me despedindo|me despedi|fui me despedir) ' + ate(2) + '(?:de todos|de todo mundo|da familia|dos amigos|de voces)\\b',
    `\\b(?:deixei|deixando|organizei|organizando|resolvi|resolvendo) ${ate(2)}(?:tudo|minhas coisas|meus documentos|senhas|seguro de vida|testamento) ${ate(3)}(?:para quando eu (?:partir|for|nao estiver)|quando eu nao estiver|depois que eu (?:partir|for))\\b`,
    '\\b(?:cuidem|cuida|cuide) (?:bem )?(?:dos meus filhos|da minha familia|do meu cachorro|da minha mae) (?:por mim|quando eu (?:partir|for|nao estiver))\\b',
  ]),
  // A decided plan or chosen moment, without naming the act (CVV: 'já sei como vou fazer').
  sinal('plano-decidido', [
    `\\b(?:ja )?(?:decidi|resolvi|sei|escolhi|planejei|pensei) ${ate(1)}(?:como|quando|onde|o dia|a hora|o lugar|o jeito) ${ate(2)}(?:vou fazer|fazer isso|vai ser|eu vou|acabar)\\b`,
    '\\bja (?:esta|estou com) (?:tudo )?(?:planejado|decidido|preparado|combinado comigo mesm[oa])\\b',
    '\\bja tenho (?:tudo )?(?:planejado|decidido|preparado)\\b',
    '\\b(?:hoje|amanha|esta noite|essa noite|no fim de semana) (?:eu )?(?:acabo|termino|resolvo) com (?:tudo|isso|a dor)\\b',
  ]),
  // A swollen throat: anaphylaxis, unless a throat infection explains it (a peritonsillar abscess
  // swells one side after days of a sore throat and fever: NICE CKS sore throat, quinsy).
  sinal('garganta-inchada', [
    '\\bgarganta ' + ate(3) + '(?:inchando|inchada|inchado|inchou|inflou|estufou|estufada)\\b',
    '\\b(?:inchaco|inchacao|caroco|bola) ' + ate(2) + '(?:garganta|goela|campainha|uvula)\\b',
    '\\b(?:inchou|inchando|inchada|inchado) ' + ate(4) + '(?:da |a )?(?:garganta|goela|campainha)\\b',
  ]),
  // A throat infection in the words patients use, beside the fever family's sore throat.
  sinal('infeccao-garganta', [
    '\\b(?:amidal\\w*|amigdal\\w*|amidal\\w*|faringit\\w*|laringit\\w*|tonsilit\\w*|placas? (?:de pus )?na garganta|pus na garganta|garganta inflamada|ingua no pescoco)\\b',
  ], { leve: true }),
  sinal('inchaco-um-lado-garganta', [
    '\\blado ' + ate(3) + '(?:da )?(?:garganta|goela|amigdala|campainha|pescoco)\\b',
    '\\b(?:garganta|amigdala|goela) ' + ate(4) + '(?:de um lado|de um lado so|so de um lado|so um lado|lado direito|lado esquerdo|mais de um lado)\\b',
    '\\b(?:campainha|uvula) ' + ate(2) + '(?:torta|desviada|empurrada|para o lado|de lado)\\b',
  ], { leve: true }),
  sinal('nao-consegue-engolir', [
    `\\b${NAO_CONSIGO} ${ate(1)}engolir\\b`,
    '\\b(?:mal|quase nao) (?:consigo|consegue) engolir\\b',
    '\\bengolir ' + ate(2) + '(?:quase )?(?:impossivel|insuportavel|uma tortura)\\b',
    '\\b(?:nao desce|nao passa) (?:nem )?(?:agua|comida|nada|liquido)\\b',
  ]),
  // Pulled out of the water (Sociedade Brasileira de Salvamento Aquático): with cough it is watched
  // in hospital; with breathlessness, blue lips or drowsiness it is an emergency.
  sinal('submersao', [
    '\\b(?:caiu|cai|caido|caida|afundou|afundando|afundad[oa]|mergulhou|escorregou) ' + ate(3) + '(?:na|no|da|do|dentro da|dentro do|para dentro da) (?:piscina|rio|mar|lago|lagoa|represa|acude|banheira|balde|tanque|cachoeira|agua|praia|poco)\\b',
    '\\b(?:tiramos|tirei|tiraram|tirou|puxamos|puxei|puxaram|puxou|resgatamos|resgataram|salvamos|salvaram|pescamos) ' + ate(3) + '(?:da|do|de dentro da|de dentro do|para fora da) (?:piscina|agua|rio|mar|lago|lagoa|banheira|represa|cachoeira|poco)\\b',
    '\\bquase (?:se )?afog\\w*',
    '\\b(?:ficou|estava|foi|afundou) ' + ate(2) + '(?:embaixo|debaixo|de baixo) d ?(?:a )?agua\\b',
    '\\b(?:engoliu|engoli|bebeu|bebi) ' + ate(1) + '(?:muita |bastante |um monte de )agua\\b',
    '\\b(?:boiando|afundado|submerso|submersa) ' + ate(2) + '(?:na|no) (?:piscina|agua|rio|mar|lago|banheira)\\b',
  ]),
  // Pleuritic pain told in its own clause ('piora quando respiro fundo').
  sinal('piora-ao-respirar', [
    `\\b(?:piora|piorava|aumenta|fica pior|doi mais|doe mais|doi|doe|da (?:uma )?pontada|da (?:uma )?fisgada|pontada|fisgada|dor|doendo|doer) ${ate(2)}(?:quando|ao|se|toda vez que|na hora que|so de|para) (?:eu )?${RESPIRAR_FUNDO}\\b`,
  ], { leve: true }),
  // What makes chest pain cardiac in the patient's words (Manchester 'dor precordial'): pressure,
  // tightness, spreading to the arm or jaw, on exertion, with nausea or a cold sweat.
  sinal('sinais-infarto', [
    // 'Quando aperto o peito' is pressing on it (palpation), not a pressure felt inside.
    '\\b(?=aperto|pressao|peso|esmag|queima)(?<!\\b(?:quando|qdo|ao|se|eu|so de|onde|que) )(?:aperto|pressao|peso|esmagamento|queimacao) ' + ate(2) + '(?:no |na )?(?:peito|coracao)\\b',
    '\\bpeito ' + ate(2) + '(?:apertado|apertando|pesado|pesando|esmagando|queimando)\\b',
    '\\b(?:irradia|irradiando|vai|indo|descendo|desce|corre|correndo|espalha|espalhando|pega) ' + ate(3) + '(?:braco|mandibula|queixo|pescoco|costas|estomago)\\b',
    '\\b(?:quando|ao|se) (?:eu )?(?:ando|andar|subo|subir|faco esforco|fizer esforco|corro|correr|carrego|carregar)\\b',
  ], { leve: true }),
  // Chest-wall (musculoskeletal) pain in the patient's words (NICE CG95; Marburg Heart Score: pain
  // reproduced by palpation): pressing the spot or moving the arm brings it on, resting does not.
  sinal('dor-ao-apertar-peito', [
    `\\b(?:doi|doe|dor|doendo|doer|sinto dor|da dor|piora|aumenta) ${ate(3)}(?:quando|qdo|ao|se|so se|so quando|toda vez que|na hora que) (?:eu )?(?:aperto|apertar|aperta|pressiono|pressionar|encosto|encostar|toco|tocar|apalpo|palpo|cutuco|empurro) ${ate(2)}(?:o |no |em cima d[oa] |a |na )?(?:musculo|peito|peitoral|lugar|local|ponto|regiao|costela|costelas|osso|ali|em cima)\\b`,
    `\\b(?:quando|qdo|ao|se|so se|so quando|toda vez que) (?:eu )?(?:aperto|apertar|aperta|pressiono|pressionar|encosto|encostar|toco|tocar|apalpo|cutuco) ${ate(2)}(?:o |no |em cima d[oa] |a |na )?(?:musculo|peito|peitoral|lugar|local|ponto|regiao|costela|costelas|osso|ali|em cima) ${ate(2)}(?:doi|doe|da dor|sinto dor|piora|aumenta)\\b`,
    '\\b(?:dolorid[oa]|sensivel|doendo) ' + ate(2) + '(?:ao toque|para tocar|quando toco|quando aperto|de apertar)\\b',
  ], { leve: true }),
  sinal('dor-ao-mexer-braco', [
    `\\b(?:doi|doe|dor|doendo|doer|piora|aumenta) ${ate(3)}(?:quando|qdo|ao|se|so se|so quando|toda vez que|na hora que) (?:eu )?(?:mexo|mexer|mexe|levanto|levantar|levanta|estico|esticar|giro|girar|movimento|movimentar|movo|mover|abro|abrir|cruzo) ${ate(2)}(?:o |os |a |meu |minha )?(?:bracos?|ombros?|peitoral|tronco)\\b`,
    `\\b(?:quando|qdo|ao|se|so se|so quando|toda vez que) (?:eu )?(?:mexo|mexer|levanto|levantar|estico|esticar|giro|girar|movimento|movimentar|movo|mover) ${ate(2)}(?:o |os |a |meu |minha )?(?:bracos?|ombros?|peitoral|tronco) ${ate(2)}(?:doi|doe|da dor|sinto dor|piora|aumenta)\\b`,
    // '… quando aperto o músculo ou mexo o braço': the second condition of a list.
    `\\b(?:ou|e) (?<=\\b(?:quando|qdo|ao|se|so se|so quando|toda vez que)\\b.* )(?:quando |qdo |ao |se )?(?:eu )?(?:mexo|mexer|levanto|levantar|estico|esticar|giro|girar|movimento|movimentar|movo|mover) ${ate(2)}(?:o |os |a |meu |minha )?(?:bracos?|ombros?)\\b`,
  ], { leve: true }),
  // Not at rest: the opposite of the pain of an infarction, which does not ease with rest.
  sinal('sem-dor-em-repouso', [
    '\\b(?:parad[oa]|em repouso|quiet[oa]|deitad[oa]|sem mexer|descansando|sentad[oa]) (?:\\w+ )?(?:nao doi|nao doe|nao sinto (?:nada|dor)|nao da dor|passa|para de doer|nao incomoda)\\b',
    '\\bso (?:doi|doe|sinto dor|da dor) (?:quando|se|ao) (?:mexo|mexer|aperto|apertar|me mexo|movimento|faco (?:algum )?movimento|encosto)\\b',
  ], { leve: true }),
  // Pain also at rest or without a pause: what a strained muscle does not do.
  sinal('dor-em-repouso', [
    '\\b(?:mesmo|ate|tambem) (?:parad[oa]|deitad[oa]|sentad[oa]|quiet[oa]|em repouso|sem mexer|dormindo)\\b',
    '\\b(?:parad[oa]|deitad[oa]|em repouso|sem mexer) (?:tambem |ainda )?(?:doi|doe|continua doendo|sinto dor)\\b',
    '\\b(?:doi|doe|dor|doendo) ' + ate(2) + '(?:o tempo todo|o dia todo|direto|sem parar|constante|continua|continuamente)\\b',
    '\\b(?:acordei|acordou|acorda|acordo) ' + ate(2) + '(?:com dor|com essa dor|doendo)\\b',
  ], { leve: true }),
  // A heavy effort of the chest and arms shortly before: weights, push-ups, carrying.
  sinal('esforco-bracos-peito', [
    '\\b(?:supino|crucifixo|flexoes|flexao de braco|peck deck|voador|paralelas|musculacao|academia|treino de peito|treinei peito|treino de superiores|levantamento de peso|levantei peso|puxei ferro|crossfit)\\b',
    '\\b(?:carreguei|carregando|carreguei muito|levantei|levantando|empurrei|empurrando) ' + ate(3) + '(?:peso|pesos|caixas?|moveis|sacos?|saco de cimento|mudanca|geladeira|sofa)\\b',
  ], { leve: true }),
  // Cardiovascular risk (Marburg Heart Score; NICE CG95): hypertension, smoking, high cholesterol,
  // known heart disease, stimulants (cocaine, anabolic steroids, amphetamines).
  sinal('risco-cardiovascular', [
    '\\b(?:pressao alta|hipertens\\w*|remedio (?:de|da|para) pressao|losartana|enalapril|captopril|anlodipino|hidroclorotiazida)\\b',
    '\\b(?:fumo|fumante|fumando|cigarros?|tabagis\\w*|narguile|vape)\\b',
    '\\b(?:colesterol alto|colesterol (?:elevado|nas alturas)|triglicerides alto|sinvastatina|atorvastatina|rosuvastatina)\\b',
    '\\b(?:cocaina|crack|anabolizantes?|durateston|oxandrolona|anfetamina\\w*|ecstasy|lanca perfume)\\b',
    '\\b(?:problema|doenca|sopro|arritmia|cateterismo|stent|ponte de safena|marca ?passo) (?:no |do |de )?coracao\\b|\\b(?:stent|cateterismo|ponte de safena|marca ?passo|cardiopata)\\b',
  ]),
  // A blow to the chest: a fractured rib or a bruised lung, never a muscle strain.
  sinal('trauma-torax', [
    '\\b(?:pancada|batida|bati|bateu|cai|caiu|queda|bolada|cotovelada|joelhada|soco|murro|chute|chutaram|tombo|trombada) ' + ate(4) + '(?:peito|torax|costelas?)\\b',
    '\\b(?:peito|costelas?) ' + ate(2) + '(?:bateu|bati|batido|pancada|amassad\\w*)\\b',
    '\\bvolante ' + ate(3) + '(?:peito|costelas?)\\b',
  ]),
  // Stabbing pain as a figure of speech ('dor tipo facada'): a strong pain, not a stab wound.
  sinal('dor-em-facada', [
    '\\b(?:dor|dores|pontada|pontadas|fisgada|fisgadas) (?:de|em|tipo|como|que nem|feito|igual a?) (?:uma |umas )?(?:facadas?|faca|punhalada|navalhada|agulhada forte)\\b',
    '\\b(?:como|que nem|feito|parece) (?:uma |umas )?(?:facadas?|punhalada)\\b',
    '\\bdor lancinante\\b',
  ]),
  sinal('falta-ar-leve', [
    `\\b(?:um pouco|um pouquinho|pouca|uma leve|leve|levemente|ligeira|uma pequena) ${ate(1)}(?:de )?(?:falta de ar|sem ar|sem folego|dificuldade para respirar)\\b`,
    '\\bfalta de ar (?:leve|pequena|pouca|fraquinha|bem leve)\\b',
    `\\b(?:consigo|consegue) (?:falar|conversar) ${ate(1)}(?:normal|normalmente|bem|frases inteiras|sem parar)\\b`,
  ], { leve: true }),
  // Empty packs of medicine found by someone (Manchester 'overdose e envenenamento'): an ingestion
  // until shown otherwise, and an emergency with drowsiness, slurred speech or despair.
  sinal('embalagens-vazias', [
    `\\b(?:cartelas?|blisters?|caixas?|caixinhas?|frascos?|vidros?|vidrinhos?|potes?) ${ate(4)}vazi[oa]s?\\b(?<=\\b(?:cartelas?|blisters?|${REMEDIOS})\\b.*)`,
    `\\bvazi[oa]s? ${ate(2)}(?:cartelas?|blisters?|caixas? de ${REMEDIOS}|frascos? de ${REMEDIOS}|vidros? de ${REMEDIOS})\\b`,
    `\\b(?:cartelas?|blisters?) ${ate(3)}(?:sem nenhum|sem nada|so as? embalage\\w*|toda furada|todas furadas|tudo furado)\\b`,
  ].map((fonte) => fonte + CURSO_ACABOU)),
  // Everything swallowed, told without the medicine's name ('engoli tudo', 'tomou todos'):
  // read with a medicine named elsewhere in the conversation.
  sinal('ingeriu-tudo', [
    `\\b(?:tomei|tomou|engoli|engoliu|ingeri|ingeriu|tomaram) (?:de uma vez )?(?:tudo|todos|todas|tudinho)\\b(?! ${ate(4)}(?:certinho|direitinho|corretamente|na hora|no horario|nos horarios|do dia|de hoje|da manha|da noite|que (?:o medico|a medica) (?:passou|receitou)|como (?:o medico|a medica|manda|mandou)))(?!.*\\b(?:comida|prato|sopa|mingau|papinha|leite|suco|agua|cha|lanche)\\b)`,
  ]),
  sinal('menciona-remedio', [`\\b${REMEDIOS}\\b`], { leve: true }),
  // Black, tarry stool (melena, Manchester 'hemorragia digestiva'): bleeding high in the gut.
  sinal('fezes-pretas', [
    `\\b(?:coco|fezes|evacua\\w*|caca|bosta|merda) ${ate(4)}(?:pret[oa]s?|pretinh[oa]|escur[oa]s? (?:como|igual|que nem|tipo) (?:piche|borra|cafe|asfalto)|como piche|igual piche|cor de piche|borra de cafe)\\b(?!.*\\b(?:ferro|ferroso|beterraba|carvao)\\b)`,
    `\\b(?:evacuei|evacuou|fiz|fez|saiu|sai) ${ate(2)}(?:preto|pretas?) (?:como|igual|que nem|tipo) (?:piche|asfalto|borra)\\b`,
    '\\bmelena\\b',
  ]),
  sinal('toma-ferro', ['\\b(?:sulfato ferroso|suplemento de ferro|remedio de ferro|ferro em (?:gotas|comprimido)|(?:tomando|tomo|toma|usando) ferro|noripurum|combiron)\\b'], { leve: true }),
  // The circulation failing after blood loss, in the patient's words: nearly fell, blacked out, white.
  sinal('quase-desmaio', [
    `\\bquase ${ate(1)}(?:desmai\\w*|dismai\\w*|apaguei|apagou|cai|caiu|fui ao chao)\\b`,
    `\\b(?:vista|visao) ${ate(1)}(?:escureceu|escurecendo|apagando|ficou preta)\\b`,
    `\\b(?:ficou|fiquei|esta|estou|ficando) ${ate(1)}(?:branc[oa]|palid[oa]|gelad[oa]|sem cor)\\b`,
    '\\b(?:nao|mal) (?:paro|para|consigo ficar|consegue ficar) em pe\\b',
  ]),
  // Allergic reactions (WAO 2020): the trigger, the skin, and the airway or circulation signs.
  sinal('exposicao-alergeno', [
    `\\b(?:picad[oa]|ferroad[oa]|ferrad[oa]|mordid[oa]|picada|picadas|ferroada|ferroadas) ${ate(2)}${HIMENOPTEROS}\\b`,
    `\\b${HIMENOPTEROS} ${ate(2)}(?:me |o |a |lhe |nele |nela )?(?:picou|picaram|ferrou|ferraram|ferroou|mordeu|atacou|atacaram)\\b`,
    `\\b(?:tomei|tomou|tomar|tomando|usei|usou|apliquei|aplicou|aplicaram|comecei|comecou|depois d[oae]s?|apos (?:o|a|tomar)|logo depois d[oae]) ${ate(3)}${MEDICAMENTO_GATILHO}\\b`,
    `\\b(?:comi|comeu|comemos|provei|provou|depois de comer|apos comer) ${ate(3)}${ALIMENTO_GATILHO}\\b`,
  ], { leve: true }),
  sinal('pele-alergica', [
    `\\b(?:corpo|pele) ${ate(3)}(?:vermelh\\w*|empolad\\w*|cheio de (?:placas|bolinhas|vergoes|bolotas)|cheia de (?:placas|bolinhas|vergoes|bolotas)|(?:coca|cocando|cosando))\\b`,
    `\\b(?:vermelh\\w*|placas|bolotas|vergoes|empolad\\w*|coceira) ${ate(2)}(?:o corpo todo|no corpo todo|pelo corpo|corpo inteiro)\\b`,
    `\\b(?:labios?|boca|olhos?|palpebras?|rosto|cara|lingua|orelhas?) ${ate(2)}in(?:ch|x)(?:ando|ad[oa]s?|ou|aram)\\b`,
  ], { leve: true }),
  // The airway in an allergic reaction: a tight or closing throat, a changed voice, trouble swallowing.
  sinal('garganta-alergica', [
    `\\b${GARGANTA} ${ate(2)}(?:apertando|apertada|fechando|fechada|trancando|trancada|coca|cocando|estranha|grossa|travando|travada)\\b`,
    `\\b(?:aperto|bolo|no|fechamento|coceira|inchaco) ${ate(1)}(?:na|da) ${GARGANTA}\\b`,
    `\\bvoz ${ate(2)}(?:rouca|mudou|mudando|diferente|estranha|sumindo|sumiu|fraca|grossa)\\b`,
    `\\b(?:dificuldade|dificil) ${ate(1)}(?:para|de|pra) ${ENGOLIR}\\b`,
    `\\blingua ${ate(2)}(?:grossa|pesada|enrolando|formigando)\\b`,
  ]),
  // The patient says the breathing and the voice are fine: a swollen lip without the airway.
  sinal('via-aerea-ok', [
    `\\b(?:respiro|respirando|respira|respirar|respiracao) ${ate(1)}(?:normal|normalmente|bem|tranquil[oa]|sem dificuldade|ok)\\b`,
    `\\bvoz ${ate(2)}(?:normal|normalzinha|de sempre|igual)\\b`,
    '\\b(?:sem|nenhuma) (?:falta de ar|dificuldade (?:para|de) respirar|chiado)\\b',
  ], { leve: true }),
  // The tongue, the throat or the word itself: never a lip alone.
  sinal('lingua-garganta-inchada', [
    `\\b(?:lingua|${GARGANTA}|glote|campainha|uvula) ${ate(2)}(?:in(?:ch|x)\\w*|fechando|fechada|fechou)\\b`,
    '\\b(?:anafila\\w*|edema de glote|choque (?:anafilatico|alergico))\\b',
  ]),
  // An airway closing from the inside (NICE CKS sore throat; epiglottitis): drooling, unable to
  // swallow the saliva, a muffled 'hot potato' voice, sitting up and leaning forward to breathe.
  sinal('nao-engole-saliva-via-aerea', [
    `\\b${NAO_CONSIGO} (?:nem )?${ENGOLIR} (?:nem )?(?:a |o )?(?:propria |proprio )?(?:saliva|cuspe|baba)\\b`,
  ]),
  // Drooling: a teething baby's too, so it only qualifies the throat signs.
  sinal('babando', ['\\b(?:babando|saliva escorrendo|escorrendo (?:a )?(?:saliva|baba)|baba escorrendo|cuspindo (?:a )?saliva)\\b'], { leve: true }),
  sinal('voz-abafada', [
    `\\bvoz ${ate(2)}(?:abafada|de batata quente|embolada|engasgada)\\b`,
    '\\bbatata quente\\b',
    `\\b(?:fala|falando) ${ate(2)}(?:abafad[oa]|com a boca cheia)\\b`,
  ]),
  sinal('posicao-tripe', [
    `\\b(?:sentad[oa]|inclinad[oa]|curvad[oa]|debrucad[oa]) ${ate(2)}(?:para|pra) frente\\b`,
    `\\bso (?:consigo|consegue|fico|fica) (?:respirar |ficar )?sentad[oa]\\b`,
  ]),
];

/**
 * Pleuritic chest pain in a young adult with nothing cardiac about it (no pressure, spread, effort,
 * cold sweat, fainting; no clot risk): Manchester reads 'dor pleurítica' as urgent, not as
 * 'dor precordial'; a spontaneous pneumothorax or pleurisy goes to the emergency room. Unknown age
 * or 40 and over stays a cardiac alarm.
 */
const pleuritica = (c: Contexto): boolean => c.tem('dor-pleuritica') || (c.tem('alarme-cardiaca') && c.tem('piora-ao-respirar'));
const pleuriticaSemSinaisCardiacos = (c: Contexto): boolean =>
  pleuritica(c) &&
  c.idadeAnos !== undefined &&
  c.idadeAnos >= 12 &&
  c.idadeAnos < 40 &&
  !c.algum('sinais-infarto', 'nausea', 'vomitos', 'suor-frio', 'alarme-desmaio', 'palidez', 'cianose', 'palpitacao', 'pulso-130', 'perna-inchada-dor', 'viagem-imobilizacao', 'alarme-sangramento', 'tontura');
/** Breathlessness the patient calls slight, in pleuritic pain that is not cardiac: still urgent, not SAMU. */
const faltaDeArLevePleuritica = (c: Contexto): boolean =>
  pleuriticaSemSinaisCardiacos(c) && c.tem('falta-ar-leve') && !c.algum('cianose', 'respiracao-crianca-grave', 'confusao', 'sonolencia-grave');
/**
 * Chest-wall pain (NICE CG95: pain reproduced by palpation, in the young without risk factors, makes
 * a cardiac cause unlikely; Marburg Heart Score): ALL together — under 40, a heavy effort of the chest
 * and arms, pain brought on by pressing the spot AND by moving the arm, none at rest, and nothing
 * cardiac or breathless about it, no diabetes, hypertension or smoking. Any other chest pain stays an
 * emergency.
 */
const dorParedeToracica = (c: Contexto): boolean =>
  c.idadeAnos !== undefined &&
  c.idadeAnos >= 12 &&
  c.idadeAnos < 40 &&
  c.todos('dor-ao-apertar-peito', 'dor-ao-mexer-braco', 'sem-dor-em-repouso', 'esforco-bracos-peito') &&
  !c.algum(
    'sinais-infarto', 'alarme-respiratoria', 'falta-ar-leve', 'cansaco-respirar', 'respiracao-rapida', 'suor-frio', 'nausea', 'vomitos',
    'alarme-desmaio', 'tontura', 'palidez', 'cianose', 'palpitacao', 'pulso-130', 'dor-pleuritica', 'piora-ao-respirar', 'perna-inchada-dor',
    'viagem-imobilizacao', 'inicio-subito', 'diabetes', 'risco-cardiovascular', 'trauma-torax', 'dor-em-repouso',
  ) &&
  !c.febre;
const infeccaoGarganta = (c: Contexto): boolean => c.febre || c.algum('dor-garganta', 'infeccao-garganta', 'abscesso-garganta', 'infeccao', 'dente', 'dor-dente');
const alergico = (c: Contexto): boolean => c.algum('contexto-alergico', 'urticaria', 'coceira', 'rosto-inchado');
/** A breastfeeding mother's sore, red or engorged breast told in its own clause: the breast, not the heart. */
const mamaNaAmamentacao = (c: Contexto): boolean =>
  c.todos('amamentando', 'mama-inflamada') && !c.algum('sinais-infarto', 'alarme-respiratoria', 'suor-frio', 'alarme-desmaio', 'palpitacao');
const pressaoBaixa = (c: Contexto): boolean => (c.medidas.pressaoMinima?.sistolica ?? 999) < 90;
/** The circulation failing (Manchester 'sinais de choque', in lay words): fainting or nearly, white, cold sweat, a racing pulse, low pressure. */
const instavel = (c: Contexto): boolean =>
  c.algum('alarme-desmaio', 'quase-desmaio', 'tontura', 'palidez', 'suor-frio', 'pulso-130') || pressaoBaixa(c);
/**
 * Anaphylaxis (WAO Anaphylaxis Guidance 2020): after a sting, a medicine or a food, the skin or the
 * lips AND the airway, the breathing or the circulation (dizziness, fainting, low pressure); or the
 * airway alone right after the trigger.
 */
const viaAereaOuCirculacao = (c: Contexto): boolean =>
  c.algum(
    'garganta-alergica', 'lingua-garganta-inchada', 'alarme-respiratoria', 'chiado', 'cansaco-respirar', 'respiracao-rapida', 'estridor', 'cianose',
    'tontura', 'alarme-desmaio', 'quase-desmaio', 'palidez', 'suor-frio',
  ) || pressaoBaixa(c);
const anafilaxiaSistemica = (c: Contexto): boolean =>
  ((c.algum('pele-alergica', 'urticaria') || (c.tem('exposicao-alergeno') && c.algum('coceira', 'rosto-inchado'))) && viaAereaOuCirculacao(c)) ||
  // The throat alone after a medicine: not when a throat infection explains it (the antibiotic for
  // a tonsillitis that became an abscess).
  (c.tem('exposicao-alergeno') && c.algum('garganta-alergica', 'lingua-garganta-inchada', 'alarme-respiratoria', 'chiado', 'estridor') && !infeccaoGarganta(c));
/** A swollen lip or face with the breathing and the voice told fine and nothing else: angioedema, seen within hours. */
const angioedemaSemViaAerea = (c: Contexto): boolean =>
  c.tem('via-aerea-ok') &&
  !viaAereaOuCirculacao(c) &&
  !c.algum('garganta-inchada', 'nao-consegue-engolir', 'nao-engole-saliva', 'nao-engole-saliva-via-aerea', 'vomitos');
/** Ingested medicines told by what was found or how it was said, with someone drowsy, confused, slurring or despairing. */
const sinaisDeIngestaoGrave = (c: Contexto): boolean =>
  c.algum(
    'sonolencia-grave', 'confusao', 'prostracao-crianca', 'alarme-avc', 'alarme-desmaio', 'alarme-convulsao', 'vomitos', 'desesperanca',
    'alarme-suicidio', 'atos-despedida', 'plano-decidido',
  ) || (c.idadeAnos ?? 99) < 12;
const palavrasSuicidas = (c: Contexto): boolean => c.algum('alarme-suicidio', 'desesperanca', 'atos-despedida', 'plano-decidido');
/** A woman who may be pregnant: told so, a late period, or the intake's age and sex. */
const podeEstarGravida = (c: Contexto): boolean => c.gestante || c.tem('atraso-menstrual');
const dorOuSangramentoPelvico = (c: Contexto): boolean =>
  c.algum('dor-abdominal', 'dor-intensa', 'dor-fossa-esquerda', 'dor-fossa-direita', 'sangramento-vaginal', 'sangramento-sem-local', 'alarme-sangramento', 'absorvente-encharcado');

/** What each single red flag does not cover, read from the whole conversation. */
const excecoesAlarme: Partial<Record<string, (c: Contexto) => boolean>> = {
  cardiaca: (c) => pleuriticaSemSinaisCardiacos(c) || dorParedeToracica(c) || mamaNaAmamentacao(c),
  respiratoria: faltaDeArLevePleuritica,
  anafilaxia: (c) => angioedemaSemViaAerea(c) && !c.tem('lingua-garganta-inchada'),
};

const AVC = motivosAlarme.avc;

const regras: Regra[] = [
  // First, so that an overdose told with hopelessness shows the suicide banner (CVV and SAMU).
  {
    nivel: 'emergencia',
    motivo: motivosAlarme.suicidio,
    emergencia: 'suicidio',
    quando: (c) => c.tem('alarme-intoxicacao') && c.algum('desesperanca', 'atos-despedida', 'plano-decidido', 'alarme-suicidio'),
  },
  // First, so that choking shows the breathing banner even when 'não consegue falar' reads as a stroke sign too.
  {
    nivel: 'emergencia',
    motivo: 'Engasgo sem conseguir tossir, chorar ou respirar',
    emergencia: 'respiratoria',
    quando: (c) => c.tem('engasgo') && c.algum('sem-som-via-aerea', 'cianose', 'alarme-respiratoria'),
  },
  ...padroesEmergencia.map((regra) => ({
    nivel: 'emergencia' as const,
    motivo: motivosAlarme[regra.tipo as keyof typeof motivosAlarme],
    emergencia: regra.tipo,
    quando: (contexto: Contexto) => contexto.tem(`alarme-${regra.tipo}`) && !(excecoesAlarme[regra.tipo]?.(contexto) ?? false),
  })),
  {
    nivel: 'emergencia',
    motivo: AVC,
    emergencia: 'avc',
    // Not the guard's 'fratura' sign: it reads 'não consigo mexer' itself.
    quando: (c) => c.tem('membro-nao-mexe') && !c.algum('lesao-membro', 'queda', 'trauma-cabeca'),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Não consegue mexer o braço ou a perna depois de uma queda ou pancada',
    quando: (c) => c.tem('membro-nao-mexe'),
  },
  {
    nivel: 'emergencia',
    motivo: motivosAlarme.anafilaxia,
    emergencia: 'anafilaxia',
    quando: (c) =>
      c.tem('rosto-inchado') &&
      (c.algum('contexto-alergico', 'urticaria', 'coceira') || !c.algum('dente', 'pancada-rosto', 'trauma-cabeca', 'mordida-animal')) &&
      !angioedemaSemViaAerea(c),
  },
  {
    nivel: 'emergencia',
    motivo: 'Reação alérgica com garganta apertando, voz alterada, falta de ar, tontura ou pressão baixa (anafilaxia)',
    emergencia: 'anafilaxia',
    quando: anafilaxiaSistemica,
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Lábios, olhos ou rosto inchados depois de remédio, alimento ou picada, respirando bem (angioedema)',
    quando: (c) => angioedemaSemViaAerea(c) && (c.tem('alarme-anafilaxia') || (c.tem('rosto-inchado') && alergico(c))),
  },
  {
    // NICE CKS sore throat: drooling, unable to swallow the saliva, with noisy or hard breathing or
    // sitting forward to breathe: epiglottitis (adults too) closes the airway.
    nivel: 'emergencia',
    motivo: 'Não consegue engolir a saliva ou babando, com barulho, esforço para respirar ou voz abafada (possível epiglotite)',
    emergencia: 'respiratoria',
    quando: (c) =>
      c.algum('nao-engole-saliva-via-aerea', 'nao-engole-saliva', 'babando') &&
      ((c.idadeAnos ?? 99) >= 5 || c.algum('nao-engole-saliva-via-aerea', 'nao-engole-saliva')) &&
      (c.algum('estridor', 'posicao-tripe', 'alarme-respiratoria', 'cansaco-respirar', 'cianose', 'respiracao-crianca-grave') ||
        (c.tem('voz-abafada') && c.tem('babando') && c.algum('nao-engole-saliva-via-aerea', 'nao-engole-saliva'))),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Não consegue engolir a saliva ou voz abafada com dor de garganta (possível abscesso)',
    quando: (c) => c.tem('nao-engole-saliva-via-aerea') || (c.tem('voz-abafada') && (c.febre || c.algum('dor-garganta', 'infeccao-garganta', 'babando'))),
  },
  {
    nivel: 'emergencia',
    motivo: motivosAlarme.suicidio,
    emergencia: 'suicidio',
    quando: (c) => palavrasSuicidas(c) && (c.tem('embalagens-vazias') || c.todos('ingeriu-tudo', 'menciona-remedio')),
  },
  {
    nivel: 'emergencia',
    motivo: motivosAlarme.intoxicacao,
    emergencia: 'intoxicacao',
    quando: (c) => (c.tem('embalagens-vazias') && sinaisDeIngestaoGrave(c)) || c.todos('ingeriu-tudo', 'menciona-remedio'),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Cartelas ou frascos de remédio encontrados vazios (possível ingestão em excesso)',
    quando: (c) => c.tem('embalagens-vazias'),
  },
  {
    // Manchester 'hemorragia digestiva' with 'sinais de choque'.
    nivel: 'emergencia',
    motivo: 'Vômito com sangue ou fezes pretas com tontura, palidez ou desmaio (hemorragia digestiva)',
    emergencia: 'sangramento',
    quando: (c) => c.algum('vomito-sangue', 'fezes-pretas') && instavel(c),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Fezes pretas como piche (possível sangramento no estômago ou intestino)',
    // Iron tablets turn the stool black.
    quando: (c) => c.tem('fezes-pretas') && !c.tem('toma-ferro'),
  },
  {
    // MS, Gestação de Alto Risco (hemorragias da primeira metade): pain or bleeding with fainting,
    // dizziness or pallor in a woman who may be pregnant is a ruptured ectopic until shown otherwise.
    nivel: 'emergencia',
    motivo: 'Dor na barriga ou sangramento com desmaio, tontura ou palidez em mulher que pode estar grávida',
    emergencia: 'sangramento',
    quando: (c) =>
      c.sexo !== 'masculino' &&
      dorOuSangramentoPelvico(c) &&
      (podeEstarGravida(c) ? instavel(c) : c.tem('quase-desmaio') && (c.idadeAnos ?? 30) >= 12 && (c.idadeAnos ?? 30) <= 50 && c.algum('tontura', 'palidez', 'suor-frio')),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Rosto inchado por infecção de dente com febre ou dificuldade para engolir ou abrir a boca',
    quando: (c) => c.tem('rosto-inchado') && c.tem('dente') && (c.febre || c.algum('nao-engole-saliva', 'abscesso-garganta')),
  },
  {
    nivel: 'consulta-24h',
    motivo: 'Rosto inchado por dor de dente (possível abscesso dentário)',
    quando: (c) => c.tem('rosto-inchado') && c.tem('dente'),
  },
  {
    nivel: 'emergencia',
    motivo: motivosAlarme.sangramento,
    emergencia: 'sangramento',
    quando: (c) => c.tem('sangrou-muito') && !c.tem('sangramento-parou'),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Ferimento que sangrou muito (avaliar sutura)',
    quando: (c) => c.tem('sangrou-muito') && c.tem('ferimento'),
  },
  {
    nivel: 'consulta-24h',
    motivo: 'Sangramento grande que já parou',
    quando: (c) => c.tem('sangrou-muito'),
  },
  {
    nivel: 'emergencia',
    motivo: motivosAlarme.cardiaca,
    emergencia: 'cardiaca',
    quando: (c) => c.tem('dor-pleuritica') && !(c.febre || c.algum('tosse', 'infeccao-respiratoria', 'catarro-colorido')) && !pleuriticaSemSinaisCardiacos(c),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Dor no peito que piora ao respirar, sem sinais de infarto (possível pneumotórax ou pleurite)',
    quando: (c) => pleuriticaSemSinaisCardiacos(c) && !(c.febre || c.algum('tosse', 'infeccao-respiratoria', 'catarro-colorido')),
  },
  {
    // CRB-65 (NICE NG138): pneumonia at 65 or older, breathing fast or confused goes to hospital.
    nivel: 'pronto-socorro',
    motivo: 'Dor no peito ao respirar, com febre ou tosse, em idoso ou com falta de fôlego (possível pneumonia)',
    quando: (c) =>
      pleuritica(c) &&
      (c.febre || c.algum('tosse', 'infeccao-respiratoria', 'catarro-colorido')) &&
      ((c.idadeAnos ?? 0) >= 65 || c.algum('cansaco-respirar', 'respiracao-rapida', 'respiracao-rapida-funda', 'confusao', 'falta-ar-leve')),
  },
  {
    nivel: 'consulta-24h',
    motivo: 'Dor no peito ao respirar fundo ou tossir, com febre ou tosse (possível pneumonia)',
    quando: (c) => pleuritica(c),
  },
  {
    nivel: 'autocuidado',
    motivo: 'Dor muscular na parede do peito depois de esforço (dói ao apertar e ao mexer o braço, não em repouso), em jovem sem sinais de alarme',
    quando: dorParedeToracica,
  },
  {
    // Manchester: severe pain is urgent even where no other discriminator applies.
    nivel: 'consulta-24h',
    motivo: 'Dor muito forte, em facada',
    quando: (c) => c.tem('dor-em-facada'),
  },
  {
    nivel: 'emergencia',
    motivo: 'Picada de escorpião ou aranha com sinais no corpo todo (vômitos, suor, agitação, sonolência)',
    emergencia: 'intoxicacao',
    quando: (c) =>
      c.tem('picada-escorpiao-aranha') &&
      c.algum('sinais-sistemicos-veneno', 'vomitos', 'vomitos-repetidos', 'suor-frio', 'sonolencia-grave', 'confusao', 'palidez', 'palpitacao', 'cansaco-respirar'),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Picada de escorpião ou aranha (observação no pronto-socorro)',
    quando: (c) => c.tem('picada-escorpiao-aranha'),
  },
  {
    nivel: 'emergencia',
    motivo: motivosAlarme.suicidio,
    emergencia: 'suicidio',
    quando: (c) => (c.tem('plano-remedios') && c.tem('tomar-tudo')) || (c.tem('desesperanca') && c.algum('plano-remedios', 'tomar-tudo')),
  },
  {
    // Two warning signs of suicide together (CVV; MS): farewell acts, a decided plan, hopelessness, the means.
    nivel: 'emergencia',
    motivo: motivosAlarme.suicidio,
    emergencia: 'suicidio',
    quando: (c) => ['atos-despedida', 'plano-decidido', 'desesperanca', 'plano-remedios', 'tomar-tudo'].filter((id) => c.tem(id)).length >= 2,
  },
  {
    nivel: 'emergencia',
    motivo: motivosAlarme.anafilaxia,
    emergencia: 'anafilaxia',
    quando: (c) => c.tem('garganta-inchada') && (alergico(c) || !infeccaoGarganta(c)),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Garganta inchada de um lado ou sem conseguir engolir, com infecção de garganta (possível abscesso)',
    quando: (c) =>
      c.tem('garganta-inchada') && infeccaoGarganta(c) && c.algum('inchaco-um-lado-garganta', 'nao-consegue-engolir', 'nao-engole-saliva', 'abscesso-garganta'),
  },
  {
    nivel: 'consulta-24h',
    motivo: 'Garganta inchada com dor de garganta ou febre',
    quando: (c) => c.tem('garganta-inchada') && infeccaoGarganta(c),
  },
  {
    nivel: 'emergencia',
    motivo: 'Tirado da água com falta de ar, lábios roxos, sonolência ou desmaio (afogamento)',
    emergencia: 'respiratoria',
    quando: (c) =>
      c.tem('submersao') &&
      c.algum('sonolencia-grave', 'confusao', 'cianose', 'alarme-respiratoria', 'cansaco-respirar', 'respiracao-rapida', 'alarme-desmaio', 'prostracao-crianca', 'alarme-convulsao'),
  },
  {
    nivel: 'pronto-socorro',
    motivo: 'Tirado da água com tosse ou vômitos (observação no pronto-socorro)',
    quando: (c) => c.tem('submersao') && c.algum('tosse', 'vomitos', 'chiado'),
  },
];

export const alarmes: Familia = {
  sinais: [
    ...padroesEmergencia.map((regra) => sinal(`alarme-${regra.tipo}`, regra.fontes, { informativoSuprime: regra.informativoSuprime })),
    ...sinais,
  ],
  regras,
};
