import { useState } from 'react';
import { PauseIcon, PlayIcon } from '#web/components/icons.js';
import { conteudo, type Video } from '#shared/conteudo.js';

/** Background embed: muted, looping, no controls; the iframe is not a place to click or tab into. */
function backgroundUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  const videoId = url.pathname.split('/').pop() ?? '';
  for (const [key, value] of Object.entries({
    autoplay: '1',
    mute: '1',
    controls: '0',
    loop: '1',
    playlist: videoId,
    playsinline: '1',
    disablekb: '1',
    rel: '0',
  })) {
    url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * The hero's background (docs/regras-do-produto.md#public-site — a muted, non-interactive promotional
 * video). The local drawing is the hero's look on its own; only when a video is configured
 * (shared/conteudo.ts) is there an "Assistir vídeo" button, and until it is pressed nothing is sent
 * to the video host.
 */
export function HeroVideo({ video = conteudo.videoInstitucional }: { video?: Video | undefined }) {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <div className="absolute inset-0 overflow-hidden" aria-hidden={!playing}>
        <div className="absolute inset-0 bg-gradient-to-br from-emerald-950 via-emerald-900 to-teal-800" />
        <svg className="absolute inset-0 h-full w-full text-emerald-300 opacity-[0.12]" aria-hidden="true" focusable="false">
          <defs>
            <pattern id="hero-pulse" width="160" height="80" patternUnits="userSpaceOnUse">
              <path d="M0 40h40l8-18 12 36 10-30 6 12h84" fill="none" stroke="currentColor" strokeWidth="2" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#hero-pulse)" />
        </svg>
        <div className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-teal-400/20 blur-3xl" />
        <div className="absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-emerald-400/20 blur-3xl" />
        {playing && video && (
          <iframe
            src={backgroundUrl(video.embedUrl)}
            title={`${video.titulo} (vídeo de fundo, sem som)`}
            tabIndex={-1}
            allow="autoplay; encrypted-media"
            className="pointer-events-none absolute left-1/2 top-1/2 aspect-video min-h-full min-w-full -translate-x-1/2 -translate-y-1/2 opacity-40"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-emerald-950/80 via-emerald-950/30 to-transparent" />
      </div>
      {video && (
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          aria-pressed={playing}
          className="absolute bottom-4 right-4 z-10 inline-flex items-center gap-2 rounded-full bg-black/40 px-4 py-2 text-sm font-medium text-white backdrop-blur transition-colors hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
          {playing ? 'Parar vídeo' : 'Assistir vídeo'}
        </button>
      )}
    </>
  );
}
