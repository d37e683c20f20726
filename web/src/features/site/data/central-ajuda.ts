import { produto } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import type { Pergunta } from './faq.js';

export interface SecaoAjuda {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly items: readonly Pergunta[];
}

/** /central-ajuda: four sections with three items each. */
export const secoesAjuda: readonly SecaoAjuda[] = [
  {
    id: 'primeiros-passos',
    title: 'Primeiros Passos',
    description: 'Como começar a usar o serviço',
    items: [
      {
        question: 'Como faço minha primeira consulta?',
        answer:
          'Acesse a Sala de Atendimento, escolha um médico virtual da especialidade desejada, faça o pagamento (ou use o código promocional da primeira consulta) e comece a conversar.',
      },
      {
        question: 'Preciso criar uma conta?',
        answer:
          'Para pagar uma consulta pedimos nome, e-mail e CPF. Com uma conta (apenas e-mail e senha) você também acompanha suas consultas e o seu perfil.',
      },
      {
        question: 'Como escolho o especialista certo?',
        answer:
          'Na página Médicos Virtuais você pode buscar pelo nome ou pela especialidade. Na dúvida, comece pela Clínica Geral, que orienta sobre a maioria das queixas do dia a dia.',
      },
    ],
  },
  {
    id: 'consulta-virtual',
    title: 'Consulta Virtual',
    description: 'Durante o atendimento',
    items: [
      {
        question: 'Como funciona a conversa com o médico virtual?',
        answer:
          'Você descreve seus sintomas por texto ou voz. O médico virtual faz perguntas para entender o caso e, ao final, apresenta um pré-diagnóstico gerado por IA, que deve ser validado por um médico de verdade.',
      },
      {
        question: 'Quanto tempo dura e quanto custa?',
        answer: `A consulta dura até 30 minutos e custa ${PRECO_CONSULTA_FORMATADO}, com pagamento único.`,
      },
      {
        question: 'Como baixo a receita?',
        answer:
          'Quando a conversa já tiver algumas mensagens, aparece o botão Gerar Receita Médica. O documento é um rascunho e só vale depois de assinado por um médico com certificado ICP-Brasil.',
      },
    ],
  },
  {
    id: 'recursos-tecnicos',
    title: 'Recursos Técnicos',
    description: 'Arquivos, voz e compatibilidade',
    items: [
      {
        question: 'Quais arquivos posso enviar?',
        answer: 'PDF, JPG, PNG, GIF e WebP até 10MB por arquivo. Você também pode tirar uma foto pela câmera do aparelho.',
      },
      {
        question: 'Posso falar em vez de digitar?',
        answer:
          'Sim. O reconhecimento de voz funciona no Google Chrome e no Microsoft Edge. Permita o acesso ao microfone quando o navegador pedir.',
      },
      {
        question: 'Quais aparelhos são compatíveis?',
        answer:
          'Celulares, tablets e computadores com um navegador atualizado (Chrome, Edge, Firefox ou Safari) e conexão com a internet.',
      },
    ],
  },
  {
    id: 'privacidade-seguranca',
    title: 'Privacidade e Segurança',
    description: 'Seus dados e seus direitos',
    items: [
      {
        question: 'Como meus dados de saúde são protegidos?',
        answer:
          'Dados de saúde são dados sensíveis pela LGPD (art. 11). Eles trafegam e ficam armazenados com criptografia, com acesso restrito, e nunca são usados para publicidade.',
      },
      {
        question: 'Como exerço meus direitos de titular?',
        answer: `Escreva para ${produto.emailSuporte} pedindo acesso, correção, portabilidade ou exclusão dos seus dados. Respondemos em até ${produto.prazoDireitosTitularDias} dias.`,
      },
      {
        question: 'Por quanto tempo o prontuário é guardado?',
        answer:
          'Por 20 anos, como exige a Lei 13.787/2018. Nesse período ele fica protegido e só é acessado quando necessário ou a seu pedido.',
      },
    ],
  },
];
