import { siteConfig } from '#shared/constants.js';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '#web/components/icons.js';
import { depoimentos } from '../data/depoimentos.js';
import { useCarousel } from '../hooks/use-carousel.js';
import { StarRating } from './star-rating.js';

const controlClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-marca-700 hover:text-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700';

/**
 * The home page's nine testimonials, one at a time, advancing every 5 s (docs/regras-do-produto.md#public-site).
 * Follows the WAI-ARIA carousel pattern: rotation pauses on hover or focus and has a stop button.
 */
export function TestimonialCarousel({ labelledBy }: { labelledBy: string }) {
  const carousel = useCarousel(depoimentos.length, siteConfig.depoimentosIntervaloMs);
  const depoimento = depoimentos[carousel.index] ?? depoimentos[0]!;
  const position = `${carousel.index + 1} de ${depoimentos.length}`;

  return (
    <div role="region" aria-roledescription="carrossel" aria-labelledby={labelledBy} {...carousel.pauseHandlers}>
      <div aria-live={carousel.paused ? 'polite' : 'off'} aria-atomic="true">
        <figure
          key={carousel.index}
          role="group"
          aria-roledescription="depoimento"
          aria-label={position}
          data-testid="depoimento-atual"
          className="relative mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <svg viewBox="0 0 48 48" className="absolute right-6 top-6 h-12 w-12 text-marca-100" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M10 36c-3.3 0-6-2.7-6-6 0-9 5-16 13-20l2 3c-5 3-7.5 7-8 11 3.3 0 6 2.7 6 6s-2.7 6-7 6Zm22 0c-3.3 0-6-2.7-6-6 0-9 5-16 13-20l2 3c-5 3-7.5 7-8 11 3.3 0 6 2.7 6 6s-2.7 6-7 6Z"
            />
          </svg>
          <StarRating value={depoimento.rating} />
          <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">“{depoimento.content}”</blockquote>
          <figcaption className="mt-6 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-marca-700 font-semibold text-white"
            >
              {depoimento.avatar}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{depoimento.name}</span>
              <span className="block text-sm text-slate-600">{depoimento.role}</span>
            </span>
          </figcaption>
        </figure>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <button type="button" className={controlClass} aria-label="Depoimento anterior" onClick={carousel.previous}>
          <ChevronLeftIcon className="h-5 w-5" />
        </button>
        <div className="flex items-center" role="group" aria-label="Escolher depoimento">
          {depoimentos.map((item, index) => (
            <button
              key={item.name}
              type="button"
              aria-label={`Ir para o depoimento ${index + 1} de ${depoimentos.length}`}
              aria-current={index === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(index)}
              className="group flex h-8 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-marca-700"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  index === carousel.index ? 'w-5 bg-marca-700' : 'w-2.5 bg-slate-400 group-hover:bg-slate-600'
                }`}
              />
            </button>
          ))}
        </div>
        <button type="button" className={controlClass} aria-label="Próximo depoimento" onClick={carousel.next}>
          <ChevronRightIcon className="h-5 w-5" />
        </button>
        <button
          type="button"
          className={`${controlClass} ml-1`}
          aria-label={carousel.stoppedByUser ? 'Retomar rotação automática' : 'Pausar rotação automática'}
          onClick={carousel.toggleStopped}
        >
          {carousel.stoppedByUser ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
        </button>
      </div>
    </div>
  );
}
