/** Colour pairs that keep white initials above 4.5:1 contrast. */
const tones = ['bg-emerald-700', 'bg-teal-700', 'bg-sky-700', 'bg-indigo-600', 'bg-violet-700', 'bg-rose-700', 'bg-amber-700'] as const;

const honorifics = new Set(['dr.', 'dra.', 'sr.', 'sra.']);

/** 'Dra. Helena Duarte' → 'HD'; one word gives one letter. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !honorifics.has(word.toLowerCase()));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length] ?? tones[0];
}

/** A round avatar with the person's initials; the name itself is given next to it, so it is decorative. */
export function InitialsAvatar({ name, className = 'h-12 w-12 text-base' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white ${toneOf(name)} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
