import { Navigate } from 'react-router-dom';

/**
 * Placeholder shown inside the site frame while a page's code is fetched on the first visit. It
 * fills the screen below the header, so the footer waits below the fold: when the page (always
 * taller) arrives, nothing the visitor sees moves (a 60vh placeholder left the footer on screen
 * and its jump cost a CLS of 0.35 on a phone).
 */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[calc(100vh-4rem)] items-center justify-center gap-3 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-marca-100 border-t-marca-700" aria-hidden="true" />
      Carregando…
    </div>
  );
}

/**
 * Sends the visitor to `to` (replacing this address) with the placeholder on screen until that page
 * has drawn, so the footer never jumps up into an empty page and back down.
 */
export function RedirectWithPlaceholder({ to }: { to: string }) {
  return (
    <>
      <PageLoading />
      <Navigate to={to} replace />
    </>
  );
}
