/** The press items of /midias (its videos, when there are any, are in shared/conteudo.ts). */
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
