import { datasLegais, produto } from '#shared/constants.js';
import type { LegalDocument } from './legal-document.js';

export const paginaLgpd: LegalDocument = {
  title: 'LGPD: Proteção de Dados Pessoais',
  updatedAt: datasLegais.lgpd,
  intro: `A Lei Geral de Proteção de Dados Pessoais (Lei 13.709/2018) garante a você controle sobre os seus dados. Nesta página explicamos como o ${produto.nome} cumpre a lei e como você exerce os seus direitos.`,
  sections: [
    {
      id: 'o-que-e',
      title: 'O que é a LGPD',
      blocks: [
        'A LGPD define regras para a coleta, o uso, o armazenamento e o compartilhamento de dados pessoais por empresas e órgãos públicos. Ela é fiscalizada pela Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      id: 'principios',
      title: 'Nossos compromissos',
      blocks: [
        'Seguimos os princípios do artigo 6º da LGPD:',
        {
          terms: [
            { term: 'Finalidade e necessidade', text: 'coletamos apenas os dados necessários para a consulta, o pagamento e a segurança do serviço.' },
            { term: 'Transparência', text: 'informamos de forma clara o que fazemos com os seus dados.' },
            { term: 'Segurança e prevenção', text: 'adotamos medidas técnicas e administrativas para proteger os dados contra acessos indevidos e incidentes.' },
            { term: 'Não discriminação', text: 'nunca usamos dados para fins discriminatórios, ilícitos ou abusivos.' },
          ],
        },
      ],
    },
    {
      id: 'dados-sensiveis',
      title: 'Dados de saúde são dados sensíveis',
      blocks: [
        'Informações sobre a sua saúde são dados pessoais sensíveis (art. 5º, II). Pelo artigo 11 da LGPD, elas só podem ser tratadas com o seu consentimento específico e destacado ou em hipóteses previstas na lei, como a tutela da saúde e o cumprimento de obrigação legal.',
        'Por isso, antes de cada consulta você confirma expressamente o consentimento, e esse registro é guardado com data e hora. Os dados de saúde ficam criptografados, não aparecem em registros técnicos e não são usados para publicidade.',
      ],
    },
    {
      id: 'direitos',
      title: 'Seus direitos como titular (art. 18)',
      blocks: [
        {
          list: [
            'Confirmação da existência de tratamento dos seus dados.',
            'Acesso aos dados, inclusive ao histórico das suas consultas.',
            'Correção de dados incompletos, inexatos ou desatualizados.',
            'Anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei.',
            'Portabilidade dos dados a outro fornecedor de serviço.',
            'Eliminação dos dados tratados com o seu consentimento.',
            'Informação sobre as entidades com as quais compartilhamos os seus dados.',
            'Informação sobre a possibilidade de não consentir e as consequências da negativa.',
            'Revogação do consentimento, a qualquer momento.',
          ],
        },
        'Você também pode pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).',
      ],
    },
    {
      id: 'como-exercer',
      title: 'Como exercer os seus direitos',
      blocks: [
        `Envie o seu pedido para ${produto.emailSuporte}, com o assunto "LGPD", a partir do e-mail cadastrado. Para proteger você, podemos pedir uma confirmação de identidade antes de atender.`,
        `Respondemos em até ${produto.prazoDireitosTitularDias} dias, contados do recebimento do pedido (art. 19, II). O atendimento é gratuito.`,
      ],
    },
    {
      id: 'prontuario',
      title: 'Prontuário: quando não podemos apagar',
      blocks: [
        'A exclusão de dados tem um limite previsto em lei: o prontuário da consulta (transcrição, pré-diagnóstico, documentos e consentimentos) deve ser guardado por 20 anos a partir do último registro, conforme a Lei 13.787/2018 e as normas do Conselho Federal de Medicina sobre telemedicina (Resolução CFM 2.314/2022).',
        'Durante esse prazo o prontuário fica protegido e bloqueado para qualquer outro uso. Os demais dados, como cadastro e preferências, são excluídos ou anonimizados a seu pedido.',
      ],
    },
    {
      id: 'incidentes',
      title: 'Incidentes de segurança',
      blocks: [
        'Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e os titulares afetados em prazo razoável, com a descrição do ocorrido, os dados envolvidos e as medidas adotadas (art. 48).',
      ],
    },
    {
      id: 'encarregado',
      title: 'Encarregado e ANPD',
      blocks: [
        `O nosso encarregado pelo tratamento de dados pessoais (DPO) atende pelo e-mail ${produto.emailSuporte}. Se entender que o seu pedido não foi atendido, você pode apresentar petição à ANPD pelo site gov.br/anpd.`,
      ],
    },
  ],
};
