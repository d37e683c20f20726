import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own (a Suspense boundary; nothing inside
 * suspends, so there is never a fallback to show). React hydrates such parts one by one in short,
 * interruptible steps, and the part the visitor points at or clicks first; without them a long page
 * is hydrated as one long task that blocks the main thread.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
