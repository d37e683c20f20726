import { produto } from '../../../../../shared/constants.js';

const estatisticas = [
  { valor: produto.estatisticas.especialidades, rotulo: 'especialidades' },
  { valor: produto.estatisticas.consultas, rotulo: 'consultas realizadas' },
  { valor: produto.estatisticas.satisfacao, rotulo: 'de satisfação' },
  { valor: produto.estatisticas.disponibilidade, rotulo: 'atendimento sem pausa' },
];

/** The marketing claims (spec: site §1 — 15+, 10k+, 98%, 24/7). */
export function StatsBlock({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {estatisticas.map((item) => (
        <div
          key={item.rotulo}
          className={`flex flex-col-reverse rounded-2xl px-4 py-5 text-center ${
            dark ? 'bg-white/10 ring-1 ring-white/20' : 'bg-white shadow-sm ring-1 ring-slate-200'
          }`}
        >
          <dt className={`mt-1 text-sm ${dark ? 'text-emerald-50' : 'text-slate-600'}`}>{item.rotulo}</dt>
          <dd className={`text-3xl font-extrabold tracking-tight ${dark ? 'text-white' : 'text-marca-800'}`}>{item.valor}</dd>
        </div>
      ))}
    </dl>
  );
}
