/**
 * The red flags of the triage guard (shared/triagem/, docs/triagem.md): signs that alone mean an
 * emergency, and the banner each kind shows at once, whatever the model says: call SAMU 192 (CVV
 * 188 for suicidal thoughts). The guard runs on every patient message before the model, on the
 * server and in the SPA.
 *
 * Decision rule, chosen to err on the side of alerting:
 * - a red-flag phrase ALERTS when it reports something present, in the first or third person
 *   ('estou com dor no peito', 'meu filho está convulsionando', 'desmaiei', 'quero morrer');
 * - it does NOT alert when the same clause explicitly denies it ('não tenho dor no peito',
 *   'sem falta de ar', 'dor no peito não'), when it is history ('minha mãe teve AVC há 10 anos',
 *   'já tive convulsão', 'meu avô morreu de infarto'), or, except for suicidal thoughts, when it asks
 *   for information ('quais os sintomas de AVC?');
 * - anything in doubt alerts: a present-tense verb or a recent time ('hoje', 'agora', 'ontem') in the
 *   clause overrides a history marker, and a negation that belongs to another verb
 *   ('não aguento essa dor no peito', 'não sei se é falta de ar') does not cancel the alert.
 * Text is matched accent-, case- and repeated-letter-insensitively, with common misspellings.
 */

export const tiposEmergencia = [
  'suicidio',
  'cardiaca',
  'avc',
  'respiratoria',
  'anafilaxia',
  'convulsao',
  'sangramento',
  'intoxicacao',
  'meningite',
  'desmaio',
  'trauma',
  'grave',
] as const;

export type TipoEmergencia = (typeof tiposEmergencia)[number];

export interface Emergencia {
  readonly tipo: TipoEmergencia;
  /** pt-BR banner text: what to do now. */
  readonly orientacao: string;
}

/** Title of the emergency banner. */
export const TITULO_EMERGENCIA = 'Atenção: possível emergência';

const SAMU = 'Ligue agora para o SAMU 192 ou vá ao pronto-socorro mais próximo. Não espere pela resposta do chat.';

/** Banner text of each kind of emergency. */
export const orientacoesEmergencia: Readonly<Record<TipoEmergencia, string>> = {
  suicidio:
    'Você não está sozinho(a) e merece ajuda agora. Ligue para o CVV 188 (24 h, gratuito), ou converse pelo chat em cvv.org.br. Se houver risco imediato, ou se você já se machucou ou tomou algo, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.',
  cardiaca: `Dor, aperto ou pressão no peito pode ser sinal de infarto. ${SAMU}`,
  avc: `Boca torta, fraqueza ou formigamento de um lado do corpo, fala enrolada ou uma dor de cabeça súbita e muito forte podem ser sinais de AVC: cada minuto conta. ${SAMU}`,
  respiratoria: `Falta de ar ou dificuldade para respirar é um sinal de alarme. ${SAMU}`,
  anafilaxia: `Inchaço na garganta, na língua, nos lábios ou no rosto pode ser uma reação alérgica grave (anafilaxia). ${SAMU}`,
  convulsao: `Durante uma convulsão, deite a pessoa de lado, afaste objetos e não coloque nada na boca dela. ${SAMU}`,
  sangramento: `Sangramento intenso ou que não para é uma emergência: faça pressão firme no local com um pano limpo. ${SAMU}`,
  intoxicacao: `Ingestão de remédios em excesso, de produtos tóxicos ou picada de animal peçonhento é uma emergência: não provoque vômito. ${SAMU} Você também pode ligar para o Disque-Intoxicação 0800 722 6001 (Anvisa).`,
  meningite: `Febre com rigidez na nuca ou manchas roxas na pele pode indicar meningite. ${SAMU}`,
  desmaio: `Desmaio ou perda de consciência precisa de avaliação imediata. ${SAMU}`,
  trauma: `Ferimentos e acidentes graves precisam de atendimento imediato. ${SAMU}`,
  grave: `Os sinais que você descreveu, juntos, podem indicar uma condição grave que precisa de atendimento imediato. ${SAMU}`,
};

