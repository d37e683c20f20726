/**
 * The 12 virtual doctors: AI personas, one per specialty, not users and not real physicians.
 * Also their voices (docs/regras-do-produto.md#the-twelve-doctors) and the directory's search, filter and count rules.
 */
import { PRECO_CONSULTA } from './constants.js';
import {
  FILTRO_TODAS,
  findEspecialidade,
  type Especialidade,
  type EspecialidadeId,
  type Plano,
} from './especialidades.js';

/** A patient's review shown on a doctor's profile. */
export interface AvaliacaoMedico {
  readonly nome: string;
  readonly nota: 4 | 5;
  readonly comentario: string;
}

export interface Medico {
  readonly id: number;
  /** Starts with 'Dr.' (male) or 'Dra.' (female); the voice's gender follows it. */
  readonly nome: string;
  readonly especialidade: Especialidade;
  readonly especialidadeId: EspecialidadeId;
  readonly descricao: string;
  /** Path of the avatar image served by the SPA. */
  readonly avatar: string;
  /** 4.7 to 4.9. */
  readonly rating: number;
  /** 1500 to 3500. */
  readonly consultasRealizadas: number;
  readonly disponivel: boolean;
  readonly planRequired: Plano;
  /** 1 to 8. */
  readonly pessoasNaFila: number;
  readonly historico: readonly [string, string, string];
  readonly avaliacoes: readonly AvaliacaoMedico[];
  /** Card rating override; the card falls back to `rating`, then to 4.8. */
  readonly avaliacao?: number;
  /** Availability text that replaces the default one (see textoDisponibilidade). */
  readonly disponibilidade?: string;
  /** Fee in BRL. */
  readonly preco?: number;
  /**
   * Council registration (CRM) shown on the card when present. The AI personas have none: a CRM
   * identifies a real physician, and showing one on an AI persona would mislead patients.
   */
  readonly crm?: string;
  readonly experiencia?: string;
  readonly formacao?: string;
  readonly tags?: readonly string[];
  readonly idiomas?: readonly string[];
}

/** Voice presets of the text-to-speech service (docs/regras-do-produto.md#the-twelve-doctors). */
export const vozesPreset = {
  onyx: { genero: 'masculino', descricao: 'Voz masculina profissional' },
  echo: { genero: 'masculino', descricao: 'Voz masculina amigável' },
  nova: { genero: 'feminino', descricao: 'Voz feminina profissional' },
  shimmer: { genero: 'feminino', descricao: 'Voz feminina amigável' },
  alloy: { genero: 'neutro', descricao: 'Voz neutra e calma' },
  fable: { genero: 'neutro', descricao: 'Voz neutra e enérgica' },
} as const;

export type VozPreset = keyof typeof vozesPreset;

/** Voice used when a doctor has no mapping (spec: default nova). */
export const VOZ_PADRAO: VozPreset = 'nova';

/** Amazon Polly pt-BR neural voices. */
export type PollyVoiceId = 'Camila' | 'Vitoria' | 'Thiago';

/** Polly pt-BR neural voice that renders each preset: Thiago is the only male pt-BR neural voice. */
export const pollyVozPorPreset: Readonly<Record<VozPreset, PollyVoiceId>> = {
  onyx: 'Thiago',
  echo: 'Thiago',
  nova: 'Camila',
  shimmer: 'Vitoria',
  alloy: 'Camila',
  fable: 'Vitoria',
};

/** Voice of each doctor (spec: 1 and 6 onyx; 4, 8 and 11 echo; the women nova or shimmer). */
const vozPorMedicoId: Readonly<Record<number, VozPreset>> = {
  1: 'onyx',
  2: 'nova',
  3: 'shimmer',
  4: 'echo',
  5: 'nova',
  6: 'onyx',
  7: 'shimmer',
  8: 'echo',
  9: 'nova',
  10: 'shimmer',
  11: 'echo',
  12: 'nova',
};

