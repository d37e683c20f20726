/** A loading line inside a page section (the full-page PageLoading is for route chunks). */
export function Carregando({ texto = 'Carregando…' }: { texto?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-marca-100 border-t-marca-700" aria-hidden="true" />
      {texto}
    </div>
  );
}
