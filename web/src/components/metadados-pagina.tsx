import { useLocation } from 'react-router-dom';
import { produto } from '#shared/constants.js';
import { ORIGEM_DO_SITE_MARCADOR } from '#shared/schemas/rotas-site.js';

/**
 * The site's absolute address. At build time (prerender, no window) the marker that the deployment
 * and the local preview replace with the real one; in the browser, where the page was served from,
 * which is that same address, so a hydrated page keeps its canonical link as it came.
 */
function origemDoSite(): string {
  return typeof window === 'undefined' ? ORIGEM_DO_SITE_MARCADOR : window.location.origin;
}

/** The address search engines should index for `caminho`: lower case, no trailing slash. */
export function caminhoCanonico(caminho: string): string {
  return caminho.length > 1 ? caminho.toLowerCase().replace(/\/+$/, '') : caminho;
}

/**
 * The page's head: its title ('{titulo} | ZapSaúde'), and for a public page its description and
 * canonical address (this page's, or `canonico` where two addresses show one page); `naoIndexar`
 * asks search engines to leave it out. React places these elements in <head> (React 19 document
 * metadata), both when the build prerenders the page and in the browser, and swaps them as the
 * visitor moves between pages.
 */
export function MetadadosPagina({
  titulo,
  descricao,
  canonico,
  naoIndexar = false,
}: {
  titulo: string;
  descricao?: string;
  canonico?: string;
  naoIndexar?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <title>{`${titulo} | ${produto.nome}`}</title>
      {descricao !== undefined && <meta name="description" content={descricao} />}
      {descricao !== undefined && !naoIndexar && <link rel="canonical" href={`${origemDoSite()}${caminhoCanonico(canonico ?? pathname)}`} />}
      {naoIndexar && <meta name="robots" content="noindex" />}
    </>
  );
}
