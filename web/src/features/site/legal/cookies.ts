import { datasLegais, produto, siteConfig } from '#shared/constants.js';
import type { LegalDocument } from './legal-document.js';

/**
 * The cookie policy: the /cookies page and the cookie dialog show these same eight sections
 * (docs/regras-do-produto.md#public-site — what cookies are, use, types, third parties, managing, storage time, updates, contact).
 */
export const politicaCookies: LegalDocument = {
  title: 'Política de Cookies',
  updatedAt: datasLegais.cookies,
  intro: `Esta política explica como o ${produto.nome} usa cookies e tecnologias semelhantes quando você navega pelo nosso site, e como você pode controlar o seu uso.`,
  sections: [
    {
      id: 'o-que-sao-cookies',
      title: 'O que são cookies',
      blocks: [
        'Cookies são pequenos arquivos de texto gravados no seu navegador quando você visita um site. Eles permitem que o site se lembre de informações sobre a sua visita, como preferências e sessão de acesso.',
        'Usamos também tecnologias semelhantes, como o armazenamento local do navegador (localStorage e sessionStorage), que seguem as mesmas regras desta política.',
      ],
    },
    {
      id: 'como-utilizamos',
      title: 'Como utilizamos os cookies',
      blocks: [
        'Utilizamos cookies para:',
        {
          list: [
            'manter você conectado à sua conta com segurança;',
            'lembrar a sua escolha sobre este aviso de cookies;',
            'guardar, durante o atendimento, o médico escolhido e o andamento do pagamento;',
            'entender, de forma agregada, como o site é usado, para melhorá-lo (somente com o seu consentimento).',
          ],
        },
        'Não usamos cookies para coletar dados de saúde. As informações que você compartilha na consulta são tratadas conforme a nossa Política de Privacidade.',
      ],
    },
    {
      id: 'tipos-de-cookies',
      title: 'Tipos de cookies que utilizamos',
      blocks: [
        {
          terms: [
            {
              term: 'Essenciais',
              text: 'Necessários para o site funcionar: autenticação, segurança, pagamento e registro da sua escolha sobre cookies. Não podem ser desativados, pois o serviço não funcionaria sem eles.',
            },
            {
              term: 'De análise',
              text: 'Medem visitas e navegação de forma agregada para entendermos o que funciona melhor. Só são usados com o seu consentimento.',
            },
            {
              term: 'De funcionalidade',
              text: 'Guardam preferências, como a ativação da voz do médico virtual, para personalizar a sua experiência.',
            },
            {
              term: 'De marketing',
              text: 'Ajudam a medir a eficácia das nossas campanhas. Só são usados com o seu consentimento e nunca recebem dados de saúde.',
            },
          ],
        },
      ],
    },
    {
      id: 'cookies-de-terceiros',
      title: 'Cookies de terceiros',
      blocks: [
        'Alguns recursos são fornecidos por terceiros, que podem gravar os seus próprios cookies:',
        {
          list: [
            'o provedor de pagamento, ao processar PIX, boleto ou cartão na página de pagamento;',
            'o provedor de vídeos, somente quando você decide assistir a um vídeo (até lá, exibimos apenas uma imagem de capa e nenhum dado é enviado a ele);',
            'as redes sociais, somente quando você usa um botão de compartilhamento.',
          ],
        },
        'Esses terceiros têm políticas de privacidade próprias, que recomendamos consultar.',
      ],
    },
    {
      id: 'gerenciar-cookies',
      title: 'Como gerenciar cookies',
      blocks: [
        'No primeiro acesso, você pode aceitar ou rejeitar os cookies não essenciais no aviso exibido na página inicial. Você pode mudar de ideia a qualquer momento apagando os dados do site no seu navegador: o aviso será exibido novamente.',
        'Também é possível bloquear ou excluir cookies nas configurações do navegador (Chrome, Edge, Firefox ou Safari). Bloquear os cookies essenciais pode impedir o login e o pagamento.',
      ],
    },
    {
      id: 'tempo-de-armazenamento',
      title: 'Tempo de armazenamento',
      blocks: [
        {
          list: [
            'Cookies de sessão: apagados quando você fecha o navegador.',
            `Cookies de funcionalidade: até ${siteConfig.cookiesFuncionalidadeMeses / 12} ano.`,
            `Cookies de análise: até ${siteConfig.cookiesAnaliticosMeses / 12} anos.`,
            `Demais cookies persistentes: até ${siteConfig.cookiesPersistentesMeses / 12} anos.`,
          ],
        },
      ],
    },
    {
      id: 'atualizacoes',
      title: 'Atualizações desta política',
      blocks: [
        'Podemos atualizar esta política para refletir mudanças no serviço ou na legislação. A data da última atualização fica sempre indicada no início do documento; mudanças relevantes serão comunicadas no site.',
      ],
    },
    {
      id: 'contato',
      title: 'Contato',
      blocks: [
        `Dúvidas sobre cookies ou sobre a proteção dos seus dados? Escreva para ${produto.emailSuporte}. Respondemos pedidos de titulares em até ${produto.prazoDireitosTitularDias} dias.`,
      ],
    },
  ],
};