const primeiroMedico: Medico = {
  id: 1,
  nome: 'Dr. Rafael Monteiro',
  especialidade: 'Clínica Geral',
  especialidadeId: 'clinica-geral',
  descricao:
    'Médico virtual de IA em clínica geral: acolhe queixas do dia a dia, organiza os sintomas e indica o próximo passo do cuidado.',
  avatar: '/medicos/1.svg',
  rating: 4.9,
  consultasRealizadas: 3420,
  disponivel: true,
  planRequired: 'prata',
  pessoasNaFila: 5,
  historico: [
    'Persona de IA treinada com protocolos de atenção primária do Ministério da Saúde.',
    'Orienta sobre febre, gripes, dores no corpo, infecções comuns e check-ups de rotina.',
    'Mais de 3.400 pré-diagnósticos realizados, sempre com a recomendação de validação por um médico real.',
  ],
  avaliacoes: [
    { nome: 'Mariana S.', nota: 5, comentario: 'Explicou tudo com calma e me disse exatamente quando procurar um pronto-socorro.' },
    { nome: 'Carlos E.', nota: 5, comentario: 'Atendimento rápido de madrugada, me ajudou a entender os sintomas da gripe.' },
    { nome: 'Luciana P.', nota: 4, comentario: 'Muito atencioso, só achei as perguntas iniciais um pouco longas.' },
  ],
  experiencia: 'Mais de 3.400 pré-diagnósticos',
  formacao: 'Base de conhecimento em Medicina de Família e Comunidade',
  tags: ['Check-up', 'Gripes e resfriados', 'Dores no corpo'],
  idiomas: ['Português', 'Espanhol'],
  preco: PRECO_CONSULTA,
};

