import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The app shell's sources: what the business home and the services list show before anyone touches them (header,
// footer, tab bar, home, services, error pages, toasts, dialogs). Their messages form a small catalog loaded at
// start; the rest of the app's messages load with the first other page or lazy panel (src/app/i18n.ts,
// src/app/shell-paths.ts, docs/decisions.md "Two catalogs").
const SERVICES_LIST = ['ServicesPage', 'ServicesSkeleton', 'CategoryPicker', 'ProductCard'].map((name) => `src/features/catalogue/components/${name}.tsx`);
const SHELL_SOURCES = ['src/main.tsx', 'src/routes/__root.tsx', 'src/app', 'src/components/layout', 'src/components/pages', 'src/features/business', ...SERVICES_LIST];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'pt'],
  catalogs: [
    {
      path: '<rootDir>/locales/shell/{locale}',
      include: SHELL_SOURCES,
    },
    {
      path: '<rootDir>/locales/{locale}',
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/gql/**', 'src/routeTree.gen.ts', ...SHELL_SOURCES.map((source) => (source.endsWith('.tsx') ? source : `${source}/**`))],
    },
    {
      // Server mail (server/mail/mail-i18n.ts reads these at start); messages carry explicit ids.
      path: '<rootDir>/locales/mail/{locale}',
      include: ['server/mail'],
    },
  ],
  // File names without line numbers: catalogs change only when messages do, not whenever code moves.
  format: formatter({ lineNumbers: false }),
});
