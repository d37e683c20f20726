import type { Medico } from '#shared/medicos.js';
import { InitialsAvatar } from './initials-avatar.js';

/** The chosen doctor in one line: initials avatar, name and specialty. */
export function MedicoResumo({
  medico,
  rotulo = 'Médico escolhido',
  tamanho = 'md',
}: {
  medico: Pick<Medico, 'nome' | 'especialidade'>;
  rotulo?: string;
  tamanho?: 'md' | 'lg';
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <InitialsAvatar name={medico.nome} className={tamanho === 'lg' ? 'h-14 w-14 text-lg' : 'h-11 w-11 text-sm'} />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{rotulo}</p>
        <p className="truncate font-semibold text-slate-900">{medico.nome}</p>
        <p className="text-sm text-marca-800">{medico.especialidade}</p>
      </div>
    </div>
  );
}
