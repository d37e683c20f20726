/** A patient's testimonial on the home page (docs/regras-do-produto.md#public-site — name, role, content, rating, avatar). */
export interface Depoimento {
  readonly name: string;
  readonly role: string;
  readonly content: string;
  readonly rating: 4 | 5;
  /** Initials shown in the avatar circle. */
  readonly avatar: string;
}

/** The nine static testimonials of the home-page carousel. */
export const depoimentos: readonly Depoimento[] = [
  {
    name: 'Mariana Alves',
    role: 'Professora, Belo Horizonte – MG',
    content:
      'Meu filho acordou com febre de madrugada e eu não sabia se precisava correr para o pronto-socorro. Em poucos minutos entendi os sinais de alerta e o que observar até a manhã seguinte.',
    rating: 5,
    avatar: 'MA',
  },
  {
    name: 'Carlos Eduardo Lima',
    role: 'Motorista de aplicativo, São Paulo – SP',
    content:
      'Trabalho o dia inteiro na rua e não tenho tempo de ficar horas em fila. Consegui organizar meus sintomas pelo celular e cheguei ao médico do posto com tudo anotado.',
    rating: 5,
    avatar: 'CL',
  },
  {
    name: 'Juliana Ferreira',
    role: 'Analista de sistemas, Recife – PE',
    content:
      'Enviei a foto de uma mancha na pele e recebi orientações claras, com a indicação de procurar um dermatologista. O aviso de que é um pré-diagnóstico me passou muita segurança.',
    rating: 5,
    avatar: 'JF',
  },
  {
    name: 'Roberto Nascimento',
    role: 'Aposentado, Porto Alegre – RS',
    content:
      'Tenho 68 anos e achei tudo muito simples. A consulta por R$ 19,90 me ajudou a entender melhor a minha pressão e a preparar as perguntas para o meu cardiologista.',
    rating: 5,
    avatar: 'RN',
  },
  {
    name: 'Fernanda Costa',
    role: 'Enfermeira, Salvador – BA',
    content:
      'Como profissional de saúde, gostei de ver que o atendimento pergunta sobre sinais de gravidade e orienta a ligar para o SAMU quando é preciso. É uma triagem responsável.',
    rating: 5,
    avatar: 'FC',
  },
  {
    name: 'Lucas Oliveira',
    role: 'Estudante, Curitiba – PR',
    content:
      'Estava ansioso antes de uma prova e conversei sobre isso às 2 da manhã. O atendimento foi acolhedor e me indicou onde buscar acompanhamento psicológico.',
    rating: 4,
    avatar: 'LO',
  },
  {
    name: 'Patrícia Souza',
    role: 'Empreendedora, Fortaleza – CE',
    content:
      'Paguei pelo PIX e em instantes a consulta estava liberada. Baixei o rascunho da receita para levar ao meu médico, que validou e assinou.',
    rating: 5,
    avatar: 'PS',
  },
  {
    name: 'André Martins',
    role: 'Engenheiro, Goiânia – GO',
    content:
      'Uso para tirar dúvidas rápidas da família. Sem mensalidade e sem surpresas na cobrança: pago só quando preciso de uma consulta.',
    rating: 4,
    avatar: 'AM',
  },
  {
    name: 'Beatriz Rocha',
    role: 'Designer, Rio de Janeiro – RJ',
    content:
      'Minha primeira consulta foi gratuita com o código promocional. Gostei tanto da clareza das explicações que já indiquei para minhas amigas.',
    rating: 5,
    avatar: 'BR',
  },
];
