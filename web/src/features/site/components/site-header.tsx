import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { OnlineVisitorsBadge } from '../../presence/online-visitors-badge.js';
import { headerLinks } from '../navigation.js';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-marca-50 text-marca-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-marca-700" aria-label="ZapSaúde — início">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          ZapSaúde
        </Link>
        <nav aria-label="Principal" className="ml-4 hidden flex-1 items-center gap-1 xl:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <OnlineVisitorsBadge className="hidden sm:inline-flex" />
          <Link
            to="/sala-atendimento"
            className="rounded-lg bg-marca-600 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-marca-700"
          >
            Consultar
          </Link>
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="menu-movel"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="menu-movel" aria-label="Menu móvel" className="border-t border-slate-200 bg-white px-4 pb-4 xl:hidden">
          <div className="flex flex-col gap-1 pt-2">
            {headerLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                className={linkClass}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </NavLink>
            ))}
            <OnlineVisitorsBadge className="mt-2 self-start sm:hidden" />
          </div>
        </nav>
      )}
    </header>
  );
}
