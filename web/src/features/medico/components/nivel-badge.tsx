import { rotulosTriagem, type NivelTriagem } from '#shared/schemas/validacao.js';
import { coresNivel } from '../fila.js';

/** The triage level as a coloured badge with its pt-BR label. */
export function NivelBadge({ nivel, className = '' }: { nivel: NivelTriagem; className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-md px-2 py-1 text-xs font-semibold ring-1 ring-inset ${coresNivel[nivel]} ${className}`}>
      {rotulosTriagem[nivel]}
    </span>
  );
}
