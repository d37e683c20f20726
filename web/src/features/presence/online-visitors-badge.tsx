import { useOnlineVisitors } from './use-online-visitors.js';

export function OnlineVisitorsBadge({ className = '' }: { className?: string }) {
  const online = useOnlineVisitors();
  const label =
    online === undefined ? 'Contando visitantes online' : `${online} ${online === 1 ? 'visitante online' : 'visitantes online'}`;
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={label}
      data-testid="visitantes-online"
      className={`inline-flex items-center gap-2 rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75" />
        <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-500" />
      </span>
      {online === undefined ? '— online' : <span>{label}</span>}
    </span>
  );
}
