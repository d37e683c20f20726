import { consultaRegras, produto, promo } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';

export interface Pergunta {
  readonly question: string;
  readonly answer: string;
}

export interface CategoriaFaq {
  readonly id: string;
  readonly title: string;
  readonly questions: readonly Pergunta[];
}

/** /faq: four categories with four questions each. */
export const faqCategorias: readonly CategoriaFaq[] = [
  {
    id: 'geral',
    title: 'Geral',
    questions: [
      {
        question: `O que é o ${produto.nome}?`,
        answer: `O ${produto.nome} é um serviço brasileiro de telessaúde em que você conversa com médicos virtuais baseados em inteligência artificial, em várias especialidades, e recebe um pré-diagnóstico com orientações sobre o próximo passo do cuidado.`,
      },
      {
        question: 'Os médicos virtuais são médicos de verdade?',
        answer:
          'Não. Os médicos virtuais são assistentes de inteligência artificial treinados para organizar seus sintomas e orientar você. O resultado é um pré-diagnóstico que não substitui a consulta com um médico e deve ser validado por um médico de verdade.',
      },
      {
        question: 'Preciso instalar algum aplicativo?',
        answer:
          'Não. O atendimento funciona no navegador do celular, do tablet ou do computador. Basta ter acesso à internet.',
      },
      {
        question: 'Posso usar o serviço em uma emergência?',
        answer:
          'Não. Em caso de dor no peito, falta de ar intensa, sinais de AVC, sangramento forte ou pensamentos suicidas, ligue imediatamente para o SAMU (192) ou procure o pronto-socorro mais próximo. Para apoio emocional, o CVV atende pelo 188.',
      },
    ],
  },
  {
    id: 'valores',
    title: 'Valores',
    questions: [
      {
        question: 'Quanto custa uma consulta?',
        answer: `Cada consulta custa ${PRECO_CONSULTA_FORMATADO}, com pagamento único. Não há assinatura, mensalidade nem taxas escondidas.`,
      },
      {
        question: 'Quais formas de pagamento são aceitas?',
        answer: 'Aceitamos cartões e PIX. Na página de pagamento você também pode optar pelo boleto bancário.',
      },
      {
        question: 'A primeira consulta é gratuita?',
        answer: `Sim, por tempo limitado: use o código promocional ${promo.codigo} na sua primeira consulta. O código vale uma vez por pessoa.`,
      },
      {
        question: 'Existe limite de consultas?',
        answer: 'Não. Você pode fazer quantas consultas quiser e paga apenas pelas que realizar.',
      },
    ],
  },
  {
    id: 'atendimento',
    title: 'Atendimento',
    questions: [
      {
        question: 'Quanto tempo dura uma consulta?',
        answer: `Cada consulta dura até ${consultaRegras.duracaoMinutos} minutos, tempo suficiente para contar seus sintomas, tirar dúvidas e receber as orientações.`,
      },
      {
        question: 'Em quais horários posso ser atendido?',
        answer: 'A qualquer hora: o atendimento funciona 24 horas por dia, 7 dias por semana, inclusive feriados.',
      },
      {
        question: 'Posso enviar exames e fotos?',
        answer: 'Sim. Durante a consulta você pode enviar arquivos PDF e imagens JPG, PNG, GIF e WebP de até 10MB cada.',
      },
      {
        question: 'Recebo uma receita ao final?',
        answer:
          'Você pode baixar um rascunho de receita gerado pela IA. Ele só tem validade depois de revisado e assinado por um médico com certificado digital ICP-Brasil.',
      },
    ],
  },
  {
    id: 'privacidade',
    title: 'Privacidade e Segurança',
    questions: [
      {
        question: 'Meus dados estão seguros?',
        answer:
          'Sim. As conversas trafegam criptografadas, os dados ficam armazenados com criptografia e o acesso é restrito. Seguimos a Lei Geral de Proteção de Dados (LGPD).',
      },
      {
        question: 'Quem tem acesso às minhas conversas?',
        answer:
          'Somente você e os sistemas necessários para prestar o atendimento. Não vendemos nem compartilhamos seus dados de saúde para publicidade.',
      },
      {
        question: 'Posso pedir a exclusão dos meus dados?',
        answer: `Sim. Envie seu pedido para ${produto.emailSuporte}. Respondemos em até ${produto.prazoDireitosTitularDias} dias. O prontuário da consulta é guardado pelo prazo de 20 anos exigido pela Lei 13.787/2018.`,
      },
      {
        question: 'Vocês usam cookies?',
        answer:
          'Usamos cookies essenciais para o funcionamento do site e, com o seu consentimento, cookies de análise. Veja os detalhes na Política de Cookies.',
      },
    ],
  },
];
