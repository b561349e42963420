import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * The server's floors, from the bottom: db/ and lib/, then jobs/ and storage/, then plugins/,
 * then modules/, then app.ts, main.ts, demo/ and ops/. A floor imports only floors below it.
 */
const SERVER_FLOORS = [
  ['./server/db', './server/lib'],
  ['./server/jobs', './server/storage'],
  ['./server/plugins'],
  ['./server/modules'],
  ['./server/app.ts', './server/main.ts', './server/demo', './server/ops'],
];
function serverLayers() {
  return SERVER_FLOORS.slice(0, -1).flatMap((floor, level) =>
    floor.map((target) => ({
      target,
      from: SERVER_FLOORS.slice(level + 1).flat(),
      message: `${target.slice(2)} sits below ${SERVER_FLOORS.slice(level + 1).flat().map((path) => path.slice(2)).join(', ')}: it imports none of them.`,
    })),
  );
}

/**
 * What each server module lets other modules use: its stated public files. Anything else in a
 * module is its own; another module that needs it asks for it to be made public here.
 */
const SERVER_MODULE_PUBLIC = {
  accounts: ['account-writes.ts', 'deletion-impact-repository.ts', 'page-window.ts', 'profile-repository.ts', 'routes.ts'],
  audit: ['repository.ts'],
  'approval-flows': ['service.ts'],
  companies: ['invitation.ts', 'repository.ts'],
  'email-templates': ['service.ts'],
  events: ['actor.ts', 'repository.ts', 'service.ts'],
  guests: ['access.ts', 'invite.ts', 'repository.ts'],
  mail: ['company-email.ts', 'email.ts', 'email-changed-email.ts', 'invite-email.ts', 'organiser-emails.ts', 'queue.ts', 'repository.ts', 'reset-email.ts'],
  matrix: ['matrix.ts', 'owed.ts'],
  preflight: ['index.ts', 'test-corpus.ts', 'test-fault-corpus.ts'],
  proofing: ['changes-made.ts', 'decision-notes.ts', 'report.ts'],
  requirements: ['checklist.ts', 'checklist-repository.ts', 'deadlines.ts', 'extensions-repository.ts', 'repository.ts', 'service.ts'],
  reviews: ['repository.ts', 'waiting-stages.ts'],
  uploads: ['check-repository.ts', 'versions-repository.ts', 'versions-service.ts'],
  users: ['repository.ts'],
};
function serverModuleZones() {
  const modules = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const publicFiles = (module) => (SERVER_MODULE_PUBLIC[module] ?? []).map((file) => `./${module}/${file}`);
  return modules.map((module) => ({
    target: `./server/modules/${module}`,
    from: './server/modules',
    except: [`./${module}`, ...modules.filter((other) => other !== module).flatMap(publicFiles)],
    message: 'A module imports another module only through its public files (SERVER_MODULE_PUBLIC in eslint.config.js).',
  }));
}

/**
 * The modules' floors, from the bottom: a module imports only modules on the floors below it, never
 * one on its own floor or above. The artwork core flows uploads → proofing → reviews: the file
 * check (preflight) is on the ground floor, far below uploads, for it imports no module (a stored
 * file and a print specification in, a report out); proofing reads versions through uploads'
 * public files; reviews decide on versions and carry proofing's open annotations (and which of the
 * carried ones changed at their place) into their email;
 * matrix and handoff read all three. A rule of a higher floor that a lower one applies is handed
 * down by the app (see uploads/artwork-lock.ts). A folder listed here that does not exist yet is
 * simply not matched; a module folder missing from this list fails src/import-boundaries.test.ts.
 * docs/ARCHITECTURE.md draws these floors.
 */
export const SERVER_MODULE_FLOORS = [
  ['audit', 'health', 'preflight'],
  ['email-templates'],
  ['mail'],
  ['users'],
  ['accounts', 'auth'],
  ['companies', 'organisers', 'owner-admins'],
  ['events'],
  ['requirements', 'search', 'guests'],
  ['approval-flows', 'uploads'],
  ['proofing'],
  ['reviews'],
  ['handoff', 'matrix'],
  ['dashboard'],
];
function serverModuleFloors() {
  return SERVER_MODULE_FLOORS.flatMap((floor, level) => {
    const above = SERVER_MODULE_FLOORS.slice(level + 1).flat();
    return floor.map((module) => {
      const notBelow = [...floor.filter((other) => other !== module), ...above];
      return {
        target: `./server/modules/${module}`,
        from: notBelow.map((other) => `./server/modules/${other}`),
        message: `server/modules/${module} is on floor ${level + 1} of SERVER_MODULE_FLOORS (eslint.config.js): it imports no module on its floor or above (${notBelow.join(', ')}).`,
      };
    });
  }).filter((zone) => zone.from.length > 0);
}

/** The one-way imports of docs/ARCHITECTURE.md, enforced: a wrong import fails `npm test`. */
const boundaries = [
  { target: './src/design-system', from: ['./src/machines', './src/api', './src/routes'], message: 'The design system imports no machine, API module or route.' },
  { target: './src/machines', from: ['./src/routes', './src/design-system'], message: 'A machine imports no route or component.' },
  { target: './src/api/contract', from: ['./src', './server'], except: ['./api/contract'], message: 'The contract imports nothing of ours.' },
  { target: './src', from: './server', message: 'Browser code imports nothing from server/.' },
  { target: './server', from: './src', except: ['./api/contract'], message: 'The server imports nothing from src/ except src/api/contract.' },
  ...serverLayers(),
  ...serverModuleZones(),
  { target: './src/api', from: ['./src/routes', './src/machines', './src/design-system'], message: 'The API layer imports no route, machine or component.' },
  {
    target: ['./src/routes', './src/test', './src/main.tsx'],
    from: './src/design-system',
    // The toasts' chunk is fetched with the first toast, so it is imported by its own path.
    except: ['./index.ts', './styles.css.ts', './looks', './testing', './Toast/Toaster.tsx'],
    message: 'Take the design system from its public index (components, their classes, icons), or for a screen’s .css.ts from styles.css.ts (tokens) and looks/ (shared looks), never from its internals.',
  },
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
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverModuleFloors(), ...areaBoundaries] }],
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
    // A module's test may set up its data through a module above it (an accounts test lists
    // companies); the floors hold the product's code. Tests keep to the public files.
    files: ['server/modules/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...areaBoundaries] }] },
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
