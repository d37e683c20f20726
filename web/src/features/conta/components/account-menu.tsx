import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from '#web/components/icons.js';
import { InitialsAvatar } from '#web/components/initials-avatar.js';
import { useSession } from '#web/lib/auth-session.js';

const itemBase =
  'block w-full rounded-md px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-marca-700';
const itemClass = `${itemBase} text-slate-700 hover:bg-slate-100 hover:text-slate-900`;

/**
 * The header's account corner: 'Entrar' for a visitor; for a signed-in patient their name (or
 * e-mail) opening the links to their profile and consultations, and 'Sair'.
 */
export function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A link chosen elsewhere (or the browser's back button) closes the panel.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (session.status === 'loading') {
    // Keeps the header from jumping while the stored session is read.
    return <span aria-hidden="true" className="h-9 w-9 rounded-full bg-slate-100 sm:w-20 sm:rounded-lg" />;
  }

  if (session.status === 'signed-out' || !session.user) {
    return (
      <Link
        to="/auth"
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:border-marca-300 hover:bg-marca-50 hover:text-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        Entrar
      </Link>
    );
  }

  const { user } = session;
  const label = user.name ?? user.email;

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } catch {
      // Amplify clears the tokens on this device even when revoking them at Cognito fails.
    }
    setSigningOut(false);
    setOpen(false);
    void navigate('/');
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Minha conta: ${label}`}
        onClick={() => setOpen((atual) => !atual)}
        className="flex items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 sm:rounded-lg sm:pr-2"
      >
        <InitialsAvatar name={user.name ?? user.email.replace(/@.*/, '')} className="h-8 w-8 text-xs" />
        {/* Between xl and 2xl the header's nine links need the room: the avatar alone stands for the account. */}
        <span className="hidden max-w-40 truncate sm:inline xl:hidden 2xl:inline">{label}</span>
        <ChevronDownIcon className={`hidden h-4 w-4 transition-transform sm:block ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={panelId}
          className="fixed inset-x-3 top-16 z-50 rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-64"
        >
          <p className="border-b border-slate-100 px-3 pt-1 pb-2 text-xs text-slate-600">
            Conectado como
            <span className="block truncate text-sm font-semibold text-slate-900">{label}</span>
          </p>
          <nav aria-label="Minha conta" className="mt-1 flex flex-col">
            <Link to="/perfil" className={itemClass} onClick={() => setOpen(false)}>
              Meu Perfil
            </Link>
            <Link to="/pagamento/recuperacao" className={itemClass} onClick={() => setOpen(false)}>
              Minhas Consultas
            </Link>
          </nav>
          <div className="mt-1 border-t border-slate-100 pt-1">
            <button type="button" className={`${itemBase} text-red-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-60`} disabled={signingOut} onClick={() => void signOut()}>
              {signingOut ? 'Saindo...' : 'Sair'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
