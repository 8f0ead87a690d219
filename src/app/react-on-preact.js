// What a production build (not one made with CAREBOOK_RUNTIME=react) gives every `import ... from 'react'`
// (vite.config.ts aliases react and react-dom to Preact's compat layer: 10 KB gzip instead of React DOM's 62 KB, issue
// 18's first load). Preact 11's compat has the React 19 APIs the app and its libraries use (ref as a prop, `use`,
// useSyncExternalStore, useId) except <Activity>, which Mantine 9 uses for keepMounted panels and transitions; it is
// added here. Plain JavaScript: the code is typed against React, and Preact's compat types cannot be re-exported as
// a whole.
import { options } from 'preact';
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

/*
 * Effects when React runs them. Preact runs useEffect callbacks after the next frame (requestAnimationFrame, or 35 ms
 * at the latest); React runs them right after its commit: at once for a keyboard or click event's update, otherwise
 * in its scheduler's next task (a MessageChannel message), usually before the browser paints. Code written for React
 * leans on that: Mantine's modal returns the focus from an effect (plus 10 ms), so a key pressed just after Escape
 * reached the page before the focus was back on Preact (account.spec's keyboard test), and every chain of
 * "effect sets state, renders, next effect" (loading a draft, a session check, a wizard step) waited one frame per
 * link. Preact's hook for this (`options.requestAnimationFrame`, which its test utilities also replace) now runs them
 * in the next task, as React's scheduler does.
 */
const effectsChannel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
/** @type {Array<() => void>} */
let pendingEffectFlushes = [];
if (effectsChannel) {
  effectsChannel.port1.onmessage = () => {
    const flushes = pendingEffectFlushes;
    pendingEffectFlushes = [];
    for (const flush of flushes) flush();
  };
  options.requestAnimationFrame = (flush) => {
    pendingEffectFlushes.push(flush);
    if (pendingEffectFlushes.length === 1) effectsChannel.port2.postMessage(null);
  };
}

/*
 * Controlled form fields as React keeps them. React puts a controlled <input>, <textarea> or <select> back to the
 * value (or `checked`) it was last rendered with after every input/change event, so a change the handler refuses
 * (the weight field refusing the "x" of "82.x") never stays on screen. Preact writes a field only when it renders
 * it again, and a refused change renders nothing: the typed text stayed. Here every rendered field remembers its
 * props (`options.diffed`; `__e` is the vnode's DOM node, the name Preact's own addons read), and after each
 * input/change event, once the renders the handler queued have run (two microtasks: the handler's state updates
 * queue theirs in between), a field whose DOM differs from its last rendered value is put back.
 */
/** @type {WeakMap<Element, Record<string, unknown>>} */
const renderedFieldProps = new WeakMap();
/** @type {Set<Element>} */
const toRestore = new Set();
const FIELD = /^(?:input|textarea|select)$/;

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  if (previousDiffed) previousDiffed(vnode);
  const dom = vnode.__e;
  if (dom && typeof vnode.type === 'string' && FIELD.test(vnode.type)) renderedFieldProps.set(dom, vnode.props);
};

/** @param {HTMLInputElement} field */
function restoreField(field) {
  const props = renderedFieldProps.get(field);
  if (!props || !field.isConnected || field.type === 'file') return;
  const { value, checked } = props;
  if (value != null && !Array.isArray(value) && field.value !== String(value)) field.value = String(value);
  if (checked != null && field.checked !== Boolean(checked)) field.checked = Boolean(checked);
}

function restoreFields() {
  for (const field of toRestore) {
    restoreField(/** @type {HTMLInputElement} */ (field));
    // A refused radio choice also unchecked the group's checked one: put the whole group back.
    if (field instanceof HTMLInputElement && field.type === 'radio' && field.name) {
      for (const other of document.getElementsByName(field.name)) if (other !== field) restoreField(/** @type {HTMLInputElement} */ (other));
    }
  }
  toRestore.clear();
}

const previousEvent = options.event;
options.event = (event) => {
  const e = previousEvent ? previousEvent(event) : event;
  const field = e.target;
  if ((e.type === 'input' || e.type === 'change') && field && renderedFieldProps.has(field)) {
    if (toRestore.size === 0) queueMicrotask(() => queueMicrotask(restoreFields));
    toRestore.add(field);
  }
  return e;
};
