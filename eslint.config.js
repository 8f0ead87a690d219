import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Features do not reach into each other (docs/architecture.md): each may import only itself of src/features.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features share through src/domain, src/components and src/app, not through each other.',
}));

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'src/gql/**', 'src/routeTree.gen.ts', 'locales/**/*.ts', 'locales/**/*.js', 'test-results/**', 'playwright-report/**', 'dev-dist/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'off',
      // src/gql/gql.ts holds a table of every document: only its types may be imported (src/app/graphql-tag.ts).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/gql/gql.ts', '**/gql/index.ts', '**/gql'], allowTypeImports: true, message: 'Import graphql from src/app/graphql-tag.ts.' }] },
      ],
      // The architecture's import rules (docs/architecture.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/domain', from: './src', except: ['./domain'], message: 'src/domain is pure: it imports nothing of the project.' },
            { target: './src/domain', from: './server', message: 'src/domain is pure.' },
            { target: './src/domain', from: './sw', message: 'src/domain is pure.' },
            { target: './src', from: './server', message: 'The PWA never imports the server.' },
            { target: './sw', from: './server', message: 'The service worker never imports the server.' },
            { target: './server', from: './src', except: ['./domain'], message: 'The server may import only src/domain.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
