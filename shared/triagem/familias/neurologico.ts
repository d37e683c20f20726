/**
 * Consciousness, head and nervous system beyond the single red flags: confusion, drowsiness, a head
 * injury with warning signs, dizziness, headache (Manchester: 'alteração do nível de consciência',
 * 'TCE com sinais de alerta'; SAMU 192).
 */
import { ate, sinal } from '../construir.js';
import type { Familia } from '../tipos.js';

// 'De repente' also means 'maybe' in Brazilian speech ('de repente é estresse'): not an onset then.
const DE_REPENTE = '(?:do nada|(?:veio|comecou|apareceu) de uma vez|de repente(?! (?:e|seja|pode|deve|sera|fosse)\\b)|subit\\w*|repentin\\w*|de uma hora para outra|de supetao|num estalo)';
// 'Cabeça' misspelt 'cabessa', 'cabesa', 'cabeza'; 'enxaqueca' as 'enchaqueca'.
const CEFALEIA = '(?:dor de cabe[csz]a|cefaleia|dor na cabe[csz]a|dor na nuca)';
const AVC_SUBITO = 'Visão dupla, desequilíbrio ou fraqueza de um braço ou perna que começou de repente (possível AVC)';
const SELA = '(?:virilha|bumbum|bunda|nadegas?|anus|entre as pernas|partes intimas|regiao genital|genitais|perineo|sela)';