/** The 12 virtual doctors, ids 1 to 12, one per specialty in the order of `especialidades`. */
export const medicos: readonly Medico[] = [
  primeiroMedico,
  {
    id: 2,
    nome: 'Dra. Beatriz Almeida',
    especialidade: 'Cardiologia',
    especialidadeId: 'cardiologia',
    descricao:
      'Médica virtual de IA em cardiologia: orienta sobre pressão alta, palpitações, colesterol e prevenção de doenças do coração.',
    avatar: '/medicos/2.svg',
    rating: 4.9,
    consultasRealizadas: 2980,
    disponivel: true,
    planRequired: 'ouro',
    pessoasNaFila: 7,
    historico: [
      'Persona de IA treinada com as diretrizes da Sociedade Brasileira de Cardiologia.',
      'Orienta sobre hipertensão, arritmias, colesterol alto e fatores de risco cardiovascular.',
      'Reconhece sinais de alarme, como dor no peito, e encaminha na hora para o SAMU 192.',
    ],
    avaliacoes: [
      { nome: 'Roberto M.', nota: 5, comentario: 'Me ajudou a entender os resultados do meu eletrocardiograma antes do retorno ao cardiologista.' },
      { nome: 'Sandra F.', nota: 5, comentario: 'Muito clara sobre a pressão alta e as mudanças na alimentação.' },
    ],
    experiencia: 'Quase 3.000 pré-diagnósticos',
    formacao: 'Base de conhecimento em Cardiologia Clínica',
    tags: ['Hipertensão', 'Arritmias', 'Colesterol'],
    idiomas: ['Português', 'Inglês'],
    preco: PRECO_CONSULTA,
  },
  {
    id: 3,
    nome: 'Dra. Larissa Moura',
    especialidade: 'Dermatologia',
    especialidadeId: 'dermatologia',
    descricao:
      'Médica virtual de IA em dermatologia: avalia fotos de manchas, acne, alergias de pele e queda de cabelo.',
    avatar: '/medicos/3.svg',
    rating: 4.8,
    consultasRealizadas: 2650,
    disponivel: true,
    planRequired: 'prata',
    pessoasNaFila: 4,
    historico: [
      'Persona de IA treinada com as recomendações da Sociedade Brasileira de Dermatologia.',
      'Orienta sobre acne, dermatites, micoses, manchas e cuidados com o sol.',
      'Analisa as fotos enviadas no chat e indica quando a lesão precisa de avaliação presencial.',
    ],
    avaliacoes: [
      { nome: 'Gabriela R.', nota: 5, comentario: 'Mandei foto da mancha e recebi uma orientação muito cuidadosa.' },
      { nome: 'Thiago L.', nota: 4, comentario: 'Boa explicação sobre a acne, e a receita ajudou bastante.' },
      { nome: 'Patrícia N.', nota: 5, comentario: 'Atenciosa e objetiva, recomendo.' },
    ],
    experiencia: 'Mais de 2.600 pré-diagnósticos',
    formacao: 'Base de conhecimento em Dermatologia Clínica',
    tags: ['Acne', 'Manchas', 'Queda de cabelo'],
    idiomas: ['Português'],
    disponibilidade: 'Disponível 24h',
    preco: PRECO_CONSULTA,
  },
  {
    id: 4,
    nome: 'Dr. Eduardo Nogueira',
    especialidade: 'Gastroenterologia',
    especialidadeId: 'gastroenterologia',
    descricao:
      'Médico virtual de IA em gastroenterologia: orienta sobre azia, refluxo, dor abdominal e alterações do intestino.',
    avatar: '/medicos/4.svg',
    rating: 4.7,
    consultasRealizadas: 1870,
    disponivel: true,
    planRequired: 'prata',
    pessoasNaFila: 2,
    historico: [
      'Persona de IA treinada com as diretrizes da Federação Brasileira de Gastroenterologia.',
      'Orienta sobre gastrite, refluxo, intestino irritável e intolerâncias alimentares.',
      'Ajuda a preparar perguntas e exames para a consulta com o especialista presencial.',
    ],
    avaliacoes: [
      { nome: 'Fernando A.', nota: 5, comentario: 'Finalmente entendi o que piorava meu refluxo.' },
      { nome: 'Aline C.', nota: 4, comentario: 'Orientação boa sobre alimentação, bem didático.' },
    ],
    experiencia: 'Mais de 1.800 pré-diagnósticos',
    formacao: 'Base de conhecimento em Gastroenterologia',
    tags: ['Refluxo', 'Gastrite', 'Intestino'],
    idiomas: ['Português'],
    preco: PRECO_CONSULTA,
  },
  {
    id: 5,
    nome: 'Dra. Juliana Ribeiro',
    especialidade: 'Pediatria',
    especialidadeId: 'pediatria',
    descricao:
      'Médica virtual de IA em pediatria: apoia pais e responsáveis com febre, tosse, alimentação e desenvolvimento infantil.',
    avatar: '/medicos/5.svg',
    rating: 4.9,
    consultasRealizadas: 3150,
    disponivel: true,
    planRequired: 'prata',
    pessoasNaFila: 8,
    historico: [
      'Persona de IA treinada com as orientações da Sociedade Brasileira de Pediatria.',
      'Orienta sobre febre, viroses, vacinação, alimentação e sono de bebês e crianças.',
      'Atende sempre com um responsável presente quando o paciente é menor de 18 anos.',
    ],
    avaliacoes: [
      { nome: 'Renata V.', nota: 5, comentario: 'Me acalmou quando meu filho teve febre à noite e explicou os sinais de alerta.' },
      { nome: 'Diego B.', nota: 5, comentario: 'Orientações claras sobre a introdução alimentar da minha filha.' },
      { nome: 'Camila T.', nota: 4, comentario: 'Muito paciente com as minhas dúvidas de mãe de primeira viagem.' },
    ],
    experiencia: 'Mais de 3.100 pré-diagnósticos',
    formacao: 'Base de conhecimento em Pediatria Geral',
    tags: ['Febre infantil', 'Vacinação', 'Alimentação'],
    idiomas: ['Português'],
    preco: PRECO_CONSULTA,
  },
  {
    id: 6,
    nome: 'Dr. Marcelo Tavares',
    especialidade: 'Ortopedia',
    especialidadeId: 'ortopedia',
    descricao:
      'Médico virtual de IA em ortopedia: orienta sobre dores nas costas, nas articulações, torções e lesões do esporte.',
    avatar: '/medicos/6.svg',
    rating: 4.8,
    consultasRealizadas: 2240,
    disponivel: true,
    planRequired: 'prata',
    pessoasNaFila: 3,
    historico: [
      'Persona de IA treinada com as recomendações da Sociedade Brasileira de Ortopedia e Traumatologia.',
      'Orienta sobre lombalgia, tendinites, entorses e cuidados após pequenas lesões.',
      'Indica quando uma dor precisa de raio-X ou avaliação presencial com urgência.',
    ],
    avaliacoes: [
      { nome: 'Paulo H.', nota: 5, comentario: 'Ótimas dicas para a dor lombar, melhorei em poucos dias.' },
      { nome: 'Vanessa G.', nota: 4, comentario: 'Explicou bem a torção no tornozelo e o que fazer em casa.' },
    ],
    experiencia: 'Mais de 2.200 pré-diagnósticos',
    formacao: 'Base de conhecimento em Ortopedia e Traumatologia',
    tags: ['Coluna', 'Articulações', 'Lesões esportivas'],
    idiomas: ['Português', 'Espanhol'],
    preco: PRECO_CONSULTA,
  },
  {
    id: 7,
    nome: 'Dra. Fernanda Castro',
    especialidade: 'Ginecologia',
    especialidadeId: 'ginecologia',
    descricao:
      'Médica virtual de IA em ginecologia: orienta sobre ciclo menstrual, contracepção, infecções e saúde íntima.',
    avatar: '/medicos/7.svg',
    rating: 4.9,
    consultasRealizadas: 2760,
    disponivel: true,
    planRequired: 'prata',
    pessoasNaFila: 6,
    historico: [
      'Persona de IA treinada com as diretrizes da Febrasgo.',
      'Orienta sobre cólicas, irregularidade menstrual, métodos contraceptivos e menopausa.',
      'Atendimento acolhedor e sigiloso, com os dados protegidos conforme a LGPD.',
    ],
    avaliacoes: [
      { nome: 'Juliana M.', nota: 5, comentario: 'Me senti à vontade para falar de tudo, muito acolhedora.' },
      { nome: 'Bianca S.', nota: 5, comentario: 'Tirou todas as minhas dúvidas sobre anticoncepcional.' },
    ],
    experiencia: 'Mais de 2.700 pré-diagnósticos',
    formacao: 'Base de conhecimento em Ginecologia e Obstetrícia',
    tags: ['Contracepção', 'Ciclo menstrual', 'Menopausa'],
    idiomas: ['Português'],
    preco: PRECO_CONSULTA,
  },
  {
    id: 8,
    nome: 'Dr. André Carvalho',
    especialidade: 'Neurologia',
    especialidadeId: 'neurologia',
    descricao:
      'Médico virtual de IA em neurologia: orienta sobre dores de cabeça, tonturas, formigamentos e distúrbios do sono.',
    avatar: '/medicos/8.svg',
    rating: 4.8,
    consultasRealizadas: 1990,
    disponivel: true,
    planRequired: 'ouro',
    pessoasNaFila: 4,
    historico: [
      'Persona de IA treinada com as diretrizes da Academia Brasileira de Neurologia.',
      'Orienta sobre enxaqueca, tontura, formigamentos e alterações de memória.',
      'Reconhece sinais de AVC e orienta a ligar imediatamente para o SAMU 192.',
    ],
    avaliacoes: [
      { nome: 'Marcos D.', nota: 5, comentario: 'Me ajudou a montar um diário da enxaqueca, fez muita diferença.' },
      { nome: 'Elaine F.', nota: 4, comentario: 'Orientação cuidadosa sobre as minhas tonturas.' },
      { nome: 'Ricardo P.', nota: 5, comentario: 'Explicações claras e sem alarmismo.' },
    ],
    experiencia: 'Quase 2.000 pré-diagnósticos',
    formacao: 'Base de conhecimento em Neurologia Clínica',
    tags: ['Enxaqueca', 'Tontura', 'Sono'],
    idiomas: ['Português', 'Inglês'],
    preco: PRECO_CONSULTA,
  },
  {
    id: 9,
    nome: 'Dra. Patrícia Lima',
    especialidade: 'Psicologia',
    especialidadeId: 'psicologia',
    descricao:
      'Psicóloga virtual de IA: oferece escuta e orientação sobre ansiedade, estresse, luto e relacionamentos.',
    avatar: '/medicos/9.svg',
    rating: 4.9,
    consultasRealizadas: 3380,
    disponivel: true,
    planRequired: 'prata',
    pessoasNaFila: 7,
    historico: [
      'Persona de IA treinada com abordagens da terapia cognitivo-comportamental.',
      'Orienta sobre ansiedade, estresse no trabalho, autoestima e relacionamentos.',
      'Em situações de crise, orienta a ligar para o CVV 188 ou para o SAMU 192.',
    ],
    avaliacoes: [
      { nome: 'Larissa O.', nota: 5, comentario: 'Me senti ouvida, e os exercícios de respiração ajudaram muito.' },
      { nome: 'Felipe R.', nota: 5, comentario: 'Conversa acolhedora num momento difícil.' },
    ],
    experiencia: 'Mais de 3.300 atendimentos',
    formacao: 'Base de conhecimento em Psicologia Clínica',
    tags: ['Ansiedade', 'Estresse', 'Autoestima'],
    idiomas: ['Português'],
    preco: PRECO_CONSULTA,
  },
  {
    id: 10,
    nome: 'Dra. Renata Barros',
    especialidade: 'Endocrinologia',
    especialidadeId: 'endocrinologia',
    descricao:
      'Médica virtual de IA em endocrinologia: orienta sobre diabetes, tireoide, controle de peso e hormônios.',
    avatar: '/medicos/10.svg',
    rating: 4.8,
    consultasRealizadas: 2310,
    disponivel: true,
    planRequired: 'ouro',
    pessoasNaFila: 3,
    historico: [
      'Persona de IA treinada com as diretrizes da Sociedade Brasileira de Endocrinologia e Metabologia.',
      'Orienta sobre diabetes, hipotireoidismo, obesidade e alterações hormonais.',
      'Ajuda a interpretar exames de glicemia e de tireoide para levar ao médico presencial.',
    ],
    avaliacoes: [
      { nome: 'Cláudia E.', nota: 5, comentario: 'Explicou meus exames de tireoide de um jeito que eu entendi.' },
      { nome: 'Jorge S.', nota: 4, comentario: 'Boas orientações sobre o controle do diabetes.' },
    ],
    experiencia: 'Mais de 2.300 pré-diagnósticos',
    formacao: 'Base de conhecimento em Endocrinologia e Metabologia',
    tags: ['Diabetes', 'Tireoide', 'Controle de peso'],
    idiomas: ['Português'],
    disponibilidade: 'Resposta em até 2 min',
    preco: PRECO_CONSULTA,
  },
  {
    id: 11,
    nome: 'Dr. Gustavo Pires',
    especialidade: 'Psiquiatria',
    especialidadeId: 'psiquiatria',
    descricao:
      'Médico virtual de IA em psiquiatria: orienta sobre ansiedade, depressão, insônia e uso de medicamentos.',
    avatar: '/medicos/11.svg',
    rating: 4.7,
    consultasRealizadas: 1620,
    disponivel: true,
    planRequired: 'ouro',
    pessoasNaFila: 2,
    historico: [
      'Persona de IA treinada com as diretrizes da Associação Brasileira de Psiquiatria.',
      'Orienta sobre depressão, transtornos de ansiedade, insônia e efeitos de medicamentos.',
      'Diante de pensamentos suicidas, orienta a ligar na hora para o CVV 188 ou o SAMU 192.',
    ],
    avaliacoes: [
      { nome: 'Daniela K.', nota: 5, comentario: 'Atendimento humano e respeitoso, sem julgamentos.' },
      { nome: 'Rodrigo T.', nota: 4, comentario: 'Me orientou bem sobre a insônia e a procurar acompanhamento.' },
    ],
    experiencia: 'Mais de 1.600 pré-diagnósticos',
    formacao: 'Base de conhecimento em Psiquiatria',
    tags: ['Depressão', 'Ansiedade', 'Insônia'],
    idiomas: ['Português', 'Inglês'],
    preco: PRECO_CONSULTA,
  },
  {
    id: 12,
    nome: 'Dra. Helena Duarte',
    especialidade: 'Reumatologia',
    especialidadeId: 'reumatologia',
    descricao:
      'Médica virtual de IA em reumatologia: orienta sobre dores articulares, artrite, artrose, lúpus e fibromialgia.',
    avatar: '/medicos/12.svg',
    rating: 4.8,
    consultasRealizadas: 1540,
    disponivel: true,
    planRequired: 'ouro',
    pessoasNaFila: 1,
    historico: [
      'Persona de IA treinada com as recomendações da Sociedade Brasileira de Reumatologia.',
      'Orienta sobre artrite, artrose, gota, lúpus e fibromialgia.',
      'Ajuda a organizar o histórico de dores e exames para o acompanhamento presencial.',
    ],
    avaliacoes: [
      { nome: 'Teresa A.', nota: 5, comentario: 'Entendeu minhas dores da fibromialgia e me deu ótimas orientações.' },
      { nome: 'Sérgio L.', nota: 4, comentario: 'Muito boa a explicação sobre a gota e a alimentação.' },
      { nome: 'Márcia C.', nota: 5, comentario: 'Atenciosa e detalhista.' },
    ],
    experiencia: 'Mais de 1.500 pré-diagnósticos',
    formacao: 'Base de conhecimento em Reumatologia',
    tags: ['Artrite', 'Fibromialgia', 'Dores articulares'],
    idiomas: ['Português', 'Espanhol'],
    preco: PRECO_CONSULTA,
  },
];

