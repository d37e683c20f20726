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
import { padroesEmergencia } from '../../emergencia.js';
import { ate, sinal } from '../construir.js';
import type { Familia, Regra } from '../tipos.js';

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

const NAO_CONSIGO = '(?:nao|nem) (?:consigo|consegue|conseguia|estou conseguindo|esta conseguindo|conseguimos)';
const REMEDIOS =
  '(?:remedios?|comprimidos?|pilulas?|capsulas?|cartelas?|caixas? de remedio|calmantes?|antidepressivos?|tarja preta|rivotril|clonazepam|diazepam|paracetamol|dipirona|insulina)';
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
    '^(?:ja |agora |depois )?(?:parou|estancou)(?: de sangrar)?$',
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
];

const AVC = motivosAlarme.avc;

const regras: Regra[] = [
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
    quando: (contexto: Parameters<Regra['quando']>[0]) => contexto.tem(`alarme-${regra.tipo}`),
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
    quando: (c) => c.tem('rosto-inchado') && (c.algum('contexto-alergico', 'urticaria', 'coceira') || !c.algum('dente', 'pancada-rosto', 'trauma-cabeca', 'mordida-animal')),
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
    quando: (c) => c.tem('dor-pleuritica') && !(c.febre || c.algum('tosse', 'infeccao-respiratoria', 'catarro-colorido')),
  },
  {
    // CRB-65 (NICE NG138): pneumonia at 65 or older, breathing fast or confused goes to hospital.
    nivel: 'pronto-socorro',
    motivo: 'Dor no peito ao respirar, com febre ou tosse, em idoso ou com falta de fôlego (possível pneumonia)',
    quando: (c) => c.tem('dor-pleuritica') && ((c.idadeAnos ?? 0) >= 65 || c.algum('cansaco-respirar', 'respiracao-rapida', 'respiracao-rapida-funda', 'confusao')),
  },
  {
    nivel: 'consulta-24h',
    motivo: 'Dor no peito ao respirar fundo ou tossir, com febre ou tosse (possível pneumonia)',
    quando: (c) => c.tem('dor-pleuritica'),
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
];

export const alarmes: Familia = {
  sinais: [
    ...padroesEmergencia.map((regra) => ({
      id: `alarme-${regra.tipo}`,
      padroes: regra.padroes,
      informativoSuprime: regra.informativoSuprime,
    })),
    ...sinais,
  ],
  regras,
};
