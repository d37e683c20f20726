/** Placeholder shown inside the site frame while a page's code is fetched on the first visit. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-marca-100 border-t-marca-700" aria-hidden="true" />
      Carregando…
    </div>
  );
}
