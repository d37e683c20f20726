import { produto } from '#shared/constants.js';

const estatisticas = [
  { valor: produto.estatisticas.especialidades, rotulo: 'especialidades' },
  { valor: produto.estatisticas.consultas, rotulo: 'consultas realizadas' },
  { valor: produto.estatisticas.satisfacao, rotulo: 'de satisfação' },
  { valor: produto.estatisticas.disponibilidade, rotulo: 'atendimento sem pausa' },
];

/** The marketing claims (docs/regras-do-produto.md#public-site — 15+, 10k+, 98%, 24/7). */
export function StatsBlock() {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {estatisticas.map((item) => (
        <div key={item.rotulo} className="flex flex-col-reverse rounded-2xl bg-white px-4 py-5 text-center shadow-sm ring-1 ring-slate-200">
          <dt className="mt-1 text-sm text-slate-600">{item.rotulo}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-marca-800">{item.valor}</dd>
        </div>
      ))}
    </dl>
  );
}