/** The doctor with this id; an unknown or malformed id falls back to the first doctor (spec). */
export function findMedico(id: number | string | null | undefined): Medico {
  const numericId = typeof id === 'string' ? Number(id.trim()) : id;
  return medicos.find((medico) => medico.id === numericId) ?? primeiroMedico;
}

/** Whether this id belongs to one of the doctors (no fallback). */
export function isMedicoId(id: number | string): boolean {
  const numericId = typeof id === 'string' ? Number(id.trim()) : id;
  return medicos.some((medico) => medico.id === numericId);
}

/** Text-to-speech voice preset of a doctor; 'nova' for an unknown id. */
export function vozDoMedico(id: number | string): VozPreset {
  const numericId = typeof id === 'string' ? Number(id.trim()) : id;
  return vozPorMedicoId[numericId] ?? VOZ_PADRAO;
}

/** Polly pt-BR neural voice of a doctor. */
export function pollyVozDoMedico(id: number | string): PollyVoiceId {
  return pollyVozPorPreset[vozDoMedico(id)];
}

export type Genero = 'masculino' | 'feminino';

/** Gender inferred from the title: 'Dra.' is female, anything else (e.g. 'Dr.') male. */
export function generoDoMedico(medico: Pick<Medico, 'nome'>): Genero {
  return /^dra\.?\s/i.test(medico.nome.trim()) ? 'feminino' : 'masculino';
}