// Misspellings of 'peito': peito, peto, pieto, peitu.
const PEITO = 'p(?:ei|ie|e|i)t[ou]s?';
const ALGUMAS = (n: number): string => `(?:\\w+ ){0,${n}}?`;
/** 'não consigo', 'nem consegue': a pattern fragment the triage families use too. */
export const NAO_CONSIGO = '(?:nao|nem) (?:consigo|consegue|conseguia|estou conseguindo|esta conseguindo|conseguimos)';
// Medicines in lay words and the names most taken in overdoses (Disque-Intoxicação), with the
// common misspellings ('rimedio', 'conprimido').
const REMEDIOS =
  '(?:r[ei]medios?|co[mn]primidos?|pilulas?|capsulas?|gotas|doses|calmantes?|antidepressivos?|tarja preta|rivotril|clonazepam|diazepam|alprazolam|zolpidem|amitriptilina|fluoxetina|sertralina|quetiapina|carbamazepina|gardenal|fenobarbital|paracetamol|tylenol|dipirona|ibuprofeno|insulina)';
// Asthma words in the same clause: 'peito apertado' with wheeze is bronchospasm (read by the
// cardiorespiratory family), not a cardiac alarm; chest pain itself always stays cardiac.
const ASMA_NA_ORACAO = '(?:chiad\\w*|chiand\\w*|sibil\\w*|asma\\w*|asmatic\\w*|bronquite|bombinha|broncoespasmo)';
// 'já tive um infarto', 'desde o infarto de 2019', 'pós-infarto': history, not the event now.
const INFARTO_PASSADO = '(?<!\\b(?:ja tive|tive|ja sofri|sofri|ja teve|teve|sofreu|desde o|desde|depois do|depois de|apos o|apos|pos|antes do|historico de|por causa do) (?:um |o |meu )?)';
// Pain only on breathing in or coughing is pleuritic: the guard's alarmes family reads it with
// fever or cough (pneumonia) and keeps it cardiac otherwise.
const SO_AO_RESPIRAR =
  '(?!.*\\b(?:quando|ao|se|so quando|toda vez que|na hora que) (?:eu )?(?:respiro|respirar|respira|inspiro|inspirar|puxo o ar|puxar o ar|puxa o ar|tusso|tossir|tosse)\\b)';
// 'Essa dor vai me matar', 'a coceira está me matando': a complaint's strength, not a wish to die.
const QUEIXA_QUE_MATA =
  '(?<!\\b(?:dor|dores|coceira|colica|colicas|enxaqueca|tosse|calor|fome|sede|saudade|cansaco|trabalho|sono)\\b(?: \\w+){0,3} (?:vai|vao|ia|iam|esta|estao|quer|acaba|acabam|vai acabar) )';
// Comparisons and figures of speech ('parece que fui atropelada', 'dor tipo facada', 'sensação de
// choque elétrico na perna'): how it feels, not the accident. 'Parece que ELE foi atropelado' is
// hearsay of a real accident, so only the patient's own 'parece que fui' is a comparison.
const COMO_SE =
  '(?<!\\b(?:(?:parece|parecia|parecendo) que (?:eu )?(?:fui|tinha sido|levei|tomei)|como se (?:eu )?(?:tivesse|fosse|estivesse)(?: sido| levado| tomado)?|como|me sinto|me sentindo|se sente|sentindo|sinto|sentia|sensacao de|que nem|feito|igual|igual a|(?:dor|dores|pontada|pontadas|fisgada|fisgadas|ardencia) (?:de|em|tipo|como|que nem|feito|igual a?))(?: um| uma| uns| umas| o| a)? )';
