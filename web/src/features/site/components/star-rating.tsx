import { StarIcon } from '#web/components/icons.js';

/** Five stars with the score as text for screen readers. */
export function StarRating({ value, className = 'h-5 w-5' }: { value: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Nota ${value} de 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={`${className} ${star <= value ? 'text-amber-500' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}
