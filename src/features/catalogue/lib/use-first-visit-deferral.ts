import { useEffect, useState } from 'react';

// Whether this document's first page has been shown yet (module state: one document, one first page).
let firstPageShown = false;

/** A fresh visit: the address was opened (typed, a link from elsewhere), not reloaded or reached by back/forward. */
function openedFresh(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate';
}

/**
 * False for the first render of the page a visitor opened the app at, true a task after it has painted; true at
 * once everywhere else (issue 18, Lighthouse: the first render is the page's one long task, and a phone's first
 * screen holds only the list's first section). Only on a fresh visit: there is no scroll position to restore then,
 * so rendering the lower part a moment later moves nothing the visitor has seen.
 */
export function useRevealAfterFirstPaint(): boolean {
  const [revealed, setRevealed] = useState(() => firstPageShown || !openedFresh());
  useEffect(() => {
    firstPageShown = true;
    if (revealed) return undefined;
    const timer = setTimeout(() => setRevealed(true), 0);
    return () => clearTimeout(timer);
  }, [revealed]);
  return revealed;
}