// A breast, not the chest: the nipple, breastfeeding, milk (the fever family reads mastitis).
const MAMA_NA_ORACAO = `(?:bicos? d[oe]s? ${PEITO}|amament\\w*|mamar|mamando|mamada|mamadas|empedr\\w*|leite|lactante|mastite)`;
// 'Quase enfartei de susto': a fright, not an infarction.
const DE_SUSTO = '(?! (?:\\w+ ){0,3}?(?:de|com o|com a) (?:susto|raiva|nervoso|rir|tanto rir|vergonha|emocao|noticia|conta)\\b)';
const NAO_MAMA = `(?<!\\b${MAMA_NA_ORACAO}\\b.*)(?!.*\\b${MAMA_NA_ORACAO})`;
// Alternatives are tried only where a word of them starts (one cheap check per position).
const TOMOU = '(?=tom|eng|ing)(?:tomei|tomou|tomaram|engoli|engoliu|ingeri|ingeriu)';
const EMBALAGEM = '(?:caixa|caixinha|cartela|vidro|vidrinho|frasco|blister|pote)';
const EMBALAGENS = '(?:caixas|caixinhas|cartelas|vidros|frascos|blisters|potes)';
// 'Tomei todos os remédios certinho': the day's doses as prescribed, not an overdose.
const COMO_RECEITADO =
  '(?! (?:\\w+ ){0,4}?(?:certinho|direitinho|corretamente|na hora certa|no horario|nos horarios|do dia|da manha|da noite|de hoje|do almoco|do jantar|receitad\\w*|prescrit\\w*|como (?:o medico|a medica|manda|mandou)|que (?:o medico|a medica) (?:passou|receitou))\\b)';
// A course finished, not an overdose: 'tomei a cartela toda do anticoncepcional', 'a caixa do antibiótico'.
const CURSO = '(?:anticoncepciona\\w*|pilula|antibiotico\\w*|tratamento|menstrua\\w*|desceu|pausa|intervalo|ciclo|vitaminas?|suplementos?)';
const NAO_CURSO = `(?<!\\b${CURSO}\\b.*)(?!.*\\b${CURSO})`;
const METAFORAS_MORRER = '(?! de (?:rir|vergonha|tedio|fome|sono|saudade|calor|frio|inveja|amor|medo|cansaco|preguica|curiosidade))';

export interface RegraEmergencia {
  readonly tipo: TipoEmergencia;
  /** Patterns in natural spelling; compiled by the guard on first use (`sinal`, shared/triagem/construir.ts). */
  readonly fontes: readonly string[];
  /** Information questions suppress the alert, except where asking itself is the red flag. */
  readonly informativoSuprime: boolean;
}

/**
 * The red flags that alone mean an emergency, by kind, suicidal thoughts first then in order of
 * urgency; the triage guard (shared/triagem/) reads them with the rest of its signs.
 */
