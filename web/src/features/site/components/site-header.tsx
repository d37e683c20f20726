import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { alvos } from '#web/lib/primeira-interacao.js';
import { useEstadoDaPrimeiraInteracao } from '#web/lib/use-primeira-interacao.js';
import { OnlineVisitorsBadge } from '../../presence/online-visitors-badge.js';
import { CONSULTAR_DESTINO, headerLinks } from '../navigation.js';
import { BrandMark } from './brand-mark.js';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-marca-700 ${
    isActive ? 'bg-marca-50 text-marca-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * The fixed header. The mobile menu is always in the page, hidden while closed: its toggle works
 * before the app has started (lib/primeira-interacao.ts), which opens the very markup React renders.
 * Solid white, not a blurred translucent bar: the blur is redrawn at every change under it, and on a
 * slow phone that redraw was a good part of the wait after the first tap.
 */
export function SiteHeader({ accountSlot }: { accountSlot?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useEstadoDaPrimeiraInteracao('menu', () => false);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#conteudo"
        className="sr-only rounded-md bg-marca-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Pular para o conteúdo
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 2xl:max-w-[1536px]">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-marca-800" aria-label="ZapSaúde — início">
          <BrandMark className="h-8 w-8" />
          ZapSaúde
        </Link>
        <nav aria-label="Principal" className="ml-2 hidden flex-1 items-center xl:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {/* Wrapped: the badge's own inline-flex would win over a `hidden` passed to it. Between xl and
              2xl the nine links need the room; the home page shows the badge in its hero. */}
          <span className="hidden sm:contents xl:hidden 2xl:contents">
            <OnlineVisitorsBadge className="whitespace-nowrap" />
          </span>
          {accountSlot}
          <Link
            to={CONSULTAR_DESTINO}
            className="rounded-lg bg-marca-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            Consultar
          </Link>
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-marca-700 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={alvos.menu}
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            data-primeira-interacao={alvos.menuBotao}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span data-icone-menu="abrir" hidden={menuOpen}>
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </span>
            <span data-icone-menu="fechar" hidden={!menuOpen}>
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </span>
          </button>
        </div>
      </div>
      <nav
        id={alvos.menu}
        aria-label="Menu móvel"
        hidden={!menuOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-4 shadow-lg xl:hidden"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-1 pt-2">
          {headerLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === '/'}
              className={(state) => `${linkClass(state)} py-3 text-base`}
              onClick={() => setMenuOpen(false)}
            >
              {link.label}
            </NavLink>
          ))}
          <span className="mt-2 sm:hidden">
            <OnlineVisitorsBadge />
          </span>
        </div>
      </nav>
    </header>
  );
}
