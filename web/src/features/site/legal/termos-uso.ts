import { consultaRegras, datasLegais, produto, promo } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import type { LegalDocument } from './legal-document.js';

export const termosUso: LegalDocument = {
  title: 'Termos de Uso',
  updatedAt: datasLegais.termosUso,
  intro: `Estes Termos de Uso regulam o acesso e o uso do ${produto.nome}, serviço de telessaúde com médicos virtuais baseados em inteligência artificial. Leia com atenção: ao usar o serviço, você declara que leu, entendeu e concorda com estes termos.`,
  sections: [
    {
      id: 'aceitacao',
      title: 'Aceitação dos termos',
      blocks: [
        'Ao criar uma conta, pagar ou iniciar uma consulta, você aceita estes Termos de Uso, a Política de Privacidade e a Política de Cookies. Se não concordar com algum ponto, não utilize o serviço.',
        'O serviço é destinado a pessoas maiores de 18 anos. Consultas para menores de idade devem ser feitas pelo responsável legal, que informa os seus dados e acompanha o atendimento.',
      ],
    },
    {
      id: 'o-servico',
      title: 'O que é o serviço',
      blocks: [
        `O ${produto.nome} oferece conversas com médicos virtuais: assistentes de inteligência artificial, em diversas especialidades, disponíveis 24 horas por dia, 7 dias por semana. Durante a consulta você pode descrever sintomas por texto ou voz, enviar exames, fotos e documentos e receber orientações.`,
        'O atendimento à distância segue os princípios da Lei 14.510/2022 e da Resolução CFM 2.314/2022, que regulamenta a telemedicina no Brasil, inclusive quanto ao consentimento do paciente e ao registro do atendimento.',
      ],
    },
    {
      id: 'pre-diagnostico',
      title: 'Natureza do pré-diagnóstico e da receita',
      blocks: [
        'Os médicos virtuais não são médicos. O resultado da consulta é um pré-diagnóstico gerado por inteligência artificial: uma orientação inicial que não substitui a avaliação de um médico e deve ser validada por um médico de verdade.',
        'A receita disponibilizada para download é um rascunho gerado pela IA. Ela só tem validade depois de revisada e assinada por um médico habilitado, com certificado digital ICP-Brasil, conforme as normas do Conselho Federal de Medicina.',
        {
          list: [
            'Não use o serviço em emergências. Em caso de dor no peito, falta de ar intensa, sinais de AVC, sangramento forte ou reação alérgica grave, ligue para o SAMU (192) ou procure o pronto-socorro.',
            'Em caso de pensamentos suicidas, ligue para o CVV (188), gratuito e disponível 24 horas.',
            'Não inicie, interrompa nem altere tratamentos apenas com base no pré-diagnóstico.',
          ],
        },
      ],
    },
    {
      id: 'cadastro',
      title: 'Cadastro e conta',
      blocks: [
        'Para pagar uma consulta pedimos nome completo, e-mail e CPF; para criar uma conta, e-mail e senha. Você se compromete a informar dados verdadeiros e a mantê-los atualizados.',
        'Você é responsável por manter a sua senha em sigilo e por todas as atividades feitas na sua conta. Avise-nos imediatamente se suspeitar de uso indevido.',
      ],
    },
    {
      id: 'precos-pagamento',
      title: 'Preço e pagamento',
      blocks: [
        `Cada consulta custa ${PRECO_CONSULTA_FORMATADO}, com pagamento único por consulta. Não há assinatura, mensalidade, cobrança por tempo nem limite de consultas.`,
        'O pagamento é processado por PIX por meio de um provedor de pagamento parceiro; a página de pagamento também pode oferecer boleto e cartão. Não armazenamos os dados do seu cartão.',
        `A primeira consulta pode ser gratuita com o código promocional ${promo.codigo}, por tempo limitado e uma única vez por pessoa. A promoção pode ser encerrada a qualquer momento, sem prejuízo de quem já a utilizou.`,
      ],
    },
    {
      id: 'duracao',
      title: 'Duração da consulta',
      blocks: [
        `Cada consulta dura até ${consultaRegras.duracaoMinutos} minutos, contados a partir do início da conversa. Ao final do prazo a consulta é encerrada e você pode avaliá-la de 1 a 5 estrelas.`,
      ],
    },
    {
      id: 'cancelamento',
      title: 'Cancelamento e reembolso',
      blocks: [
        'Você pode desistir de uma consulta paga que ainda não foi iniciada em até 7 dias após o pagamento e receber o valor de volta, conforme o artigo 49 do Código de Defesa do Consumidor.',
        `Se uma falha técnica nossa impedir a realização da consulta, escreva para ${produto.emailSuporte}: liberaremos uma nova consulta ou faremos o reembolso, à sua escolha.`,
      ],
    },
    {
      id: 'obrigacoes',
      title: 'Obrigações do usuário',
      blocks: [
        'Ao usar o serviço, você concorda em não:',
        {
          list: [
            'fornecer informações falsas ou de outra pessoa sem autorização;',
            'enviar arquivos com vírus, conteúdo ilícito ou que violem direitos de terceiros;',
            'tentar acessar áreas restritas, contornar limites de uso ou interferir no funcionamento do serviço;',
            'usar o serviço para fins comerciais sem a nossa autorização por escrito.',
          ],
        },
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: 'Propriedade intelectual',
      blocks: [
        `A marca ${produto.nome}, o site, os textos, as imagens e o software são protegidos pela legislação de propriedade intelectual. O uso do serviço não transfere a você nenhum direito sobre eles, além do uso pessoal previsto nestes termos.`,
      ],
    },
    {
      id: 'responsabilidade',
      title: 'Limitação de responsabilidade',
      blocks: [
        'Empregamos os melhores esforços para manter o serviço disponível, seguro e preciso. Por se tratar de um pré-diagnóstico gerado por IA, sem exame físico, as orientações podem estar incompletas ou incorretas e devem sempre ser confirmadas por um médico.',
        'Nada nestes termos limita direitos garantidos pelo Código de Defesa do Consumidor.',
      ],
    },
    {
      id: 'privacidade',
      title: 'Privacidade e proteção de dados',
      blocks: [
        'O tratamento dos seus dados pessoais, inclusive dos dados de saúde, segue a Lei Geral de Proteção de Dados (Lei 13.709/2018) e está descrito na Política de Privacidade e na página LGPD.',
      ],
    },
    {
      id: 'alteracoes',
      title: 'Alterações dos termos',
      blocks: [
        'Podemos atualizar estes termos. A versão vigente fica sempre publicada nesta página, com a data da última atualização. Mudanças relevantes serão avisadas no site ou por e-mail antes de entrarem em vigor.',
      ],
    },
    {
      id: 'lei-foro',
      title: 'Lei aplicável e foro',
      blocks: [
        'Estes termos são regidos pelas leis brasileiras. Fica eleito o foro do domicílio do consumidor para resolver qualquer controvérsia, conforme o Código de Defesa do Consumidor.',
      ],
    },
    {
      id: 'contato',
      title: 'Contato',
      blocks: [`Dúvidas sobre estes termos? Escreva para ${produto.emailSuporte}. Respondemos em até ${produto.respostaContatoHoras} horas.`],
    },
  ],
};
