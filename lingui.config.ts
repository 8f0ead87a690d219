import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'pt'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/gql/**', 'src/routeTree.gen.ts'],
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