/** Availability text of a card: `disponibilidade` if present, else 'Disponível Agora' or 'Ocupado'. */
export function textoDisponibilidade(medico: Pick<Medico, 'disponivel' | 'disponibilidade'>): string {
  if (medico.disponibilidade) return medico.disponibilidade;
  return medico.disponivel ? 'Disponível Agora' : 'Ocupado';
}

/** Lower-cases and strips accents, so 'clinica' matches 'Clínica'. */
export function normalizarBusca(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

export interface FiltroMedicos {
  /** Free text matched against name and specialty. */
  readonly busca?: string;
  /** Specialty slug or label; 'todas' or empty means no filter. */
  readonly especialidade?: string;
}

/** Doctors whose name or specialty contains the search text, in the chosen specialty. */
export function filtrarMedicos<T extends Pick<Medico, 'nome' | 'especialidade'>>(
  lista: readonly T[],
  filtro: FiltroMedicos = {},
): T[] {
  const busca = normalizarBusca(filtro.busca ?? '');
  const especialidade =
    filtro.especialidade && filtro.especialidade !== FILTRO_TODAS
      ? normalizarBusca(findEspecialidade(filtro.especialidade)?.label ?? filtro.especialidade)
      : undefined;
  return lista.filter((medico) => {
    const especialidadeDoMedico = normalizarBusca(medico.especialidade);
    if (especialidade !== undefined && especialidadeDoMedico !== especialidade) return false;
    if (busca === '') return true;
    return normalizarBusca(medico.nome).includes(busca) || especialidadeDoMedico.includes(busca);
  });
}

/** Result count of the directory: '1 médico encontrado', 'N médicos encontrados'. */
export function contagemMedicos(n: number): string {
  return n === 1 ? '1 médico encontrado' : `${n} médicos encontrados`;
}
