/**
 * Heart, breathing and circulation beyond the single red flags: oximetry, blood pressure, wheeze,
 * a child's laboured breathing, a swollen calf (Manchester: 'SpO2 baixa', 'dispneia', 'sinais de
 * choque'; SAMU 192).
 */
import { ate, sinal } from '../construir.js';
import type { Contexto, Familia } from '../tipos.js';

// A pulse reading next to its context word: the smartwatch, the oximeter's pulse, 'batimentos',
// never a pressure ('150 por 90') nor steps or calories.
const CONTEXTO_PULSO = '(?:relogio|smartwatch|pulseira|frequencia(?: cardiaca)?|batimentos?|batidas|pulso|bpm|coracao)';
const ENTRE_PULSO = '(?:(?!pressao\\b|passos\\b|calorias\\b)\\w+ ){0,4}?';
const NAO_E_PULSO = '(?! ?(?:por|x|sobre|passos|calorias|kcal|metros|mg|ml|min|minutos|km|horas|anos|dias|mil)\\b)';
const pulso = (faixa: string): string[] => [
  `\\b${CONTEXTO_PULSO} ${ENTRE_PULSO}${faixa}\\b${NAO_E_PULSO}`,
  `\\b${faixa} (?:bpm|batimentos|batidas)\\b`,
];
const ASMA = '(?:chiad\\w*|chiand\\w*|sibil\\w*|asma\\w*|asmatic\\w*|bronquite|bombinha|broncoespasmo)';
const PEITO_APERTADO = '(?:peito ' + ate(2) + '(?:apertad\\w*|apertando|trancad\\w*|fechad\\w*|pesad\\w*)|(?:aperto|pressao|peso) ' + ate(2) + '(?:no )?peito)';
// Gap words that are not a negation: 'a perna NÃO fica inchada' denies the swelling.
const ateAfirmado = (n: number): string => `(?:(?!(?:nao|nem|sem|nunca)\\b)\\w+ ){0,${n}}?`;
// A blocked nose's noise (stertor) is not stridor: no 'nariz' in the clause.
const SEM_NARIZ = '(?<!\\bnariz\\b.*)(?!.*\\bnariz\\b)';
const BRONCODILATADOR = '(?:bombinha|nebuliza\\w*|inalacao|salbutamol|aerolin|berotec|fenoterol|broncodilatador)';

/** A heart rate at rest from 130 (adult) or 180 (child) per minute: Manchester 'pulso anormal'. */
const taquicardia = (c: Contexto): boolean => c.tem('pulso-180') || (c.tem('pulso-130') && (c.idadeAnos ?? 99) >= 12);

