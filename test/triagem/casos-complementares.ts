/**
 * The held-out part of the triage evaluation set: 50 more vignettes (10 per level), other
 * conditions and other wordings than `casos.ts`. Whoever writes or tunes the guard's rules does not
 * read this file; it measures whether the rules learned clinical signs or just the main set's words.
 *
 * Same conventions as `casos.ts`: messages as patients type them, the gold level a triage physician
 * would give, and the published material each vignette is adapted from.
 */
import type { CasoAvaliacao } from './caso-avaliacao.js';

const manchester = (discriminador: string) => `Sistema Manchester de Classificação de Risco — discriminador "${discriminador}"`;
const nice = (diretriz: string) => `NICE ${diretriz}, adaptado`;
const cks = (topico: string) => `NICE Clinical Knowledge Summaries — ${topico}, adaptado`;
const nhs = (pagina: string) => `NHS (nhs.uk) — ${pagina}, adaptado`;

const PECONHENTOS = 'Ministério da Saúde — Manual de diagnóstico e tratamento de acidentes por animais peçonhentos, adaptado';
const IST = 'Ministério da Saúde — PCDT para Atenção Integral às Pessoas com Infecções Sexualmente Transmissíveis (2022), adaptado';
const PRE_NATAL = 'Ministério da Saúde, Caderno de Atenção Básica nº 32 (Atenção ao pré-natal de baixo risco), adaptado';
const EAU_PEDIATRIA = 'EAU Guidelines on Paediatric Urology, adaptado';

