import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
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

/**
 * Screens by area: each folder of src/routes imports only src/routes/shared and its own files, never
 * another area nor the app layer (the route tree, shell and sections at src/routes' root, which
 * compose the areas). shared/ imports neither. Made for every folder, so a new area is covered.
 */
const areas = readdirSync(new URL('./src/routes', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const areaBoundaries = [
  ...areas.map((area) => ({
    target: `./src/routes/${area}`,
    from: './src/routes',
    except: [`./${area}`, './shared'],
    message: `src/routes/${area} imports only src/routes/shared and its own files: take another area's section from shared/sections.`,
  })),
  { target: './src/routes/shared', from: './src/routes', except: ['./shared'], message: 'src/routes/shared imports no area and nothing of the app layer.' },
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
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...areaBoundaries] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
