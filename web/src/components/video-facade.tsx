import { useId, useState, type ReactNode } from 'react';
import { PlayIcon } from './icons.js';

/** Gradients of the posters; a video picks one by `tone` so a grid does not look uniform. */
const posterTones = [
  'from-emerald-800 via-emerald-700 to-teal-600',
  'from-teal-800 via-cyan-800 to-sky-700',
  'from-sky-900 via-sky-800 to-indigo-700',
  'from-indigo-900 via-violet-800 to-fuchsia-700',
  'from-rose-900 via-rose-800 to-orange-700',
  'from-slate-900 via-slate-800 to-emerald-800',
] as const;

/** Embed address with autoplay, because the visitor already pressed play once on the poster. */
function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  return url.toString();
}

/**
 * A third-party video that costs nothing until asked for: the poster is local CSS/SVG and the
 * youtube-nocookie iframe is created only when the visitor presses play (no request, no cookie before).
 */
export function VideoFacade({
  embedUrl,
  title,
  tone = 0,
  badge,
}: {
  /** Embed address on youtube-nocookie.com. */
  embedUrl: string;
  title: string;
  tone?: number;
  /** Optional label over the poster, e.g. the video's category. */
  badge?: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  // Sanitised because React's ids contain characters that url(#...) does not accept everywhere.
  const patternId = `poster-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (playing) {
    return (
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
        <iframe
          src={autoplayUrl(embedUrl)}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Assistir vídeo: ${title}`}
      className={`group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${posterTones[tone % posterTones.length]}`}
    >
      <svg className="absolute inset-0 h-full w-full opacity-20" aria-hidden="true" focusable="false">
        <defs>
          <pattern id={patternId} width="36" height="36" patternUnits="userSpaceOnUse">
            <path d="M15 8h6v7h7v6h-7v7h-6v-7H8v-6h7z" fill="currentColor" opacity="0.35" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
      {badge && <span className="absolute left-3 top-3">{badge}</span>}
      <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-emerald-800 shadow-lg transition-transform group-hover:scale-110">
        <PlayIcon className="ml-1 h-7 w-7" />
      </span>
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-4 pb-3 pt-8 text-left text-sm font-semibold">
        {title}
      </span>
    </button>
  );
}
