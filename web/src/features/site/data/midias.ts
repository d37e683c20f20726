/**
 * Builds the privacy-enhanced embed address of a video on the video host. Marked free of side
 * effects so that the home page's bundle keeps only the hero's video, not the /midias list.
 */
/* #__NO_SIDE_EFFECTS__ */
function embed(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/** The muted background video of the home-page hero (loaded only when the visitor asks). */
export const videoInstitucional = {
  title: 'ZapSaúde: médicos virtuais 24 horas',
  embedUrl: embed('zapsaude100'),
};

export interface VideoPromocional {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly embedUrl: string;
}

/** The eight promotional videos of /midias. */
export const videosPromocionais: readonly VideoPromocional[] = [
  {
    title: 'Conheça o ZapSaúde',
    description: 'Em dois minutos, como funciona o pré-diagnóstico com médicos virtuais a qualquer hora.',
    category: 'Institucional',
    embedUrl: embed('zapsaude101'),
  },
  {
    title: 'Sua primeira consulta passo a passo',
    description: 'Da escolha do especialista ao download da receita, acompanhe uma consulta completa.',
    category: 'Tutorial',
    embedUrl: embed('zapsaude102'),
  },
  {
    title: 'Como pagar com PIX em segundos',
    description: 'Gere o QR Code, pague pelo app do seu banco e veja a consulta liberada na hora.',
    category: 'Pagamento',
    embedUrl: embed('zapsaude103'),
  },
  {
    title: 'Especialidades disponíveis',
    description: 'Clínica geral, cardiologia, dermatologia, pediatria e mais: qual especialista escolher.',
    category: 'Especialidades',
    embedUrl: embed('zapsaude104'),
  },
  {
    title: 'Saúde mental também é saúde',
    description: 'Quando procurar ajuda e como o atendimento virtual pode ser o primeiro passo.',
    category: 'Saúde Mental',
    embedUrl: embed('zapsaude105'),
  },
  {
    title: 'Sinais de alerta: quando ir ao pronto-socorro',
    description: 'Dor no peito, falta de ar e outros sinais que pedem atendimento presencial imediato.',
    category: 'Prevenção',
    embedUrl: embed('zapsaude106'),
  },
  {
    title: 'Pacientes contam sua experiência',
    description: 'Depoimentos de quem usou o ZapSaúde de madrugada, no trabalho e em viagem.',
    category: 'Depoimentos',
    embedUrl: embed('zapsaude107'),
  },
  {
    title: 'Seus dados protegidos pela LGPD',
    description: 'Criptografia, sigilo médico e os seus direitos como titular de dados de saúde.',
    category: 'Segurança',
    embedUrl: embed('zapsaude108'),
  },
];

export interface Noticia {
  readonly title: string;
  readonly description: string;
  readonly source: string;
  /** ISO calendar date. */
  readonly date: string;
  readonly category: string;
}

/** The two news items of /midias. */
export const noticias: readonly Noticia[] = [
  {
    title: 'Telemedicina com inteligência artificial amplia acesso à orientação em saúde',
    description:
      'Plataformas de pré-diagnóstico por IA ganham espaço ao organizar sintomas e orientar pacientes sobre o próximo passo do cuidado, sempre com validação médica.',
    source: 'Revista Saúde Digital',
    date: '2025-05-12',
    category: 'Inovação',
  },
  {
    title: 'Consulta virtual a preço acessível: o modelo de pagamento por uso',
    description:
      'Sem mensalidade e sem fidelidade, serviços cobram por consulta e aceitam PIX, tornando a orientação médica inicial acessível a mais brasileiros.',
    source: 'Portal Economia & Saúde',
    date: '2025-04-03',
    category: 'Mercado',
  },
];
