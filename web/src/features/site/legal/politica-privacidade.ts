import { datasLegais, produto } from '#shared/constants.js';
import type { LegalDocument } from './legal-document.js';

export const politicaPrivacidade: LegalDocument = {
  title: 'Política de Privacidade',
  updatedAt: datasLegais.politicaPrivacidade,
  intro: `Sua privacidade é parte do cuidado. Esta política explica quais dados pessoais o ${produto.nome} coleta, por que, com quem compartilha, por quanto tempo guarda e como você exerce os seus direitos, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018).`,
  sections: [
    {
      id: 'controlador',
      title: 'Quem é o controlador',
      blocks: [
        `O ${produto.nome} é o controlador dos dados pessoais tratados no site e nas consultas, ou seja, quem decide como e para que eles são usados. O contato com o nosso encarregado pelo tratamento de dados (DPO) é feito pelo e-mail ${produto.emailSuporte}, com o assunto "Privacidade".`,
      ],
    },
    {
      id: 'dados-coletados',
      title: 'Quais dados coletamos',
      blocks: [
        {
          terms: [
            { term: 'Dados de cadastro', text: 'nome completo, e-mail, CPF, telefone e senha (guardada de forma cifrada, nunca em texto aberto).' },
            {
              term: 'Dados de saúde',
              text: 'sintomas e informações que você relata na consulta, idade, peso, altura, hábitos (como fumo, álcool e atividade física), exames, fotos e documentos enviados, a transcrição da consulta, o pré-diagnóstico e o rascunho de receita.',
            },
            {
              term: 'Dados de pagamento',
              text: 'valor, forma de pagamento e situação da cobrança. Os dados do cartão são informados diretamente ao provedor de pagamento e não passam pelos nossos servidores.',
            },
            {
              term: 'Dados de navegação',
              text: 'endereço IP, data e hora de acesso, tipo de navegador e as informações descritas na Política de Cookies.',
            },
          ],
        },
      ],
    },
    {
      id: 'finalidades',
      title: 'Para que usamos os dados e com qual base legal',
      blocks: [
        {
          list: [
            'Prestar a consulta e gerar o pré-diagnóstico: execução do contrato (art. 7º, V) e, para os dados de saúde, consentimento específico e destacado que você dá antes da consulta (art. 11, I) e tutela da saúde (art. 11, II, "f").',
            'Processar o pagamento e emitir comprovantes: execução do contrato e cumprimento de obrigação legal (art. 7º, II e V).',
            'Guardar o prontuário da consulta: cumprimento de obrigação legal e regulatória (art. 7º, II, e art. 11, II, "a").',
            'Garantir a segurança, prevenir fraudes e atender a pedidos de autoridades: obrigação legal e legítimo interesse (art. 7º, II e IX), guardando os registros de acesso por 6 meses, como exige o Marco Civil da Internet (Lei 12.965/2014, art. 15).',
            'Enviar comunicações sobre o serviço e, se você autorizar, novidades e promoções: execução do contrato e consentimento (art. 7º, I e V).',
          ],
        },
        'Dados de saúde nunca são usados para publicidade, nunca são vendidos e não aparecem nos registros técnicos (logs) do sistema.',
      ],
    },
    {
      id: 'inteligencia-artificial',
      title: 'Uso de inteligência artificial',
      blocks: [
        'As mensagens da consulta são processadas por um modelo de inteligência artificial para gerar as respostas do médico virtual. O processamento é feito por provedores contratados, que atuam como operadores, sob obrigações de sigilo e segurança, e que não podem usar os seus dados para treinar modelos próprios.',
        'Você pode pedir a revisão, por uma pessoa, de decisões tomadas unicamente com base em tratamento automatizado que afetem os seus interesses (art. 20 da LGPD).',
      ],
    },
    {
      id: 'compartilhamento',
      title: 'Com quem compartilhamos',
      blocks: [
        'Compartilhamos dados somente na medida necessária para prestar o serviço:',
        {
          list: [
            'provedor de pagamento, para processar PIX, boleto ou cartão;',
            'provedores de infraestrutura em nuvem, que hospedam o site e os bancos de dados;',
            'provedores de inteligência artificial e de síntese de voz, para gerar as respostas da consulta;',
            'autoridades públicas, quando houver obrigação legal ou ordem judicial.',
          ],
        },
      ],
    },
    {
      id: 'transferencia-internacional',
      title: 'Transferência internacional',
      blocks: [
        'Alguns provedores podem processar dados fora do Brasil. Nesses casos, a transferência segue o artigo 33 da LGPD, com cláusulas contratuais que garantem um nível de proteção equivalente ao exigido pela lei brasileira.',
      ],
    },
    {
      id: 'retencao',
      title: 'Por quanto tempo guardamos',
      blocks: [
        {
          list: [
            'Prontuário da consulta (dados de saúde, transcrição e documentos): 20 anos a partir do último registro, como determina a Lei 13.787/2018.',
            'Dados de cadastro: enquanto a sua conta estiver ativa ou até você pedir a exclusão, salvo o que precisarmos guardar por obrigação legal.',
            'Dados de pagamento: pelo prazo exigido pela legislação fiscal.',
            'Registros de acesso: 6 meses, conforme o Marco Civil da Internet.',
          ],
        },
      ],
    },
    {
      id: 'seguranca',
      title: 'Como protegemos os dados',
      blocks: [
        {
          list: [
            'criptografia na transmissão (HTTPS) e no armazenamento;',
            'acesso restrito às pessoas e sistemas que precisam dos dados, com registro de acesso;',
            'links de consulta individuais, com validade limitada e vinculados a uma única consulta;',
            'monitoramento contínuo e plano de resposta a incidentes, com comunicação à ANPD e aos titulares quando exigido (art. 48).',
          ],
        },
      ],
    },
    {
      id: 'direitos',
      title: 'Seus direitos',
      blocks: [
        'Você pode, a qualquer momento, pedir a confirmação da existência de tratamento, o acesso, a correção, a anonimização, a portabilidade ou a exclusão dos seus dados, informações sobre compartilhamento e a revogação do consentimento (art. 18 da LGPD). Os detalhes estão na página LGPD.',
        `Envie o seu pedido para ${produto.emailSuporte}. Respondemos em até ${produto.prazoDireitosTitularDias} dias. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).`,
      ],
    },
    {
      id: 'criancas',
      title: 'Crianças e adolescentes',
      blocks: [
        'Dados de crianças e adolescentes são tratados no seu melhor interesse (art. 14 da LGPD), somente com o consentimento e o acompanhamento de um dos pais ou do responsável legal.',
      ],
    },
    {
      id: 'alteracoes',
      title: 'Alterações desta política',
      blocks: [
        'Esta política pode ser atualizada. A versão vigente fica publicada nesta página com a data da última atualização, e mudanças relevantes serão comunicadas no site ou por e-mail.',
      ],
    },
  ],
};