export const cardiorrespiratorio: Familia = {
  sinais: [
    sinal('chiado', [
      // A hiss in the ear is tinnitus ('zumbido', ouvido-nariz-garganta.ts), not a wheeze.
      '\\b(?:ch|x)ia(?:do|ndo)\\b(?<!\\b(?:ouvidos?|orelhas?|zumbido|zunido)\\b.*)(?! ' + ate(2) + '(?:no|do|nos|dos|na|da) (?:ouvidos?|orelhas?|cabeca)\\b)',
      '\\bsibil\\w*',
      '\\bpeito (?:chiando|apertado de asma)\\b',
      '\\b(?:crise|ataque) de (?:asma|bronquite)\\b',
      '\\b(?:asma|bronquite) ' + ate(2) + '(?:atacou|atacada|piorou|voltou)\\b',
    ]),
    // Chest tightness in the clause of a wheeze or an asthma attack (GINA): bronchospasm; the
    // cardiac red flag leaves these clauses to this sign (shared/emergencia.ts).
    sinal('aperto-peito-asma', [`\\b${ASMA}\\b.*\\b${PEITO_APERTADO}\\b`, `\\b${PEITO_APERTADO}\\b.*\\b${ASMA}`]),
    // Coughing fits (paroxysms) with a whoop or vomiting after them, well in between: pertussis
    // (NICE CKS whooping cough); the whoop after a fit is not the stridor of a narrowed airway.
    sinal('tosse-em-crises', [
      '\\b(?:crises?|acessos?|ataques?|surtos?) ' + ate(1) + 'de tosse\\b',
      '\\btosse ' + ate(1) + '(?:em crises?|em acessos?|de cachorro que nao para|sem parar|que nao para|comprida|seguida)\\b',
      '\\btoss\\w* ' + ate(3) + '(?:ate vomitar|ate ficar (?:vermelh|roxo|roxa|sem ar)\\w*|tanto que (?:vomita|fica vermelh\\w*|fica roxo|fica roxa|perde o ar|engasga))',
      '\\b(?:entre|fora) (?:as|das) crises ' + ate(2) + '(?:fica|esta|ele fica|ela fica) (?:bem|normal|otim[oa])\\b',
    ]),
    sinal('broncodilatador-sem-efeito', [
      `\\b${BRONCODILATADOR} ${ate(6)}(?:melhorou pouco|melhora pouco|pouca melhora|quase nada|nao melhorou|nao melhora|sem melhora|nao resolveu|nao resolve|nao passou|nao passa)\\b`,
      `\\b(?:usei|usou|dei|deu|fiz|fez|tomei|tomou|bati|bateu) ${ate(2)}${BRONCODILATADOR} ${ate(5)}(?:[3-9]|\\d\\d|tres|quatro|cinco|seis|sete|oito|dez|varias|muitas) (?:vezes|jatos|puffs|bombadas)\\b`,
      `\\b(?:[3-9]|\\d\\d|tres|quatro|cinco|seis|sete|oito|dez|varias|muitas) (?:vezes|jatos|puffs|bombadas) ${ate(3)}${BRONCODILATADOR}`,
      `\\b${BRONCODILATADOR} ${ate(3)}(?:de (?:hora em hora|meia em meia hora|(?:1|2|uma|duas) em (?:1|2|uma|duas) horas?)|toda hora|a cada (?:hora|meia hora|20 min\\w*|(?:1|2|uma|duas) horas?))\\b`,
    ]),
    // The reliever needed on a schedule, and it works (GINA action plan, NHS asthma attack: more
    // than usual, every 4 to 6 hours): a worsening for a doctor within a day, not an attack.
    sinal('broncodilatador-regular', [
      `\\b${BRONCODILATADOR} ${ate(4)}(?:a cada|de) (?:[3-8]|tres|quatro|cinco|seis|oito) (?:em (?:[3-8]|tres|quatro|cinco|seis|oito) )?horas?\\b`,
      `\\b${BRONCODILATADOR} ${ate(4)}(?:[3-9]|tres|quatro|cinco|seis|varias|muitas) vezes (?:por|ao|no|num) dia\\b`,
      `\\b${BRONCODILATADOR} ${ate(4)}(?:todo dia|todos os dias|toda noite|todas as noites|varias vezes|direto|mais (?:vezes )?(?:do )?que (?:o )?(?:normal|costume|de costume|habitual))\\b`,
      `\\b(?:precisando|precisei|preciso|precisa|usando|usei|usa|dando|dei) ${ate(1)}(?:mais|muito mais|bem mais) ${ate(2)}${BRONCODILATADOR}`,
      `\\b(?:a cada|de) (?:[3-8]|tres|quatro|cinco|seis|oito) (?:em (?:[3-8]|tres|quatro|cinco|seis|oito) )?horas? ${ate(3)}${BRONCODILATADOR}`,
    ]),
    // Asthma getting worse (GINA: symptoms at night, more cough, after a cold), without an attack's signs.
    sinal('asma-piorando', [
      `\\b(?:asma\\w*|asmatic\\w*|bronquite)\\b.*\\b(?:piorou|piorando|pior|atacad[oa]|atacou|tossindo mais|mais tosse|tosse (?:a|de) noite|tossindo (?:a|de) noite|acordando (?:a|de) noite|acorda (?:a|de) noite|mais crises)\\b`,
      `\\b(?:piorou|piorando|atacou|atacad[oa])\\b ${ate(3)}(?:a |da |minha |dele |dela )?(?:asma|bronquite)\\b`,
    ]),
    // Stridor, the high noise of a narrowed upper airway (croup, epiglottitis, foreign body):
    // Westley croup score, NICE CKS croup. A blocked nose's noise is not stridor.
    sinal('estridor', [
      '\\bestridor\\b',
      '\\b(?:barulho|barulhinho|ruido|som|chiado|assobio|guincho|ronco|apito) ' + ate(3) + '(?:para|ao|quando|na hora de|toda vez que) (?:respirar|puxar o ar|puxa o ar|inspirar|respira|puxa ar)\\b' + SEM_NARIZ,
      '\\b(?:respira\\w*|puxa o ar|puxando o ar) ' + ate(2) + '(?:com )?(?:barulho|ruido|chiado agudo|assobio|guincho|som agudo)\\b' + SEM_NARIZ,
      '\\brespiracao ' + ate(1) + '(?:barulhenta|ruidosa|com barulho|com ruido)\\b' + SEM_NARIZ,
    ]),
    sinal('tosse-ladrante', ['\\btosse ' + ate(2) + '(?:de cachorro|de cao|latindo|ladrando|de foca|de lata|metalica)\\b', '\\bcrupe\\b', '\\blaringite\\b']),
    // The airway blocked by food or an object: choking with no sound, cough or cry.
    sinal('engasgo', ['\\bengasg\\w*', '\\bental(?:ou|ad[oa]|ando)\\b', '\\b(?:algo|alguma coisa|comida|pedaco|bala|brinquedo|moeda) ' + ate(2) + '(?:preso|presa|entalad\\w*) ' + ate(2) + '(?:garganta|goela)\\b']),
    sinal('sem-som-via-aerea', [
      `\\b(?:nao|nem|sem) (?:(?:consegue|consigo|conseguia|conseguir) )?(?:chorar|tossir|falar|emitir som|fazer barulho) (?:nem|e nem|ou) (?:chorar|tossir|falar|respirar)\\b`,
      '\\b(?:nao sai|sem) (?:som|voz|choro)\\b',
      '\\bmaos? no pescoco\\b',
    ]),
    // A heart rate the patient reads on a watch or oximeter.
    sinal('pulso-130', pulso('(?:1[3-9]\\d|2[0-9]\\d)')),
    sinal('pulso-180', pulso('(?:1[89]\\d|2[0-9]\\d)')),
    sinal('pulso-lento', pulso('(?:[1-3]\\d)')),
    sinal('exercicio', ['\\b(?:corrida|correndo|corri|treino|treinando|academia|exercicio|esteira|bike|pedalando|pedalei|malhando|musculacao|futebol|crossfit|subindo escada)\\b'], { leve: true }),
    // Tachypnoea alone, without indrawing or grunting (NICE NG143/NG9: amber, not red).
    sinal('respiracao-rapida', ['\\brespira\\w* ' + ate(2) + '(?:muito )?(?:rapid\\w*|acelerad\\w*|depressa|ofegante)\\b', '\\btaquipneia\\b']),
    // Orthopnoea (heart failure): breathless lying down, sleeping propped up.
    sinal('ortopneia', [
      '\\b(?:so consigo|preciso|tenho que|tive que) (?:dormir|deitar|ficar) (?:sentad[oa]|com (?:varios|dois|tres|mais) travesseiros)\\b',
      '\\b(?:deitad[oa]|quando deito|ao deitar|se deito) ' + ate(3) + '(?:cansa|canso|cansad[oa]|fico sem folego|me falta o ar|me afogo)\\b',
    ]),
    sinal('cansaco-respirar', [
      '\\bofegante\\b',
      '\\bpuxando (?:o )?ar\\b',
      '\\bcansaco (?:para|ao) (?:respirar|falar|andar|subir)\\b',
      '\\bcansad[oa] (?:para|ao) (?:respirar|falar)\\b',
      '\\bfolego curto\\b',
      '\\bsem folego\\b',
      '\\bcansadinh[oa]\\b',
      '\\brespira\\w* ' + ate(1) + '(?:cansad\\w*|puxad\\w*|com esforco|com dificuldade)\\b',
      '\\b(?:barriga|barriguinha|peito|peitinho) ' + ate(1) + '(?:sobe e desce|subindo e descendo) ' + ate(1) + '(?:forte|rapido|muito)\\b',
    ]),
    sinal('respiracao-crianca-grave', [
      '\\b(?:costel\\w*|barriga|pescoco|peito) ' + ate(2) + '(?:afundando|afunda|afundam|afundou|puxando|repuxando)\\b',
      '\\bnariz ' + ate(1) + '(?:abrindo e fechando|batendo)\\b',
      '\\bgemendo ' + ate(2) + '(?:respira\\w*)\\b',
      '\\bgemencia\\b',
    ]),
    sinal('cianose', [
      '\\b(?:labios?|boca|boquinha|rosto|rostinho|cara|dedos?|unhas?|pontas? dos dedos|lingua) ' + ate(2) + '(?:roxos?|roxas?|roxinh\\w*|arroxead\\w*|azulad\\w*|azuis|cinzent\\w*)\\b',
      '\\b(?:esta|ficou|ficando|fica) (?:todo |toda |meio |bem )?(?:roxinh[oa]|arroxead[oa]|azulad[oa]|cianotic[oa]|acinzentad[oa])\\b',
      '\\b(?:meio|todo|toda|tao) (?:roxinh[oa]|arroxead[oa]|azulad[oa]|cianotic[oa]|acinzentad[oa])\\b',
      // 'Ficando roxo' is a person turning blue; 'ficou roxo' alone may be a bruise.
      '\\b(?:ficando|ficou todo|ficou toda|esta todo|esta toda|ficando todo|ficando toda) (?:roxo|roxa|azul|cinza)\\b(?! de (?:frio|raiva|vergonha))',
      '\\bcianose\\b',
    ]),
    sinal('palpitacao', [
      '\\bpalpita\\w*',
      '\\bcoracao ' + ate(2) + '(?:disparad\\w*|disparando|disparou|acelerad\\w*|acelerou|acelerando|a mil|saindo pela boca|batendo (?:muito )?(?:forte|rapido|depressa|descompassad\\w*|errado|acelerado))\\b',
      '\\b(?:disparou|acelerou) ' + ate(1) + '(?:o |meu )?coracao\\b',
      '\\bbatedeira\\b',
      '\\btaquicardi\\w*',
      '\\barritmi\\w*',
    ]),
    sinal('perna-inchada-dor', [
      '\\b(?:perna|panturrilha|batata da perna|canela) ' + ateAfirmado(3) + '(?:in(?:ch|x)ad\\w*|in(?:ch|x)ou|in(?:ch|x)ando|vermelh\\w*|quente|dura)\\b',
      // Pain alone: the calf, or the leg told on its own; a leg in a list of sore parts after an
      // effort ('todo moído, braço, costas e perna doem') is muscle soreness, not a swollen leg.
      '\\b(?:panturrilha|batata da perna) ' + ateAfirmado(3) + '(?:doendo|doi|dolorid\\w*)\\b',
      '\\b(?<!\\b(?:bracos?|costas|ombros?|corpo|pescoco|coluna|moid[oa]) (?:\\w+ )?(?:e )?)perna ' + ateAfirmado(2) + '(?:doendo|doi|dolorid\\w*)\\b',
      '\\bin(?:ch|x)a[cs](?:o|ao) ' + ate(2) + '(?:perna|panturrilha|batata da perna)\\b',
      '\\bdor ' + ate(2) + '(?:na )?(?:panturrilha|batata da perna)\\b',
    ]),
    sinal('uma-perna-so', [
      '\\b(?:uma perna so|so uma (?:das )?pernas?|so (?:a|na) (?:perna )?(?:direita|esquerda)|uma das pernas|(?:perna|panturrilha|batata da perna|canela|coxa) (?:direita|esquerda))\\b',
    ]),
    sinal('viagem-imobilizacao', [
      '\\b(?:viagem longa|viagem de (?:onibus|aviao)|voo longo|horas sentad[oa]|engessad\\w*|gesso|imobilizad\\w*|bota ortopedica|acamad\\w*|operei|operou|operad[oa]|cirurgia recente|pos operatorio|internad[oa])\\b',
      '\\b(?:fiz|fez|fazer|depois da|depois de uma|apos a|desde a) ' + ate(1) + 'cirurgia\\b',
      '\\b(?:anticoncepcional|pilula)\\b',
    ]),
    // Acute limb ischaemia (Manchester 'membro frio / sem pulso'): a limb or fingers gone cold and
    // pale, dark or numb.
    sinal('membro-frio-isquemia', [
      '\\b(?:perna|pe|pes|mao|maos|braco|dedos?|pontas? dos dedos) ' + ate(3) + '(?:gelad[oa]s?|fri[oa]s?) ' + ate(3) + '(?:roxo|roxa|roxos|roxas|branc\\w*|palid\\w*|escur\\w*|pret\\w*|dormente|sem sentir|sem pulso)\\b',
      '\\b(?:perna|pe|pes|mao|maos|braco|dedos?) ' + ate(3) + '(?:roxo|roxa|roxos|roxas|branc\\w*|palid\\w*|escur\\w*|pret\\w*) ' + ate(3) + '(?:gelad[oa]s?|fri[oa]s?|sem pulso)\\b',
    ]),
    // Carbon monoxide (MS, Disque-Intoxicação): a gas heater or leak, or smoke in a closed room.
    sinal('exposicao-gas', [
      '\\b(?:vazamento de gas|cheiro de gas|gas (?:vazando|vazou|aberto)|monoxido|aquecedor a gas|fumaca (?:no|do) (?:quarto|apartamento|incendio)|inalei (?:muita )?fumaca|respirou (?:muita )?fumaca|intoxicacao por fumaca)\\b',
    ]),
    sinal('suor-frio', ['\\bs[ou](?:or|ando) frio\\b', '\\bsudorese\\b', '\\bsuando (?:muito|frio|em bicas)\\b', '\\bpele (?:fria|gelada)\\b']),
    sinal('sintomas-pressao', [
      '\\bnuca ' + ate(2) + '(?:doendo|latejando|pesada)\\b',
      '\\bvista ' + ate(2) + '(?:embacad\\w*|turva|escura|escurecendo)\\b',
      '\\bvisao ' + ate(2) + '(?:embacad\\w*|turva|escura|dupla)\\b',
    ]),
  ],
  regras: [
    {
      nivel: 'emergencia',
      motivo: 'Exposição a gás ou fumaça com dor de cabeça, tontura, vômitos, confusão ou falta de ar',
      emergencia: 'intoxicacao',
      quando: (c) => c.tem('exposicao-gas') && c.algum('cefaleia', 'tontura', 'vomitos', 'nausea', 'confusao', 'sonolencia-grave', 'alarme-desmaio', 'alarme-respiratoria', 'cansaco-respirar', 'tosse'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Braço, perna ou dedos frios e pálidos, roxos ou dormentes (possível falta de circulação)',
      quando: (c) => c.tem('membro-frio-isquemia'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Saturação de oxigênio de 92% ou menos',
      emergencia: 'respiratoria',
      quando: (c) => c.medidas.saturacao !== undefined && c.medidas.saturacao <= 92,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Saturação de oxigênio de 93% a 94%',
      quando: (c) => c.medidas.saturacao !== undefined && c.medidas.saturacao <= 94,
    },
    {
      nivel: 'emergencia',
      motivo: 'Pele ou lábios arroxeados (cianose)',
      emergencia: 'respiratoria',
      quando: (c) => c.tem('cianose'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Criança com esforço para respirar (tiragem, batimento de asa do nariz ou gemência)',
      emergencia: 'respiratoria',
      quando: (c) => c.tem('respiracao-crianca-grave') && (c.idadeAnos ?? 99) < 12,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Chiado ou crise de asma com cansaço para respirar',
      quando: (c) => c.tem('chiado') && c.algum('cansaco-respirar', 'respiracao-crianca-grave', 'respiracao-rapida'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Crise de asma com aperto no peito ou que não melhora com a bombinha',
      // The reliever that no longer works is the discriminator itself (GINA), wheeze told or not.
      quando: (c) => c.algum('aperto-peito-asma', 'broncodilatador-sem-efeito'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Barulho agudo ao respirar (estridor) com baba, dificuldade para engolir ou esforço para respirar',
      emergencia: 'respiratoria',
      quando: (c) => c.tem('estridor') && c.algum('nao-engole-saliva', 'cianose', 'respiracao-crianca-grave', 'sonolencia-grave', 'prostracao-crianca', 'sem-som-via-aerea'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Barulho agudo ao respirar (estridor)',
      quando: (c) => c.tem('estridor') && !(c.tem('tosse-em-crises') && (c.idadeMeses ?? 0) >= 6),
    },
    {
      // NICE CKS whooping cough: a baby under 6 months goes to hospital; apnoea or blue spells are an emergency.
      nivel: 'pronto-socorro',
      motivo: 'Bebê com menos de 6 meses com crises de tosse',
      quando: (c) => c.tem('tosse-em-crises') && (c.idadeMeses ?? 999) < 6,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Crises de tosse com guincho ou vômito depois (possível coqueluche)',
      quando: (c) => c.tem('tosse-em-crises') && (c.algum('estridor', 'vomitos') || (c.medidas.duracaoDias ?? 0) >= 14),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Tosse de cachorro (possível crupe)',
      quando: (c) => c.tem('tosse-ladrante') && (c.idadeAnos ?? 0) < 12,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Asma piorando ou precisando do broncodilatador com frequência, sem sinais de crise grave',
      quando: (c) => c.algum('broncodilatador-regular', 'asma-piorando'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê com menos de 3 meses respirando rápido',
      quando: (c) => c.tem('respiracao-rapida') && (c.idadeMeses ?? 999) < 3,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Chiado no peito ou crise de asma',
      quando: (c) => c.tem('chiado'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Falta de fôlego ao deitar (precisa dormir sentado)',
      quando: (c) => c.tem('ortopneia'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Cansaço para respirar',
      quando: (c) => c.algum('cansaco-respirar', 'respiracao-crianca-grave', 'respiracao-rapida'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Perna inchada e dolorida de um lado (possível trombose)',
      quando: (c) => c.tem('perna-inchada-dor') && c.algum('uma-perna-so', 'viagem-imobilizacao'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Palpitações',
      quando: (c) => c.tem('palpitacao'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Palpitações com tontura, desmaio ou suor frio',
      quando: (c) => c.tem('palpitacao') && c.algum('tontura', 'suor-frio'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Coração disparado que começou de repente',
      quando: (c) => c.tem('palpitacao') && c.tem('inicio-subito') && !c.tem('cronico'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Coração acelerado em repouso (130 batimentos por minuto ou mais; 180 na criança)',
      quando: (c) => taquicardia(c) && (c.tem('palpitacao') || !c.tem('exercicio')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Coração muito lento (menos de 40 batimentos por minuto)',
      quando: (c) => c.tem('pulso-lento'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Pressão muito alta (180/110 mmHg ou mais) com sintomas',
      quando: (c) =>
        (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 180 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 110
          ? c.algum('sintomas-pressao', 'cefaleia', 'tontura', 'alarme-cardiaca', 'vomitos', 'confusao')
          : false,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Pressão muito alta (180/110 mmHg ou mais)',
      quando: (c) => (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 180 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 110,
    },
    {
      nivel: 'consulta',
      motivo: 'Pressão alta (140/90 mmHg ou mais)',
      quando: (c) => (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 140 || (c.medidas.pressaoMaxima?.diastolica ?? 0) >= 90,
    },
    {
      nivel: 'emergencia',
      motivo: 'Pressão muito baixa (sistólica abaixo de 80 mmHg)',
      emergencia: 'grave',
      quando: (c) => (c.medidas.pressaoMinima?.sistolica ?? 999) < 80,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Pressão baixa (sistólica abaixo de 90 mmHg) com sintomas',
      quando: (c) => (c.medidas.pressaoMinima?.sistolica ?? 999) < 90 && c.algum('tontura', 'suor-frio', 'palidez', 'fraqueza'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Sinais de choque: pele fria e suor frio com palidez ou confusão',
      emergencia: 'grave',
      quando: (c) => c.tem('suor-frio') && c.algum('palidez', 'confusao', 'sonolencia-grave') && c.algum('tontura', 'fraqueza', 'confusao', 'sonolencia-grave'),
    },
  ],
};
