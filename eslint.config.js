import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** DESIGN.md's one-way imports, enforced: a wrong import fails `npm test`. */
const boundaries = [
  { target: './src/design-system', from: ['./src/machines', './src/api', './src/routes'], message: 'The design system imports no machine, API module or route.' },
  { target: './src/machines', from: ['./src/routes', './src/design-system'], message: 'A machine imports no route or component.' },
  { target: './src/api/contract', from: ['./src', './server'], except: ['./api/contract'], message: 'The contract imports nothing of ours.' },
  { target: './src', from: './server', message: 'Browser code imports nothing from server/.' },
  { target: './server', from: './src', except: ['./api/contract'], message: 'The server imports nothing from src/ except src/api/contract.' },
  { target: './server/db', from: './server/modules', message: 'db/ imports no module.' },
  { target: './src/api', from: ['./src/routes', './src/machines', './src/design-system'], message: 'The API layer imports no route, machine or component.' },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A machine's path test drives it through the screen that uses it, so it renders routes.
    files: ['src/machines/*.paths.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries.filter((zone) => zone.target !== './src/machines') }] },
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
