// React.lazy for a panel of a feature shown over the shell (a popover, an offer): its code and the rest of the
// message catalog arrive together, so it never renders before its words.
import { lazy, type ComponentType } from 'react';
import { ensureFullCatalog } from './i18n.ts';

export function lazyWithCatalog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    // Without the catalog (a failed download) the panel still opens; its words follow when they can.
    const [module] = await Promise.all([load(), ensureFullCatalog().catch(() => undefined)]);
    return module;
  });
}
