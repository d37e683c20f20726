/** site-and-accounts §2: the header links, in order. */
export const headerLinks = [
  { to: '/', label: 'Início' },
  { to: '/verificador-sintomas', label: 'Verificador de Sintomas' },
  { to: '/medicos-virtuais', label: 'Médicos Virtuais' },
  { to: '/sala-atendimento', label: 'Sala de Atendimento' },
  { to: '/sobre-nos', label: 'Sobre Nós' },
  { to: '/valores', label: 'Valores' },
  { to: '/midias', label: 'Mídias' },
  { to: '/como-funciona', label: 'Como Funciona' },
  { to: '/contato', label: 'Contato' },
] as const;
