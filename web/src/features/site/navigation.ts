/**
 * Where every "Consultar" of the site leads (header, home buttons, pricing card, CTA band, 404): the
 * consultation room, where the patient picks a doctor and goes on to a free, paid or released
 * consultation without the menu.
 */
export const CONSULTAR_DESTINO = '/sala-atendimento';

/** docs/regras-do-produto.md#public-site: the header links, in order. */
export const headerLinks = [
  { to: '/', label: 'Início' },
  { to: '/verificador-sintomas', label: 'Verificador de Sintomas' },
  { to: '/medicos-virtuais', label: 'Médicos Virtuais' },
  { to: CONSULTAR_DESTINO, label: 'Sala de Atendimento' },
  { to: '/sobre-nos', label: 'Sobre Nós' },
  { to: '/valores', label: 'Valores' },
  { to: '/midias', label: 'Mídias' },
  { to: '/como-funciona', label: 'Como Funciona' },
  { to: '/contato', label: 'Contato' },
] as const;

/** docs/regras-do-produto.md#public-site: the footer's site links. */
export const footerLinks = {
  servico: [
    { to: '/como-funciona', label: 'Como Funciona' },
    { to: '/medicos-virtuais', label: 'Médicos Virtuais' },
    { to: '/valores', label: 'Valores' },
    { to: '/sobre-nos', label: 'Sobre Nós' },
    { to: '/blog', label: 'Blog' },
    { to: '/midias', label: 'Mídias' },
  ],
  suporte: [
    { to: '/central-ajuda', label: 'Central de Ajuda' },
    { to: '/faq', label: 'Perguntas Frequentes (FAQ)' },
    { to: '/contato', label: 'Contato' },
    { to: '/verificador-sintomas', label: 'Verificador de Sintomas' },
  ],
} as const;

/** docs/regras-do-produto.md#public-site: the four legal pages, which the footer opens in a new tab. */
export const legalLinks = [
  { to: '/termos-uso', label: 'Termos de Uso' },
  { to: '/politica-privacidade', label: 'Política de Privacidade' },
  { to: '/lgpd', label: 'LGPD' },
  { to: '/cookies', label: 'Política de Cookies' },
] as const;
