import type { ReactNode } from 'react';

/** The title band at the top of each information page. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-emerald-100 bg-gradient-to-b from-marca-50 via-white to-white">
      <div className="absolute -right-20 -top-24 h-72 w-72 rounded-full bg-emerald-200/40 blur-3xl" aria-hidden="true" />
      <div className="relative mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-marca-800">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        {description && <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{description}</div>}
        {children}
      </div>
    </section>
  );
}
