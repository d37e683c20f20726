import { siteConfig } from '#shared/constants.js';

/** Illustration of an article cover, drawn locally (no image host). */
export type BlogImagem = 'telemedicina' | 'preparo' | 'inteligencia-artificial' | 'saude-mental' | 'pediatria';

/** A blog article (docs/regras-do-produto.md#public-site — id, title, author, date, readTime, category, image, views, content). */
export interface BlogArtigo {
  readonly id: number;
  /** Readable address segment; /blog/{id} and /blog/{slug} both open the article. */
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly author: string;
  /** ISO calendar date. */
  readonly date: string;
  /** Reading time in minutes. */
  readonly readTime: number;
  readonly category: string;
  readonly image: BlogImagem;
  readonly views: number;
  /**
   * Simple markup (see blog-markup.ts): a line that is only `**bold**` is a heading, `1. ` and
   * `- ` lines are callouts, other lines are paragraphs with optional inline `**bold**`.
   */
  readonly content: string;
}

export const blogArtigos: readonly BlogArtigo[] = [
  {
    id: 1,
    slug: 'telemedicina-no-brasil',
    title: 'Telemedicina no Brasil: o que você precisa saber antes da sua primeira consulta online',
    excerpt:
      'A telessaúde é regulamentada no país e pode ser uma ótima porta de entrada para o cuidado. Entenda as regras, as vantagens e os limites.',
    author: 'Dra. Cristina Vasconcelos',
    date: '2025-06-10',
    readTime: 6,
    category: 'Telemedicina',
    image: 'telemedicina',
    views: siteConfig.blogVisualizacoesIniciais,
    content: `A telemedicina deixou de ser novidade para milhões de brasileiros. Desde 2022, a prática está definida em lei e regulamentada pelo Conselho Federal de Medicina, o que trouxe mais segurança para pacientes e profissionais.
**O que diz a regulamentação**
A **Lei 14.510/2022** autorizou de forma permanente a telessaúde em todo o território nacional. Já a **Resolução CFM 2.314/2022** define como a medicina pode ser exercida à distância, com regras sobre consentimento, registro em prontuário e proteção de dados.
Alguns pontos importantes da resolução:
1. O paciente deve consentir com o atendimento à distância e ser informado sobre as limitações dele.
2. Todo atendimento precisa ser registrado em prontuário, guardado com segurança.
3. Receitas e atestados digitais só valem com assinatura eletrônica qualificada, no padrão ICP-Brasil.
**Onde entra a inteligência artificial**
Serviços como o ZapSaúde usam médicos virtuais baseados em IA para organizar seus sintomas e oferecer um pré-diagnóstico. Esse resultado é uma orientação inicial: ele não substitui a consulta com um médico e precisa ser validado por um profissional habilitado.
**Quando a consulta online é uma boa escolha**
- Dúvidas sobre sintomas leves, como resfriado, dor de garganta ou alergias.
- Entender exames que você já tem em mãos.
- Saber se é preciso procurar um pronto-socorro ou se dá para aguardar uma consulta presencial.
**Quando procurar atendimento presencial imediatamente**
Dor no peito, falta de ar intensa, fraqueza de um lado do corpo, fala enrolada, desmaio ou sangramento forte são sinais de emergência. Nesses casos, ligue para o SAMU no 192 ou vá ao pronto-socorro mais próximo.
Usada com responsabilidade, a telemedicina economiza tempo, reduz deslocamentos e ajuda você a chegar mais bem informado ao seu médico.`,
  },
  {
    id: 2,
    slug: 'como-se-preparar-para-uma-consulta-virtual',
    title: 'Como se preparar para uma consulta virtual e aproveitar cada minuto',
    excerpt: 'Um roteiro simples para organizar sintomas, exames e perguntas antes de começar o atendimento.',
    author: 'Equipe ZapSaúde',
    date: '2025-05-28',
    readTime: 4,
    category: 'Dicas',
    image: 'preparo',
    views: 987,
    content: `Uma consulta virtual rende muito mais quando você chega preparado. Separar alguns minutos antes de começar faz toda a diferença na qualidade da orientação.
**Antes de começar**
1. Anote quando os sintomas começaram e se estão melhorando, piorando ou iguais.
2. Separe a lista de remédios que você usa, com as doses.
3. Tenha à mão seus exames recentes em PDF ou foto.
4. Escolha um lugar tranquilo, com boa conexão e bateria carregada.
**Durante a conversa**
Seja específico: em vez de dizer apenas que sente dor, conte onde dói, como é a dor e o que melhora ou piora. Informe alergias, doenças crônicas e cirurgias anteriores.
- Envie fotos com boa iluminação quando o problema for de pele.
- Pergunte tudo o que quiser: a consulta dura até 30 minutos.
- Anote as orientações ou baixe o rascunho da receita ao final.
**Depois da consulta**
Leve o pré-diagnóstico e o rascunho da receita ao seu médico para validação. Se os sintomas piorarem, procure atendimento presencial.`,
  },
  {
    id: 3,
    slug: 'pre-diagnostico-por-ia',
    title: 'Pré-diagnóstico por IA: o que ele é e o que ele não é',
    excerpt: 'A inteligência artificial ajuda a organizar informações de saúde, mas a palavra final é sempre de um médico.',
    author: 'Lucas Nakamura',
    date: '2025-05-14',
    readTime: 5,
    category: 'Tecnologia',
    image: 'inteligencia-artificial',
    views: 1542,
    content: `Modelos de linguagem conseguem conversar de forma natural, fazer perguntas relevantes e resumir informações. Na saúde, isso abre espaço para uma triagem mais rápida e acessível, desde que usada com responsabilidade.
**O que o pré-diagnóstico faz**
- Organiza seus sintomas em uma anamnese estruturada.
- Identifica sinais de alerta e orienta a buscar emergência quando necessário.
- Sugere hipóteses e próximos passos, em linguagem simples.
**O que ele não faz**
Ele não examina você fisicamente, não pede exames por conta própria e não emite receitas válidas. O rascunho de receita gerado pela IA só tem valor depois de revisado e assinado por um médico com certificado ICP-Brasil.
**Como garantimos a segurança**
1. Cada mensagem passa por uma verificação de sinais de gravidade antes de qualquer resposta.
2. Toda resposta é identificada como pré-diagnóstico por IA, a ser validado por um médico de verdade.
3. Os dados de saúde são tratados como dados sensíveis, conforme o artigo 11 da LGPD.
A tecnologia é uma aliada do cuidado, não uma substituta do médico.`,
  },
  {
    id: 4,
    slug: 'ansiedade-quando-procurar-ajuda',
    title: 'Ansiedade: quando é hora de procurar ajuda',
    excerpt: 'Preocupar-se é normal, mas alguns sinais indicam que a ansiedade está atrapalhando a sua vida.',
    author: 'Dra. Cristina Vasconcelos',
    date: '2025-04-22',
    readTime: 5,
    category: 'Saúde Mental',
    image: 'saude-mental',
    views: 2310,
    content: `Sentir ansiedade diante de uma entrevista, de uma prova ou de uma mudança é uma reação natural do corpo. O problema começa quando ela fica intensa, frequente e passa a limitar o dia a dia.
**Sinais de que vale buscar ajuda**
- Preocupação excessiva na maior parte dos dias, por semanas.
- Dificuldade para dormir ou para se concentrar.
- Palpitações, falta de ar ou tremores sem causa aparente.
- Evitar lugares, pessoas ou situações por medo.
**O que você pode fazer hoje**
1. Converse com alguém de confiança sobre o que está sentindo.
2. Mantenha uma rotina de sono, alimentação e atividade física.
3. Reduza o consumo de cafeína e álcool.
4. Procure um profissional de saúde mental para avaliação.
**Se a situação for grave**
Se você tiver pensamentos de se machucar, ligue para o CVV no 188 (gratuito, 24 horas) ou para o SAMU no 192. Você não está sozinho.`,
  },
  {
    id: 5,
    slug: 'febre-em-criancas-sinais-de-alerta',
    title: 'Febre em crianças: sinais de alerta que pedem atendimento',
    excerpt: 'A febre costuma ser uma defesa do organismo, mas alguns sinais exigem avaliação médica rápida.',
    author: 'Equipe ZapSaúde',
    date: '2025-03-30',
    readTime: 4,
    category: 'Pediatria',
    image: 'pediatria',
    views: 1876,
    content: `A febre é uma das principais causas de preocupação dos pais. Na maioria das vezes, ela é uma resposta do organismo a uma infecção e melhora em poucos dias. Saber reconhecer os sinais de alerta ajuda a decidir quando procurar atendimento.
**Procure atendimento imediatamente se**
- O bebê tiver menos de 3 meses e apresentar febre.
- A criança tiver dificuldade para respirar ou ficar muito sonolenta.
- Surgirem manchas roxas na pele que não desaparecem ao pressionar.
- Houver convulsão, vômitos persistentes ou sinais de desidratação.
**Cuidados em casa**
1. Ofereça líquidos com frequência.
2. Vista a criança com roupas leves.
3. Use antitérmico apenas na dose indicada pelo pediatra para o peso da criança.
**Quando marcar uma consulta**
Febre que dura mais de 3 dias, dor de ouvido ou febre que volta depois de alguns dias sem sintomas merecem avaliação. Uma consulta virtual pode ajudar a decidir o próximo passo.`,
  },
];

/**
 * The article with this numeric id or slug; an absent or unknown one gives article 1 (docs/regras-do-produto.md#public-site).
 */
export function findBlogArtigo(idOrSlug: string | undefined): BlogArtigo {
  const found = blogArtigos.find((artigo) => String(artigo.id) === idOrSlug || artigo.slug === idOrSlug);
  return found ?? (blogArtigos[0] as BlogArtigo);
}
