import { useCallback, useEffect, useState, type FocusEvent } from 'react';

export interface Carousel {
  index: number;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Whether the automatic rotation is stopped, by the visitor's button or by hover/focus. */
  paused: boolean;
  /** The visitor's own stop/resume choice (WCAG 2.2.2: moving content can be paused). */
  stoppedByUser: boolean;
  toggleStopped: () => void;
  /** Spread on the carousel's container: rotation pauses while the pointer or focus is inside. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Index of a rotating carousel that advances every `intervalMs`; any manual move restarts the wait,
 * so a visitor who just chose a slide gets the full interval to read it.
 */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const paused = hovered || focused || stoppedByUser;

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs, next]);

  return {
    index,
    next,
    previous,
    goTo,
    paused,
    stoppedByUser,
    toggleStopped: () => setStoppedByUser((stopped) => !stopped),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