export const padroesEmergencia: readonly RegraEmergencia[] = [
  {
    tipo: 'suicidio',
    informativoSuprime: false,
    fontes: [
      `\\b(?:quero|queria|quer|vontade de|desejo de|pensando em|penso em|pensei em|pensamentos? de|ideia de|planejando|decidi) ${ALGUMAS(1)}morrer\\b${METAFORAS_MORRER}`,
      `\\b(?=me matar|me suicidar)${QUEIXA_QUE_MATA}me (?:matar|suicidar)\\b(?! de (?:rir|trabalhar|estudar))`,
      `\\b(?:vou|quero|queria|pensando em|penso em|pensei em|vontade de|tentei|tentar|ideia de|planejando|pensamentos? de) ${ALGUMAS(1)}me mata\\b`,
      '\\bsui[cs]id\\w*',
      `\\b(?:tirar|acabar com|dar fim (?:a|na)|por fim (?:a|na)) (?:a )?(?:minha )?(?:propria )?vida\\b`,
      '\\bnao (?:quero|queria|quer|aguento|aguentava|suporto) mais (?:viver|existir|estar aqui|continuar vivendo|continuar vivo|continuar viva)\\b',
      '\\bnao (?:quero|queria|quer|vejo sentido em|vejo motivo para) (?:mais )?viver\\b',
      '\\b(?:sem|perdi a|nenhuma) vontade de viver\\b',
      '\\b(?:melhor|seria melhor) (?:se )?(?:eu )?(?:estivesse )?(?:morto|morta|morrer|morresse|nao existisse|sumir|sumisse|desaparecer)\\b',
      '\\bse eu morresse\\b',
      '\\b(?:me cortar|me cortando|me ferir|me machucar de proposito|automutila\\w*|autolesao)\\b',
      `\\b(?:pular|me jogar) ${ALGUMAS(2)}(?:da ponte|do predio|da janela|do viaduto|na frente)`,
      `\\b(?:para|pra) (?:eu )?morrer\\b${METAFORAS_MORRER}`,
      // A plan with the means (CVV, MS): taking every pill at once, sleeping and never waking up.
      `\\btomar ${ALGUMAS(1)}(?:tudo|todos|todas|todos os ${REMEDIOS}|todas as ${REMEDIOS}|a caixa|a cartela|o vidro|o frasco) ${ALGUMAS(2)}de uma (?:vez|so vez)\\b`,
      '\\b(?:dormir|apagar) e nao acordar (?:mais|nunca mais)\\b',
      '\\bcarta de despedida\\b',
      // A farewell in so many words (CVV: 'falar como se fosse partir'): 'amanhã não vou estar mais aqui'.
      '\\bnao (?:vou|irei) (?:mais estar|estar mais) (?:aqui|vivo|viva|entre voces|no mundo)\\b',
      '\\bnao estarei mais (?:aqui|vivo|viva|entre voces|no mundo)\\b',
      `\\b(?:todos|todo mundo|voces|minha familia|meus filhos|eles|ela|ele) ${ALGUMAS(2)}(?:melhor|melhores) sem mim\\b`,
      '\\b(?:logo|em breve) (?:eu )?nao vou (?:mais )?(?:incomodar|dar trabalho|atrapalhar|ser um peso)\\b',
      '\\bminha ultima (?:mensagem|noite)\\b',
      `\\bultima vez que ${ALGUMAS(1)}(?:voces|voce|alguem|vao|vai) ${ALGUMAS(1)}(?:me )?(?:ver|ouvir|falar comigo)\\b`,
      // Self-harm told in the past tense (MS, linha de cuidado: autolesão): 'me cortei de propósito'.
      `\\bme (?:cortei|cortou|machuquei|queimei|feri|arranhei|bati) ${ALGUMAS(3)}(?:de proposito|porque quis|para aliviar|para sentir)\\b`,
      `\\b(?:cortes|marcas) ${ALGUMAS(2)}(?:que eu mesm[oa] fiz|que ele mesmo fez|que ela mesma fez|de proposito)\\b`,
    ],
  },
  {
    tipo: 'cardiaca',
    informativoSuprime: true,
    fontes: [
      `\\bdor(?:es)?${'(?: \\w+){0,4}?'} (?:no|na|do|de|em|nu) (?:meu |minha )?${PEITO}\\b(?! de frango| de peru| do pe)${SO_AO_RESPIRAR}${NAO_MAMA}`,
      `\\b(?:aperto|pressao|peso|pontada|agulhada|fisgada|queimacao forte|dor em aperto)s? ${ALGUMAS(4)}(?:no|na|do|em|nu)? ?${PEITO}\\b(?! de frango| do pe)(?<!\\b${ASMA_NA_ORACAO}\\b.*)(?!.*\\b${ASMA_NA_ORACAO})${SO_AO_RESPIRAR}${NAO_MAMA}`,
      `\\b${PEITO} ${ALGUMAS(2)}(?:doendo|doi|doe|pesado|pesando|esmagando)\\b${SO_AO_RESPIRAR}${NAO_MAMA}`,
      `\\b${PEITO} ${ALGUMAS(2)}(?:apertado|apertando)\\b(?<!\\b${ASMA_NA_ORACAO}\\b.*)(?!.*\\b${ASMA_NA_ORACAO})${NAO_MAMA}`,
      `\\b(?:doendo|doi|doe|aperta|apertando) (?:o |meu |no )?${PEITO}\\b(?! de frango| do pe)${SO_AO_RESPIRAR}${NAO_MAMA}`,
      `\\bdor ${ALGUMAS(2)}no coracao\\b(?! (?:de|por) (?:saudade|tristeza|amor|pena|ver)\\b)`,
      `\\bcoracao ${ALGUMAS(2)}doendo\\b`,
      `\\b(?=infart|enfart)${INFARTO_PASSADO}(?:infart|enfart)\\w*\\b(?! (?:de|em) (?:19|20)\\d\\d\\b)${DE_SUSTO}`,
      `\\b(?=ataque)${INFARTO_PASSADO}ataque (?:cardiaco|do coracao)\\b${DE_SUSTO}`,
      '\\bparada cardiaca\\b',
      '\\bdor toracica\\b',
      `\\bdor ${ALGUMAS(4)}(?:irradia|irradiando|vai|indo|descendo|desce|corre|correndo|espalha|espalhando) ${ALGUMAS(2)}(?:braco|mandibula|queixo)\\b`,
    ],
  },
  {
    tipo: 'avc',
    informativoSuprime: true,
    fontes: [
      '\\bavc\\b',
      '\\ba v c\\b',
      // 'Derrame no olho' (a red patch on the white of the eye), 'derrame no joelho' or 'pleural' are not a stroke.
      '\\bderrame\\b(?! (?:no|na|nos|nas|do|da) (?:olhos?|vista|branco do olho|joelhos?|ombros?|tornozelos?|cotovelos?|pulmao|pulmoes|pleura)\\b| pleural| articular| de oleo)',
      `\\b(?:boca|rosto|cara|face|labio|sorriso) ${ALGUMAS(2)}(?:torta|torto|caida|caido|entortou|entortando|paralisada|paralisado|repuxada|repuxado|desviada|desviado)\\b`,
      '\\bentort\\w* (?:a |o )?(?:boca|rosto|cara)\\b',
      `\\b(?:f[ou]rmig\\w*|dormen[cs]ia|dormente|adormecid[oa]|fraqueza|parali[sz]i[ae]|parali[sz]ad[oa]|sem forca|amortecid[oa]|amortecimento)${'(?: \\w+){0,5}?'} (?:de|do|em|num|no|na|um|so|metade)? ?(?:lado|metade do corpo|metade do rosto)\\b`,
      `\\b(?:lado|metade) ${ALGUMAS(4)}(?:dormente|formigando|paralisad[oa]|sem forca|fraco|fraca|adormecid[oa]|amortecid[oa]|nao mexe)\\b`,
      `\\b${NAO_CONSIGO} (?:mexer|levantar|sentir|mover) (?:o |a |meu |minha )?lado\\b`,
      `\\bperdi (?:a )?forca ${ALGUMAS(2)}(?:braco|perna|mao|lado)\\b`,
      `\\bfala ${ALGUMAS(2)}(?:enrolad[oa]|arrastad[oa]|embolad[oa])\\b`,
      `\\bfalando ${ALGUMAS(2)}(?:enrolad[oa]|arrastad[oa]|embolad[oa]|estranho)\\b`,
      '\\b(?:lingua|voz) (?:enrolada|embolada)\\b',
      `\\b${NAO_CONSIGO} (?:falar|articular)\\b`,
      `\\bdificuldade ${ALGUMAS(1)}(?:para|de|em) falar\\b`,
      '\\bpior dor de cabe[csz]a da (?:minha )?vida\\b',
      // Thunderclap headache (ICHD-3, NICE CKS): 'a dor de cabeça… a pior da minha vida'.
      `\\b(?:dor de cabeca|cefaleia|enxaqueca)\\b ${ALGUMAS(8)}pior ${ALGUMAS(4)}(?:na|da|de) (?:minha )?vida\\b`,
      `\\bpior dor ${ALGUMAS(3)}(?:da|de) (?:minha )?vida ${ALGUMAS(3)}(?:cabeca|nuca)\\b`,
      `\\bdor de cabeca ${ALGUMAS(3)}(?:subita|repentina|explosiva|como uma explosao)\\b`,
      // 'de repente' alone also means 'maybe' in Brazilian speech: only 'began/came suddenly' counts.
      `\\bdor de cabeca ${ALGUMAS(3)}(?:comecou|veio|apareceu) de repente\\b`,
      `\\b(?:perdi|perda) ${ALGUMAS(1)}(?:a )?visao\\b`,
      '\\b(?:fiquei cego|fiquei cega|parei de enxergar)\\b',
    ],
  },
  {
    tipo: 'respiratoria',
    informativoSuprime: true,
    fontes: [
      '\\bfa[lr]?t[ao] (?:de |d )?ar\\b',
      '\\bfalt(?:ando|ano) (?:o )?ar\\b',
      `\\b${NAO_CONSIGO} ${ALGUMAS(1)}r[ei]spirar?\\b`,
      `\\bdificuldade ${ALGUMAS(2)}(?:para|de|em|ao) r[ei]spirar?\\b`,
      `\\brespirar ${ALGUMAS(2)}(?:com dificuldade|dificil)\\b`,
      `\\brespirando ${ALGUMAS(1)}(?:com (?:muita )?dificuldade|com esforco)\\b`,
      // 'Sufocada no casamento', 'sufocado de tanto trabalho': pressure of life, not the airway.
      '\\b(?:sufocando|sufocado|sufocada|asfixia|asfixiado|asfixiada)\\b(?! (?:\\w+ ){0,2}?(?:trabalho|servico|emprego|casamento|relacionamento|relacao|namoro|familia|cobrancas?|problemas|dividas|contas|responsabilidades|faculdade|escola|tarefas|ciumes)\\b)',
      '\\bsem (?:conseguir )?(?:respirar|ar)\\b(?! condicionado| de (?:tanto )?(?:rir|gargalhar))',
      `\\b(?:labios?|boca) ${ALGUMAS(2)}(?:roxos?|roxas?|arroxeados?|arroxeadas?|azulados?|azuladas?|azuis)\\b`,
      '\\brespiracao (?:muito )?(?:curta|dificil|ofegante)\\b',
      '\\bbombinha nao (?:resolve|resolveu|adianta|adiantou|funciona|funcionou|faz efeito|fez efeito)\\b',
      `\\bengasg\\w* ${ALGUMAS(3)}(?:nao|sem) (?:consigo |consegue )?(?:respirar|falar|tossir)\\b`,
    ],
  },
  {
    tipo: 'anafilaxia',
    informativoSuprime: true,
    fontes: [
      // A swollen throat alone is read by the guard with its context (shared/triagem/familias/alarmes.ts):
      // with a throat infection it is a peritonsillar abscess, not anaphylaxis. A closing throat is.
      `\\bgarganta ${ALGUMAS(2)}(?:fechando|fechada|fechou|trancando|trancada)\\b`,
      '\\bfechando (?:a |minha )?garganta\\b',
      `\\b(?:lingua|labios?|boca) ${ALGUMAS(2)}in(?:ch|x)(?:ando|ada|ado|adas|ados|ou|aram)\\b`,
      `\\bin(?:ch|x)a[cs]o ${ALGUMAS(2)}(?:lingua|labios?|boca)\\b`,
      '\\banafila\\w*',
      '\\bchoque (?:anafilatico|alergico)\\b',
      '\\bedema de glote\\b',
      `\\breacao alergica ${ALGUMAS(1)}(?:grave|forte|seria|severa)\\b`,
    ],
  },
  {
    tipo: 'convulsao',
    informativoSuprime: true,
    fontes: [
      '(?<!tosse )\\bco[mn][vb]ul?[sc](?!tiv)\\w*',
      `\\bcrise ${ALGUMAS(1)}(?:epileptica|convulsiva)\\b`,
      '\\bcrise de epilepsia\\b',
      '\\bataque epileptico\\b',
      '\\b(?:se )?debatendo\\b',
      `\\b(?:tremendo|se tremendo) ${ALGUMAS(3)}(?:babando|espumando|olho virado|olhos virados)\\b`,
      '\\bespumando pela boca\\b',
    ],
  },
  {
    tipo: 'sangramento',
    informativoSuprime: true,
    fontes: [
      `\\bsan?gr(?:ando|ano|amento|a|ar)\\b${'(?: \\w+){0,2}?'} (?:muito|demais|bastante|sem parar|forte|intenso|abundante|nao para|que nao para)\\b`,
      `\\bsangr(?:ei|ou)\\b${'(?: \\w+){0,2}?'} (?:sem parar|nao para|que nao para)\\b`,
      // Arterial bleeding (Manchester 'hemorragia exsanguinante'): spurting, soaking the cloth.
      `\\b(?:jorr|esguich|espirr)\\w* ${ALGUMAS(1)}sangue\\b`,
      `\\bsangue ${ALGUMAS(2)}(?:jorrando|esguichando|espirrando|em jato|aos jatos|pulsando)\\b`,
      `\\b(?:toalha|pano|curativo|gaze|compressa|camisa|camiseta|roupa|lencol) ${ALGUMAS(6)}(?:encharc|ensop)\\w*`,
      `\\b(?:encharc|ensop)\\w* ${ALGUMAS(3)}(?:de sangue|toalha|pano|curativo|gaze|compressa|camisa|camiseta|roupa|lencol)\\b`,
      '\\b(?:muito|bastante) sangue\\b',
      `\\bperd(?:endo|i|eu) ${ALGUMAS(1)}(?:muito )?sangue\\b`,
      `\\b(?:nao|nem) (?:para|parou|consigo parar|estou conseguindo parar|consegue parar) de sangrar\\b`,
      '\\bh?emorragi\\w*',
      `\\b(?:v[ou]mi?n?t\\w*|tossi\\w*|tosse|tossindo|cusp\\w*|escarr\\w*) ${ALGUMAS(2)}sangue\\b`,
    ],
  },
  {
    tipo: 'intoxicacao',
    informativoSuprime: true,
    fontes: [
      `\\b${TOMOU} ${ALGUMAS(2)}(?:muitos|muitas|varios|varias|um monte de|monte de|todos os|todas as|\\d{2,}) ${ALGUMAS(1)}${REMEDIOS}\\b${COMO_RECEITADO}`,
      // Whole boxes, blister packs or bottles ('todas as caixas', 'duas cartelas', 'a cartela toda').
      `\\b${TOMOU} ${ALGUMAS(2)}(?:todas as|todos os|varias|varios|muitas|muitos) ${EMBALAGENS}\\b${COMO_RECEITADO}${NAO_CURSO}`,
      `\\b${TOMOU} ${ALGUMAS(2)}(?:duas|dois|tres|quatro|cinco|\\d+) ${EMBALAGENS} ${ALGUMAS(4)}(?:de uma vez|de uma so vez|juntas|juntos|de vez)\\b`,
      `\\b${TOMOU} ${ALGUMAS(2)}(?:a|o|uma|um) ${EMBALAGEM} ${ALGUMAS(4)}(?:toda|todo|inteira|inteiro)\\b${NAO_CURSO}`,
      `\\b${TOMOU} ${ALGUMAS(3)}(?:${REMEDIOS}|${EMBALAGENS}) ${ALGUMAS(1)}(?:todos|todas|inteiras|inteiros)\\b${COMO_RECEITADO}`,
      // Everything there was ('engoli tudo o que tinha'), or the pills all at once.
      `\\b${TOMOU} (?:tudo|todos|todas|todos eles|todas elas) (?:o )?que (?:eu |ela |ele )?(?:tinha|tinham|havia|achei|achou|encontrei|encontrou|tinha em casa|tinha na gaveta)\\b`,
      `\\b${TOMOU} ${ALGUMAS(3)}(?:todos|todas|${REMEDIOS}) ${ALGUMAS(1)}de uma (?:vez|so vez)\\b`,
      `\\b(?:tomei|tomou|engoli|engoliu|ingeri|ingeriu) ${ALGUMAS(2)}(?:uma caixa|a caixa|caixa inteira|a cartela|uma cartela|cartela inteira|o vidro|um vidro|o frasco|um frasco)\\b${NAO_CURSO}`,
      `\\b(?:tomei|tomou) ${ALGUMAS(3)}${REMEDIOS} ${ALGUMAS(1)}(?:demais|a mais|em excesso)\\b`,
      '\\bover ?dose\\b',
      '\\b[ei]nvenen\\w*',
      '\\binto(?:x|ch)ica\\w*\\b(?! alimentar)',
      `\\b(?:bebi|bebeu|engoli|engoliu|tomei|tomou|ingeri|ingeriu|comeu|comi) ${ALGUMAS(2)}(?:veneno|agua sanitaria|cloro|soda caustica|querosene|gasolina|alvejante|desinfetante|produto de limpeza|chumbinho|raticida|inseticida|solvente|thinner|acido)\\b`,
      `\\b(?:crianca|bebe|filho|filha|menino|menina|neto|neta) ${ALGUMAS(2)}(?:tomou|engoliu|bebeu|comeu) ${ALGUMAS(2)}(?:remedios?|comprimidos?|produto|veneno|pilha|bateria|moeda|ima)\\b`,
      `\\b(?:picad[oa]|mordid[oa]) ${ALGUMAS(2)}(?:cobra|jararaca|cascavel|surucucu|coral)\\b`,
      `\\b(?:cobra|jararaca|cascavel|surucucu|coral) ${ALGUMAS(2)}(?:me |o |a |lhe )?(?:picou|mordeu|ferrou)\\b`,
    ],
  },
  {
    tipo: 'meningite',
    informativoSuprime: true,
    fontes: [
      '\\brigidez (?:na |de |da )?nuca\\b',
      '\\bnuca (?:dura|rigida|travada)\\b',
      `\\bmanchas? roxas? ${ALGUMAS(3)}febre\\b`,
      `\\bfebre ${ALGUMAS(3)}manchas? roxas?\\b`,
    ],
  },
  {
    tipo: 'desmaio',
    informativoSuprime: true,
    fontes: [
      '\\b(?:d[ei]smai?|demai)(?:o|os|ei|ou|ar|ando|ado|ada|ados|adas|ava|avam|aram|e|em)\\b(?! (?:de|com) (?:tanto )?(?:sono|vergonha|rir|tedio|preguica|emocao|felicidade|fofura|beleza))',
      `\\bperd(?:i|eu) ${ALGUMAS(1)}(?:a )?(?:consciencia|os sentidos)\\b`,
      '\\b(?:inconsciente|desacordado|desacordada|sincope)\\b',
      '\\bnao (?:acorda|reage|acordava|reagia|respondia)\\b',
      '\\bdesfalec\\w*',
      '\\bca(?:iu|i) (?:dur[oa]|desacordad[oa]|apagad[oa])\\b',
      '\\b(?:tive|teve|deu) (?:um )?apagao\\b',
      // 'Apaguei' is passing out, not switching something off ('apaguei a luz') nor falling asleep.
      `\\b(?<!\\b(?:luz|luzes|energia|tela|celular|fogo|vela|lampada|televisao|computador)\\b.*)apag(?:uei|ou|aram)\\b(?! (?:a|o|as|os|um|uma|tudo|isso|minha|meu|ela|ele)\\b)(?! ${ALGUMAS(3)}(?:de sono|de cansaco|no sofa|na cama|vendo|assistindo|cedo)\\b)`,
      // Found on the floor by someone else: she was down, whatever she remembers.
      '\\b(?:me|o|a) (?:achou|acharam|achei|encontrou|encontraram|encontrei) (?:caid[oa] )?(?:no chao|caid[oa] no chao|desacordad[oa])\\b',
    ],
  },
  {
    tipo: 'trauma',
    informativoSuprime: true,
    fontes: [
      `\\bacidente ${ALGUMAS(1)}(?:de )?(?:carro|moto|transito|onibus|bicicleta|trabalho)\\b`,
      `\\b(?=atropel)${COMO_SE}atropel(?:ad[oa]s?|ou|aram|amento)\\b`,
      '\\bfratura exposta\\b',
      `\\bosso ${ALGUMAS(2)}(?:para fora|aparecendo|exposto)\\b`,
      `\\b(?:cai|caiu|queda) ${ALGUMAS(3)}(?:altura|escada|telhado|laje|andaime|arvore|moto|cavalo)\\b`,
      `\\bbat(?:i|eu) ${ALGUMAS(1)}(?:a )?cabeca\\b${'(?: \\w+){0,6}?'} (?:desmai\\w*|vomit\\w*|confus\\w*|sangr\\w*|apag\\w*)`,
      `\\b(?=facad|esfaq|balead)${COMO_SE}(?:facadas?|esfaquead\\w*|baleado|baleada)\\b`,
      '\\b(?:levei|tomei|levou|tomou) um tiro\\b',
      `\\bqueimadura ${ALGUMAS(1)}(?:grave|grande|extensa|feia|de terceiro grau)\\b`,
      `\\b(?=choque)${COMO_SE}(?<!\\b(?:da|dando|dava|uns|umas|sinto uns|sinto umas)(?: um)? )choques? eletricos?\\b`,
      `\\b(?=afogad)${COMO_SE}afogad[oa]s?\\b(?! (?:em|de|com|no|na|nos|nas) (?:dividas|contas|trabalho|servico|problemas|tarefas|lagrimas|papelada|compromissos|boletos))`,
      '\\bafogamento\\b',
      `\\b(?=se afog|me afog)(?<!\\bquase )(?:se|me) afog(?:ou|aram|ando|uei)\\b(?! (?:em|de|com|no|na|nos|nas) (?:dividas|contas|trabalho|servico|problemas|tarefas|lagrimas|papelada|compromissos|boletos))`,
    ],
  },
];