export const neurologico: Familia = {
  sinais: [
    sinal('confusao', [
      '\\bconfus[oa]\\b',
      '\\bconfusao mental\\b',
      '\\bdesorientad[oa]\\b',
      '\\bfal(?:a|ando) coisas? ' + ate(1) + '(?:sem sentido|sem nexo|estranhas?|desconexas?)\\b',
      '\\bnao (?:fala|esta falando) coisa com coisa\\b',
      '\\bnao (?:reconhece|reconheceu|sabe onde esta|sabe que dia)\\b',
      '\\b(?:esta|ficou) (?:variando|lel[ea]|abobad[oa]|aeread[oa]|avoad[oa])\\b',
      '\\bdelir\\w*',
      '\\bagitad[oa] e confus\\w*',
    ]),
    sinal('sonolencia-grave', [
      '\\b(?:muito|cada vez mais|super|bem) (?:sonolent[oa]|sonolencia|dormindo|apagad[oa])\\b',
      '\\bsonolent[oa]\\b',
      '\\b(?:dificil|difcil) (?:de )?acordar\\b',
      '\\b(?:nao|mal) (?:acorda|desperta|responde|reage|abre os olhos)\\b',
      '\\bdormindo (?:o tempo todo|demais|direto|sem parar)\\b',
      '\\bso (?:quer )?dorm(?:e|ir)\\b',
      '\\b(?:apagad[oa]|apagando|desligad[oa])\\b',
      '\\bprostrad[oa]\\b',
      '\\bletargi\\w*',
      // Falling asleep mid-sentence, doped, unable to stay awake (Manchester 'nível de consciência alterado').
      '\\b(?:dorme|dormindo|cochila|cochilando|apaga|apagando) ' + ate(2) + 'no meio da (?:frase|conversa|fala)\\b',
      '\\b(?:nao|mal) (?:consegue|consigo) (?:ficar|manter) (?:acordad[oa]|de olhos abertos|os olhos abertos)\\b',
      '\\b(?:grogue|dopad[oa])\\b',
    ]),
    sinal('prostracao-crianca', [
      '\\b(?:molinh[oa]|molim|largadinh[oa]|caidinh[oa]|jogadinh[oa]|paradinh[oa]|quietinh[oa] demais|sem reacao|sem forca para mamar)\\b',
      '\\b(?:esta|ficou|muito) (?:mole|largad[oa]|caid[oa]|jogad[oa]|apatic[oa])\\b',
      '\\bnao (?:quer|consegue) (?:brincar|mamar)\\b',
      '\\bchoro (?:fraco|fraquinho|gemido|diferente|agudo)\\b',
    ]),
    sinal('tontura', [
      '\\btont(?:ur|eir|er)\\w*',
      '\\b(?:zonz[oa]|tont[oa]|tontinh[oa])\\b',
      '\\bvertigem\\b',
      '\\b(?:tudo|mundo|casa) (?:girando|rodando)\\b',
      '\\bvista escurec\\w*',
      '\\bescureceu a vista\\b',
    ]),
    sinal('fraqueza', ['\\bfraqueza\\b', '\\bsem forca(?:s)?\\b', '\\bmuito frac[oa]\\b', '\\bfrac[oa] demais\\b']),
    sinal('cefaleia', [
      '\\bdor(?:es)? de cabe[csz]a\\b',
      '\\bcefaleia\\b',
      '\\ben(?:x|ch)aqueca\\b',
      '\\bcabe[csz]a ' + ate(2) + '(?:doendo|explodindo|latejando|estourando)\\b',
      '\\bdor ' + ate(2) + '(?:na )?(?:cabe[csz]a|testa|nuca)\\b',
    ]),
    sinal('cefaleia-forte', [
      '\\bdor de cabe[csz]a ' + ate(3) + '(?:muito forte|fortissima|insuportavel|horrivel|terrivel|absurda|que nao passa|que nao melhora)\\b',
      '\\bcabe[csz]a (?:explodindo|estourando)\\b',
      '\\bpior dor\\b',
      '\\b' + CEFALEIA + ' ' + ate(8) + 'pior ' + ate(4) + '(?:na|da|de) (?:minha )?vida\\b',
      '\\b(?:parece|parecia|como) (?:que )?(?:a cabe[csz]a )?(?:explodiu|vai explodir|ia explodir|uma paulada|uma martelada|uma pancada)\\b',
    ]),
    // Thunderclap onset (ICHD-3; NICE CKS headache red flags): the headache that came all at once.
    sinal('cefaleia-subita', [
      '\\b' + CEFALEIA + ' ' + ate(4) + DE_REPENTE,
      '\\b' + DE_REPENTE + ' ' + ate(4) + CEFALEIA + '\\b',
    ]),
    // Pain that the usual painkillers no longer relieve (status migrainosus, ICHD-3: over 72 h).
    sinal('analgesico-sem-efeito', [
      '\\b(?:tomei|tomou|tomo|ja tomei|usei|dei|tomando) ' + ate(4) + '(?:e )?(?:nao|nada) (?:passa|passou|melhora|melhorou|alivia|aliviou|resolve|resolveu|adianta|adiantou|fez efeito|faz efeito|cede|cedeu)\\b',
      '\\b(?:remedio|remedios|analgesico|dipirona|paracetamol|dorflex|neosaldina|tylenol) ' + ate(2) + '(?:nao|nem) (?:faz|fez|esta fazendo) (?:mais )?efeito\\b',
      '\\bnao (?:passa|melhora|cede|alivia) (?:com|nem com) (?:nada|nenhum remedio|remedio|dipirona|paracetamol|analgesico)\\b',
    ], { leve: true }),
    sinal('trauma-cabeca', [
      '\\b(?:bat\\w*|bateu|bati) ' + ate(2) + '(?:a |com a )?cabeca\\b',
      '\\b(?:pancada|batida|tombo) ' + ate(2) + '(?:na )?cabeca\\b',
      '\\bcaiu ' + ate(4) + '(?:cabeca|de cabeca)\\b',
      '\\b(?:caiu|cai) (?:da|do|de) (?:cama|sofa|trocador|berco|colo|cadeira|escada)\\b',
      '\\btraumatismo craniano\\b',
    ]),
    sinal('anticoagulante', ['\\b(?:anticoagula\\w*|varfarina|marevan|rivaroxabana|xarelto|apixabana|eliquis|afina o sangue|afinar o sangue)\\b']),
    sinal('fraqueza-subita-membros', [
      '\\b(?:perna|pernas|braco|bracos) ' + ate(2) + '(?:fraca|fracas|fraco|fracos|sem forca|bambas?|nao (?:obedece|obedecem|firmam?))\\b',
    ]),
    // Cauda equina (NICE CKS low back pain red flags): the bladder or bowel lost, the saddle numb.
    sinal('retencao-anestesia-sela', [
      '\\bnao (?:consigo|consegue) (?:urinar|fazer xixi|segurar (?:o )?(?:xixi|coco|urina))\\b',
      '\\b(?:dificuldade|problema) ' + ate(1) + '(?:para|de|em) (?:segurar|controlar|urinar|fazer) ' + ate(1) + '(?:xixi|urina|coco|fezes)?\\b',
      '\\b(?:perdi|perdendo|perdeu|sem) (?:o )?controle ' + ate(2) + '(?:xixi|urina|bexiga|coco|fezes|intestino)\\b',
      '\\b(?:xixi|urina|coco) ' + ate(2) + '(?:escapando|escapou|saindo sem (?:querer|sentir))\\b',
      '\\b(?:fiz|fazendo|fez) (?:xixi|coco) (?:na roupa|sem (?:querer|sentir|perceber))\\b',
      '\\b(?:dormencia|dormente|formigamento|formigando|adormecid\\w*|sem sensibilidade) ' + ate(4) + SELA + '\\b',
      '\\b' + SELA + ' ' + ate(2) + '(?:dormentes?|adormecid\\w*|formigando|sem sensibilidade)\\b',
      '\\banestesia em sela\\b',
    ]),
    sinal('dormencia-pernas', [
      '\\b(?:pernas?|pes) ' + ate(3) + '(?:dormentes?|formigando|adormecid\\w*|amortecid\\w*)\\b',
      '\\b(?:dormencia|formigamento) ' + ate(2) + '(?:nas |na )?(?:pernas?|pes)\\b',
    ]),
    // BE-FAST (the eyes and the balance of a stroke): double vision, staggering, limb numbness.
    sinal('visao-dupla', ['\\b(?:visao|vista) ' + ate(1) + '(?:dupla|dobrada)\\b', '\\b(?:vendo|enxergando|vejo|enxergo) ' + ate(1) + '(?:tudo )?(?:dobrado|duplo|duas vezes|em dobro)\\b', '\\bdiplopia\\b']),
    sinal('desequilibrio', [
      '\\b(?:cambaleando|cambaleia|cambaleou|andando torto|anda torto|andando tort[oa]|sem equilibrio|perdi o equilibrio|perdeu o equilibrio|perdendo o equilibrio)\\b',
      '\\b(?:nao|nem) (?:consigo|consegue) (?:ficar em pe|andar|parar em pe|me equilibrar|se equilibrar)\\b(?! ' + ate(3) + '(?:de|por causa da) (?:tanta |muita )?dor\\b)',
    ]),
    sinal('dormencia-membro', [
      '\\b(?:braco|perna|mao) ' + ate(3) + '(?:dormente|adormecid\\w*|amortecid\\w*|formigando|pesad[oa]|frac[oa]|sem forca|mole)\\b',
      '\\b(?:dormencia|formigamento|fraqueza) ' + ate(2) + '(?:no|na|do|da) (?:braco|perna|mao)\\b',
    ]),
    // A deficit that went away on its own: a transient ischaemic attack (MS, linha de cuidado do AVC).
    sinal('sintoma-passageiro', [
      '\\b(?:durou|por) (?:uns |alguns |uns poucos )?(?:\\d+|poucos|cinco|dez|quinze|vinte|trinta) (?:minutos|min)\\b',
      '\\bvoltou ao normal\\b',
      '\\b(?:passou|melhorou) sozinh[oa]\\b',
    ], { leve: true }),
    // Dizziness only on standing up or turning in bed, gone in seconds (orthostatic, positional).
    sinal('tontura-postural', [
      '\\b(?:quando|ao|se|toda vez que|na hora que) (?:eu )?(?:me )?(?:levanto|levantar|levanta|fico de pe|ficar de pe|viro na cama|deito|abaixo e levanto)\\b',
      '\\b(?:passa|some|melhora) (?:em|depois de|apos|com) (?:uns |alguns |poucos )?(?:segundos|instantes)\\b',
    ], { leve: true }),
  ],
  regras: [
    {
      nivel: 'emergencia',
      motivo: 'Confusão mental ou sonolência fora do comum',
      emergencia: 'grave',
      quando: (c) => c.algum('confusao', 'sonolencia-grave') && (c.febre || c.algum('ictericia', 'trauma-cabeca', 'vomitos', 'cefaleia-forte', 'alarme-intoxicacao') || (c.medidas.glicemiaMinima ?? 999) < 70),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Confusão mental ou sonolência fora do comum',
      quando: (c) => c.algum('confusao', 'sonolencia-grave'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Pancada na cabeça com vômitos, sonolência, confusão ou desmaio',
      emergencia: 'trauma',
      quando: (c) => c.tem('trauma-cabeca') && c.algum('vomitos', 'sonolencia-grave', 'confusao', 'alarme-desmaio', 'alarme-convulsao'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Pancada na cabeça em bebê, idoso ou em quem usa anticoagulante',
      quando: (c) => c.tem('trauma-cabeca') && ((c.idadeMeses ?? 999) < 12 || (c.idadeAnos ?? 0) >= 65 || c.tem('anticoagulante')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Pancada na cabeça',
      quando: (c) => c.tem('trauma-cabeca') && c.algum('cefaleia', 'tontura'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Dor de cabeça súbita e muito forte, ou com vômitos, confusão ou desmaio (possível hemorragia cerebral)',
      emergencia: 'avc',
      quando: (c) => c.tem('cefaleia-subita') && c.algum('cefaleia-forte', 'vomitos', 'confusao', 'alarme-desmaio', 'alarme-convulsao', 'rigidez-nuca'),
    },
    {
      nivel: 'emergencia',
      motivo: AVC_SUBITO,
      emergencia: 'avc',
      quando: (c) => c.tem('inicio-subito') && c.algum('visao-dupla', 'desequilibrio', 'dormencia-membro') && !c.algum('lesao-membro', 'queda', 'fratura'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Visão dupla, desequilíbrio ao andar ou fraqueza de um braço ou perna (avaliar AVC ou AIT)',
      quando: (c) =>
        c.algum('visao-dupla', 'desequilibrio') || (c.tem('dormencia-membro') && c.algum('tontura', 'cefaleia-forte', 'visao-dupla', 'sintoma-passageiro')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor de cabeça que começou de repente',
      quando: (c) => c.tem('cefaleia-subita'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor de cabeça que não melhora com remédios, com vômitos ou há 3 dias ou mais',
      quando: (c) => c.tem('cefaleia') && c.tem('analgesico-sem-efeito') && (c.tem('vomitos') || (c.medidas.duracaoDias ?? 0) >= 3),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor de cabeça muito forte',
      quando: (c) => c.tem('cefaleia-forte') && (c.algum('vomitos', 'tontura', 'confusao') || (c.idadeAnos ?? 0) >= 50 || c.gestante),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de cabeça forte',
      quando: (c) => c.tem('cefaleia-forte'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Fraqueza nas pernas com perda de controle da urina ou das fezes',
      quando: (c) => c.tem('retencao-anestesia-sela') && c.algum('fraqueza-subita-membros', 'dor-lombar', 'dormencia-pernas'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Tontura',
      quando: (c) => c.tem('tontura') && (((c.idadeAnos ?? 0) >= 65 && !c.tem('tontura-postural')) || c.algum('fraqueza', 'palidez', 'vomitos')),
    },
  ],
};
