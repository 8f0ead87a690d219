import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Yoga and Pothos load graphql's CommonJS build; point our own imports at the same copy so that
// instanceof checks (GraphQLError, GraphQLSchema) hold across both.
const graphqlCjs = fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One PGlite per file; files run one after another to keep memory and CPU sane on 2 cores.
          fileParallelism: false,
          // On PostgreSQL the migrations run once, into a template each file's database is copied from.
          globalSetup: ['tests/server/helpers/template-db.ts'],
        },
      },
    ],
  },
});
