import { ShieldIcon } from '#web/components/icons.js';

/** The statement every result carries (docs/regras-do-produto.md#public-site): AI pre-diagnosis, to be validated by a real doctor. */
export function AiDisclaimer({ className = '' }: { className?: string }) {
  return (
    <p className={`flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 ${className}`}>
      <ShieldIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <span>
        <strong className="font-semibold">Importante:</strong> os resultados são um pré-diagnóstico gerado por inteligência
        artificial e não substituem a consulta médica. Eles devem ser validados por um médico de verdade. Em emergências, ligue
        192 (SAMU).
      </span>
    </p>
  );
}
