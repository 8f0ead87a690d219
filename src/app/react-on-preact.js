// What a build made with CAREBOOK_RUNTIME=preact gives every `import ... from 'react'` (vite.config.ts aliases react
// and react-dom to Preact's compat layer: 10 KB gzip instead of React DOM's 62 KB, issue 18's first load). Preact 11's compat has
// the React 19 APIs the app and its libraries use (ref as a prop, `use`, useSyncExternalStore, useId) except
// <Activity>, which Mantine 9 uses for keepMounted panels and transitions; it is added here. Plain JavaScript:
// the code is typed against React, and Preact's compat types cannot be re-exported as a whole.
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's <Activity> as far as Mantine needs it: the children stay mounted (their state survives) and a
 * hidden one is not shown. A wrapper that takes no box of its own (`display: contents`) holds them, so switching
 * modes keeps the same tree; hidden, the wrapper is `display: none`. Unlike React's, effects of hidden children
 * keep running (Mantine's hidden panels and closed dropdowns have none that matter).
 * @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