export const casosComplementares: readonly CasoAvaliacao[] = [
  // ── emergencia ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'res-001',
    paciente: { idade: 29, sexo: 'feminino' },
    mensagens: [
      'ganhei nenem ontem de parto normal',
      'to sangrando mto, encharcando o absorvente em menos de meia hora',
      'to tonta e fraca, quase nao paro em pe',
    ],
    nivel: 'emergencia',
    condicao: 'Hemorragia pós-parto',
    fonte: 'OPAS — Recomendações assistenciais para prevenção, diagnóstico e tratamento da hemorragia obstétrica (2018), adaptado',
  },
  {
    id: 'res-002',
    paciente: { idade: 0, sexo: 'masculino' },
    mensagens: [
      'meu bebe de 5 meses ta com quentura, medi 39,5',
      'o choro ta diferente, fininho, e a moleira ta estufada',
      'vomitando e dormindo mto, dificil de acordar',
    ],
    nivel: 'emergencia',
    condicao: 'Meningite em lactente (fontanela abaulada, choro agudo, sonolência)',
    fonte: nice('NG143 (febre < 5 anos, sinal vermelho: fontanela abaulada)'),
  },
  {
    id: 'res-003',
    paciente: { idade: 52, sexo: 'masculino' },
    mensagens: [
      'levei uma picada de cobra no sitio, o pessoal disse q era cascavel',
      'to vendo embacado e as palpebras caindo, o olho quase nao abre',
    ],
    nivel: 'emergencia',
    condicao: 'Acidente crotálico com sinais neurotóxicos',
    fonte: PECONHENTOS,
  },
  {
    id: 'res-004',
    paciente: { idade: 37, sexo: 'feminino' },
    mensagens: ['crise de asma forte', 'nao consigo terminar uma frase, a bombinha nao ta fazendo nada', 'oximetro 88'],
    nivel: 'emergencia',
    condicao: 'Crise de asma grave em adulto com hipoxemia',
    fonte: manchester('SatO2 muito baixa'),
  },
  {
    id: 'res-005',
    paciente: { idade: 40, sexo: 'masculino' },
    mensagens: [
      'pegou fogo aqui em casa, meu marido ficou la dentro um tempao',
      'ta com a voz rouca, tossindo um catarro preto e com falta de ar',
    ],
    nivel: 'emergencia',
    condicao: 'Lesão inalatória por fumaça de incêndio',
    fonte: manchester('lesão inalatória (fluxograma queimaduras)'),
  },
  {
    id: 'res-006',
    paciente: { idade: 74, sexo: 'masculino' },
    mensagens: [
      'meu sogro do nada com uma dor forte na barriga q vai pras costas',
      'ficou branco e desmaiou',
      'ele tem um aneurisma na barriga q o medico tava acompanhando',
    ],
    nivel: 'emergencia',
    condicao: 'Ruptura de aneurisma de aorta abdominal',
    fonte: manchester('dor irradiada para as costas'),
  },
  {
    id: 'res-007',
    paciente: { idade: 58, sexo: 'feminino' },
    mensagens: [
      'minha mae do nada ta vendo tudo dobrado',
      'andando torta, caindo pro lado, zonza',
      'e a fala ta enrolada, comecou faz 1h',
    ],
    nivel: 'emergencia',
    condicao: 'AVC de circulação posterior (diplopia, ataxia, disartria)',
    fonte: nice('NG128 (AVC e ataque isquêmico transitório)'),
  },
  {
    id: 'res-008',
    paciente: { idade: 23, sexo: 'masculino' },
    mensagens: ['escrevi uma carta pra minha familia', 'amanha nao vou estar mais aqui, ja decidi como vou fazer'],
    nivel: 'emergencia',
    condicao: 'Ideação suicida com plano e despedida',
    fonte: 'Ministério da Saúde — Prevenção do suicídio: manual dirigido a profissionais das equipes de saúde mental (2006), adaptado',
  },
  {
    id: 'res-009',
    paciente: { idade: 4, sexo: 'feminino' },
    mensagens: ['minha filha caiu na piscina, a gente tirou ela', 'ta tossindo, meio roxinha e mto sonolenta'],
    nivel: 'emergencia',
    condicao: 'Afogamento com hipoxemia e sonolência em criança',
    fonte: 'Sociedade Brasileira de Salvamento Aquático (Sobrasa) — classificação do afogamento, adaptado',
  },
  {
    id: 'res-010',
    paciente: { idade: 81, sexo: 'feminino' },
    mensagens: [
      'minha avo ficou no sol no calorao o dia inteiro',
      'ta confusa, a pele quente e seca, nao ta suando',
      'o termometro deu 40,5',
    ],
    nivel: 'emergencia',
    condicao: 'Intermação (golpe de calor) em idosa',
    fonte: nhs('Heat exhaustion and heatstroke'),
  },

  // ── pronto-socorro ──────────────────────────────────────────────────────────────────────────
  {
    id: 'res-011',
    paciente: { idade: 16, sexo: 'feminino' },
    mensagens: [
      'minha filha de 16 anos com dor forte do lado direito embaixo da barriga',
      'comecou de repente na educacao fisica e ela ja vomitou',
      'ela nunca teve relacao',
    ],
    nivel: 'pronto-socorro',
    condicao: 'Dor pélvica aguda unilateral com vômitos (torção ovariana / apendicite)',
    fonte: manchester('dor intensa (fluxograma dor abdominal)'),
  },
  {
    id: 'res-012',
    paciente: { idade: 24, sexo: 'masculino' },
    mensagens: [
      'to com amigdalite faz 4 dias, tomando antibiotico',
      'agr nao consigo abrir a boca direito, a voz ta abafada',
      'o lado esquerdo da garganta inchou mto, engolir ta quase impossivel',
    ],
    nivel: 'pronto-socorro',
    condicao: 'Abscesso periamigdaliano',
    fonte: nice('NG84 (dor de garganta aguda: abscesso periamigdaliano)'),
  },
  {
    id: 'res-013',
    paciente: { idade: 60, sexo: 'masculino' },
    mensagens: ['tenho uma hernia na virilha', 'hj ela saiu e nao volta mais, ta dura e doendo mto', 'vomitei uma vez'],
    nivel: 'pronto-socorro',
    condicao: 'Hérnia inguinal encarcerada',
    fonte: 'HerniaSurge Group — International guidelines for groin hernia management (2018), adaptado',
  },
  {
    id: 'res-014',
    paciente: { idade: 20, sexo: 'masculino' },
    mensagens: [
      'to com uma dor do lado direito do peito q veio do nada',
      'piora qdo respiro fundo, fiquei com um pouco de falta de ar',
      'sou alto e magro. consigo falar normal',
    ],
    nivel: 'pronto-socorro',
    condicao: 'Pneumotórax espontâneo primário estável',
    fonte: 'BTS Guideline for Pleural Disease (2023) — pneumotórax espontâneo, adaptado',
  },
  {
    id: 'res-015',
    paciente: { idade: 7, sexo: 'masculino' },
    mensagens: [
      'o olho do meu filho ta inchado e vermelho, quase fechado',
      'febre 38,9, ele diz q doi pra mexer o olho',
    ],
    nivel: 'pronto-socorro',
    condicao: 'Celulite orbitária em criança',
    fonte: cks('Cellulitis - acute (celulite periorbitária e orbitária)'),
  },
  {
    id: 'res-016',
    paciente: { idade: 66, sexo: 'feminino' },
    mensagens: [
      'dor do lado esquerdo embaixo da barriga faz 2 dias',
      'febre 38,5 e vomitando',
      'ja sei q tenho diverticulo',
    ],
    nivel: 'pronto-socorro',
    condicao: 'Diverticulite aguda com febre e vômitos',
    fonte: nice('NG147 (doença diverticular)'),
  },
  {
    id: 'res-017',
    paciente: { idade: 27, sexo: 'feminino' },
    mensagens: ['to de 30 semanas', 'saiu um monte de agua de repente, molhou a calca toda', 'sem contracao por enquanto'],
    nivel: 'pronto-socorro',
    condicao: 'Ruptura prematura de membranas pré-termo',
    fonte: PRE_NATAL,
  },
  {
    id: 'res-018',
    paciente: { idade: 6, sexo: 'masculino' },
    mensagens: [
      'puxei a pelinha do pinto do meu filho pra limpar e nao volta mais',
      'a ponta ta inchada e roxinha, ele chorando de dor',
    ],
    nivel: 'pronto-socorro',
    condicao: 'Parafimose',
    fonte: EAU_PEDIATRIA,
  },
  {
    id: 'res-019',
    paciente: { idade: 35, sexo: 'masculino' },
    mensagens: ['cortei a mao num vidro da janela', 'ja parou de sangrar, mas o dedo indicador nao dobra mais'],
    nivel: 'pronto-socorro',
    condicao: 'Lesão de tendão flexor por corte',
    fonte: manchester('fluxograma feridas'),
  },
  {
    id: 'res-020',
    paciente: { idade: 45, sexo: 'masculino' },
    mensagens: [
      'bebi bastante no fds',
      'agr uma dor fortissima na boca do estomago q vai pras costas',
      'vomitando, nao consigo ficar reto de dor',
    ],
    nivel: 'pronto-socorro',
    condicao: 'Pancreatite aguda',
    fonte: manchester('dor irradiada para as costas'),
  },

  // ── consulta-24h ────────────────────────────────────────────────────────────────────────────
  {
    id: 'res-021',
    paciente: { idade: 58, sexo: 'feminino' },
    mensagens: [
      'minha perna ta vermelha e quente, com a borda bem marcadinha',
      'deu febre 38 ontem, hj to bem',
      'tenho micose no pe',
    ],
    nivel: 'consulta-24h',
    condicao: 'Erisipela',
    fonte: nice('NG141 (celulite e erisipela)'),
  },
  {
    id: 'res-022',
    paciente: { idade: 6, sexo: 'masculino' },
    mensagens: ['meu filho de 6 anos com dor de garganta e febre 38,7', 'olhei com a lanterna e tem pus na amigdala', 'ta bebendo liquido'],
    nivel: 'consulta-24h',
    condicao: 'Faringoamigdalite com exsudato em criança',
    fonte: nice('NG84 (dor de garganta aguda)'),
  },
  {
    id: 'res-023',
    paciente: { idade: 5, sexo: 'masculino' },
    mensagens: [
      'meu filho ta com uma tosse em crise faz 10 dias',
      'tosse tanto q fica vermelho, faz um guincho qdo puxa o ar e as vezes vomita',
      'entre as crises fica bem, sem febre',
    ],
    nivel: 'consulta-24h',
    condicao: 'Suspeita de coqueluche',
    fonte: cks('Whooping cough'),
  },
  {
    id: 'res-024',
    paciente: { idade: 38, sexo: 'masculino' },
    mensagens: ['levei uma picada de inseto faz 3 dias', 'agr a vermelhidao ta espalhando, quente e doendo', 'sem febre'],
    nivel: 'consulta-24h',
    condicao: 'Picada de inseto com infecção secundária',
    fonte: cks('Insect bites and stings (sinais de infecção)'),
  },
  {
    id: 'res-025',
    paciente: { idade: 82, sexo: 'masculino' },
    mensagens: [
      'meu pai de 82 anos com tosse e febre 38 faz 2 dias',
      'ta comendo, conversando normal, oximetro 96',
      'sem falta de ar',
    ],
    nivel: 'consulta-24h',
    condicao: 'Infecção respiratória febril em idoso estável',
    fonte: nice('NG138 (pneumonia adquirida na comunidade, escore CRB65)'),
  },
  {
    id: 'res-026',
    paciente: { idade: 21, sexo: 'feminino' },
    mensagens: [
      'meu dente do siso ta nascendo e a gengiva em volta inchou',
      'doi pra abrir a boca e ta com gosto ruim',
      'febre 37,8',
    ],
    nivel: 'consulta-24h',
    condicao: 'Pericoronarite',
    fonte: 'Ministério da Saúde, Caderno de Atenção Básica nº 17 (Saúde bucal), adaptado',
  },
  {
    id: 'res-027',
    paciente: { idade: 34, sexo: 'feminino' },
    mensagens: [
      'tava com dor de ouvido forte, hj saiu uma secrecao com sangue e a dor aliviou',
      'to escutando abafado desse lado',
    ],
    nivel: 'consulta-24h',
    condicao: 'Otite média aguda com perfuração timpânica',
    fonte: nice('NG91 (otite média aguda)'),
  },
  {
    id: 'res-028',
    paciente: { idade: 33, sexo: 'feminino' },
    mensagens: [
      'febre 38,5 desde ontem e dor nas costas do lado esquerdo, embaixo das costelas',
      'ardencia pra urinar',
      'sem vomito, to bebendo agua e comendo normal',
    ],
    nivel: 'consulta-24h',
    condicao: 'Pielonefrite aguda sem vômitos, em bom estado geral',
    fonte: nice('NG111 (pielonefrite aguda)'),
  },
  {
    id: 'res-029',
    paciente: { idade: 4, sexo: 'feminino' },
    mensagens: ['minha filha de 4 anos com febre 38,6', 'reclama q arde pra fazer xixi', 'ta brincando e bebendo agua'],
    nivel: 'consulta-24h',
    condicao: 'Suspeita de infecção urinária febril em criança',
    fonte: nice('NG224 (infecção urinária em menores de 16 anos)'),
  },
  {
    id: 'res-030',
    paciente: { idade: 70, sexo: 'masculino' },
    mensagens: [
      'apareceram umas bolhas na testa e na ponta do nariz, so do lado direito',
      'arde e doi mto, o olho desse lado ta vermelhinho',
    ],
    nivel: 'consulta-24h',
    condicao: 'Herpes-zóster oftálmico',
    fonte: cks('Shingles (herpes-zóster oftálmico)'),
  },

  // ── consulta ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'res-031',
    paciente: { idade: 74, sexo: 'masculino' },
    mensagens: ['to escutando pouco faz uns meses, a familia reclama da tv alta', 'nos dois ouvidos, sem dor'],
    nivel: 'consulta',
    condicao: 'Perda auditiva gradual',
    fonte: nice('NG98 (perda auditiva em adultos)'),
  },
  {
    id: 'res-032',
    paciente: { idade: 36, sexo: 'masculino' },
    mensagens: ['tenho umas placas vermelhas com casquinha branca no cotovelo e no joelho', 'faz meses, coca as vezes'],
    nivel: 'consulta',
    condicao: 'Psoríase em placas',
    fonte: nice('CG153 (psoríase)'),
  },
  {
    id: 'res-033',
    paciente: { idade: 30, sexo: 'feminino' },
    mensagens: ['corrimento branco tipo nata com coceira, ja é a 4a vez esse ano', 'sem febre, sem dor na barriga'],
    nivel: 'consulta',
    condicao: 'Candidíase vulvovaginal recorrente',
    fonte: IST,
  },
  {
    id: 'res-034',
    paciente: { idade: 58, sexo: 'feminino' },
    mensagens: ['o joanete do pe direito ta doendo pra usar sapato', 'tenho faz anos mas ta piorando'],
    nivel: 'consulta',
    condicao: 'Hálux valgo sintomático',
    fonte: cks('Bunions'),
  },
  {
    id: 'res-035',
    paciente: { idade: 44, sexo: 'feminino' },
    mensagens: ['tomo levotiroxina, o tsh deu 8', 'queria ajustar a dose, ando cansada'],
    nivel: 'consulta',
    condicao: 'Ajuste de reposição de hipotireoidismo',
    fonte: nice('NG145 (doença da tireoide)'),
  },
  {
    id: 'res-036',
    paciente: { idade: 22 },
    mensagens: ['suo mto nas maos e nas axilas, sempre fui assim', 'atrapalha no trabalho, queria um tratamento'],
    nivel: 'consulta',
    condicao: 'Hiperidrose primária',
    fonte: cks('Hyperhidrosis'),
  },
  {
    id: 'res-037',
    paciente: { idade: 29, sexo: 'feminino' },
    mensagens: [
      'faz uns 6 meses q o intestino alterna, preso e solto, com mto gases',
      'melhora depois q evacuo, sem sangue, sem emagrecer',
    ],
    nivel: 'consulta',
    condicao: 'Síndrome do intestino irritável',
    fonte: nice('CG61 (síndrome do intestino irritável em adultos)'),
  },
  {
    id: 'res-038',
    paciente: { idade: 32, sexo: 'feminino' },
    mensagens: ['todo mes antes de menstruar fico mto irritada e inchada', 'queria ver se tem tratamento'],
    nivel: 'consulta',
    condicao: 'Síndrome pré-menstrual',
    fonte: cks('Premenstrual syndrome'),
  },
  {
    id: 'res-039',
    paciente: { idade: 39, sexo: 'feminino' },
    mensagens: [
      'meu rosto fica vermelho facil, bochecha e nariz, com umas bolinhas',
      'piora no sol e qdo bebo, faz 1 ano',
    ],
    nivel: 'consulta',
    condicao: 'Rosácea',
    fonte: cks('Rosacea'),
  },
  {
    id: 'res-040',
    paciente: { idade: 9, sexo: 'masculino' },
    mensagens: ['meu filho é o mais baixinho da turma', 'ele ta bem, come bem, queria avaliar o crescimento dele'],
    nivel: 'consulta',
    condicao: 'Avaliação de baixa estatura',
    fonte: 'Ministério da Saúde — Caderneta da Criança (curvas de crescimento), adaptado',
  },

  // ── autocuidado ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'res-041',
    paciente: { idade: 45, sexo: 'masculino' },
    mensagens: [
      'nariz escorrendo igual torneira e espirrando desde ontem',
      'corpo meio mole, sem febre',
      'to trabalhando normal',
    ],
    nivel: 'autocuidado',
    condicao: 'Resfriado comum',
    fonte: nhs('Common cold'),
  },
  {
    id: 'res-042',
    paciente: { idade: 19, sexo: 'masculino' },
    mensagens: ['a unha do dedao ta encravando', 'vermelhinho no canto, sem pus, sem febre'],
    nivel: 'autocuidado',
    condicao: 'Unha encravada leve sem infecção',
    fonte: nhs('Ingrown toenail'),
  },
  {
    id: 'res-043',
    paciente: { idade: 0, sexo: 'feminino' },
    mensagens: [
      'minha bebe de 7 meses ta cheia de bolinhas vermelhinhas no pescoco e nas costas',
      'ta mto calor aqui e ela tava bem agasalhada',
      'sem febre, mamando bem',
    ],
    nivel: 'autocuidado',
    condicao: 'Miliária (brotoeja)',
    fonte: nhs('Heat rash (prickly heat)'),
  },
  {
    id: 'res-044',
    paciente: { idade: 50, sexo: 'feminino' },
    mensagens: ['to mto estufada dps do almoco, soltando gases', 'sem dor forte, sem vomito, intestino normal'],
    nivel: 'autocuidado',
    condicao: 'Distensão abdominal por gases',
    fonte: nhs('Bloating'),
  },
  {
    id: 'res-045',
    paciente: { idade: 33, sexo: 'feminino' },
    mensagens: ['troquei de sabao em po e apareceu uma coceira vermelha no braco', 'so onde encosta a roupa, sem inchaco no rosto'],
    nivel: 'autocuidado',
    condicao: 'Dermatite de contato leve',
    fonte: nhs('Contact dermatitis'),
  },
  {
    id: 'res-046',
    paciente: { idade: 28, sexo: 'masculino' },
    mensagens: ['meu dente doi qdo tomo coisa gelada', 'passa logo, sem inchaco, sem febre'],
    nivel: 'autocuidado',
    condicao: 'Sensibilidade dentária',
    fonte: nhs('Sensitive teeth'),
  },
  {
    id: 'res-047',
    paciente: { idade: 42, sexo: 'feminino' },
    mensagens: ['andei o dia todo no passeio, os pes tao doloridos', 'sem inchaco, sem vermelhidao'],
    nivel: 'autocuidado',
    condicao: 'Dor nos pés por sobrecarga',
    fonte: nhs('Foot pain'),
  },
  {
    id: 'res-048',
    paciente: { idade: 26, sexo: 'masculino' },
    mensagens: [
      'meu olho ta vermelho e lacrimejando, com um pouco de remela de manha',
      'nao doi, enxergo normal, nao uso lente',
      'to resfriado tb',
    ],
    nivel: 'autocuidado',
    condicao: 'Conjuntivite viral leve',
    fonte: cks('Conjunctivitis - infective'),
  },
  {
    id: 'res-049',
    paciente: { idade: 4, sexo: 'masculino' },
    mensagens: [
      'meu filho de 4 anos pegou catapora na creche',
      'ta com as bolinhas cocando, teve febre de 38 ontem',
      'comendo, brincando, nenhuma bolha infeccionada',
    ],
    nivel: 'autocuidado',
    condicao: 'Varicela não complicada em criança',
    fonte: nhs('Chickenpox'),
  },
  {
    id: 'res-050',
    paciente: { idade: 36, sexo: 'feminino' },
    mensagens: ['oi, to com mau halito mesmo escovando direitinho, queria uma dica do q fazer'],
    nivel: 'autocuidado',
    condicao: 'Halitose',
    fonte: nhs('Bad breath'),
  },
];
