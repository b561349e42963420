// What the browser downloads: the gzip size of the JS (and, apart, the CSS) that /signin and the
// calendar (/events, signed in) load and of every lazy chunk, against the budgets, and against a
// bare React page built in the same run as the baseline. A budget is today's size with a little
// room, so that nothing grows unnoticed; the goal is where the page should get to (`npm test` fails
// over a budget, and only reports the distance to a goal). `npm run bench:lighthouse`
// counts the same scripts in a real browser. `npm run bench:bundle -- --packages` also builds the
// app with each npm package in a chunk of its own and lists what each page's scripts are made of,
// largest first: where a first load's kilobytes come from.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// 119.9 KB before the screens spoke seven languages; the i18n runtime (@lingui/core, 2.4 KB) and the
// English catalog it fetches (1.2 KB) came in with them (decision 20). The issue's ceiling is 125 KB.
// With the company's screens in the catalogs the English chunk holds only the messages that take
// values (0.9 KB; 3.0 KB whole, which put /signin at 125.6 KB): 123.5 KB. With a company's profile,
// search, artwork canvas and its places in mm in the catalogs (nine more messages that take values
// in the English chunk): 124.0 KB, within the issue's 125 KB.
const BUDGET_SIGNIN_KB = 124.5;
const GOAL_SIGNIN_KB = 120;
/**
 * The calendar page with FullCalendar, the only calendar, whose chunk it fetches as it opens (it was
 * fetched when the user first came to the calendar while the app drew the month itself: 155.6 KB).
 */
// 245.1 KB before the month's list view (the 375 px month) and the Undo of a move came in: 246.1 KB.
// 249.9 KB with the i18n runtime in the entry, the English catalog and the account's language;
// 251.1 KB with the nine messages above in the English catalog, which every first load fetches.
// 255.4 KB with the staff screens in the catalogs: the English staff chunk a staff page fetches
// before its first render (the 129 staff messages that take values, 3.7 KB) and their t() calls.
const BUDGET_EVENTS_KB = 256;
const GOAL_EVENTS_KB = 200;
const BUDGET_CHUNK_KB = 90;
/** The deep-zoom viewer (OpenSeadragon), loaded only once a review shows an artwork's tiles. */
const BUDGET_VIEWER_KB = 95;
const kb = (bytes) => bytes / 1024;
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

async function buildApp() {
  await build({ logLevel: 'warn' });
  return { dir: 'dist', manifest: JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) };
}

/** A page that only mounts React: the floor any React app pays. */
async function buildBaseline() {
  // Inside the project, so that it resolves the same react and react-dom.
  const root = mkdtempSync(join(process.cwd(), 'node_modules', '.bundle-baseline-'));
  writeFileSync(join(root, 'index.html'), '<div id="root"></div><script type="module" src="/main.jsx"></script>');
  writeFileSync(
    join(root, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  await build({ root, configFile: false, logLevel: 'warn', resolve: { alias: {} }, build: { outDir: join(root, 'dist'), manifest: true } });
  const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8'));
  const size = closure(manifest, ['index.html']).reduce((sum, file) => sum + gzipped(join(root, 'dist', file)), 0);
  rmSync(root, { recursive: true, force: true });
  return size;
}

/** The files a set of manifest entries load: their chunks, static imports and CSS. */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * Each page's scripts by npm package (the app's own modules as the build splits them), from a
 * build that gives every package a chunk of its own. Split so, a page weighs a few KB more than
 * in the real build (each chunk compresses alone), and a package's lazy parts (FullCalendar's time
 * grid) count with it: the figures are for comparing parts.
 */
async function listPackages() {
  const packageOf = (id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? null;
  const outDir = mkdtempSync(join(process.cwd(), 'node_modules', '.bundle-packages-'));
  const chunks = {};
  await build({
    logLevel: 'warn',
    build: {
      outDir,
      rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ debugName: 'by package', priority: 10, name: (id) => packageOf(id)?.replace(/[@/]/g, '_') ?? null }] } } },
    },
    plugins: [
      {
        name: 'chunk-sizes',
        generateBundle(_, bundle) {
          for (const [file, chunk] of Object.entries(bundle)) {
            if (chunk.type === 'chunk') chunks[file] = { gzip: gzipSync(chunk.code, { level: 9 }).length, imports: chunk.imports, name: chunk.name, entry: chunk.facadeModuleId ?? '' };
          }
        },
      },
    ],
  });
  rmSync(outDir, { recursive: true, force: true });
  const files = (sources) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      chunks[file].imports.forEach(visit);
    };
    Object.keys(chunks).filter((file) => sources.some((source) => chunks[file].entry.endsWith(source))).forEach(visit);
    return [...seen].sort((a, b) => chunks[b].gzip - chunks[a].gzip);
  };
  for (const [name, sources] of [
    ['/signin', ['index.html', 'routes/auth/SignInPage.tsx']],
    ['/events', ['index.html', 'routes/AppShell.tsx', 'routes/calendar/EventsPage.tsx', 'routes/calendar/FullEventCalendar.tsx']],
  ]) {
    const list = files(sources);
    console.log(`\n${name}, split by package: ${kb(list.reduce((sum, file) => sum + chunks[file].gzip, 0)).toFixed(1)} KB in ${list.length} scripts`);
    for (const file of list.filter((file) => chunks[file].gzip >= 512)) console.log(`  ${kb(chunks[file].gzip).toFixed(1).padStart(6)} KB  ${chunks[file].name}`);
  }
}

const { dir, manifest } = await buildApp();
const baseline = await buildBaseline();
const chunkOf = (source) => {
  const key = Object.keys(manifest).find((name) => name.endsWith(source));
  if (!key) throw new Error(`${source} is not a chunk of its own`);
  return key;
};
/** The gzip size of a page's scripts and, apart, of its style sheets. */
const pageSize = (keys) => {
  const files = closure(manifest, keys);
  const size = (pattern) => files.filter((file) => pattern.test(file)).reduce((sum, file) => sum + gzipped(join(dir, file)), 0);
  return { js: size(/\.js$/), css: size(/\.css$/) };
};
/** The English reader's catalog, which the entry fetches before the first render: part of every first load. */
const catalogChunk = (locale) => chunkOf(`virtual:catalog/${locale}`);
const pages = [
  { name: '/signin', budget: BUDGET_SIGNIN_KB, goal: GOAL_SIGNIN_KB, size: pageSize(['index.html', chunkOf('routes/auth/SignInPage.tsx'), catalogChunk('en')]) },
  {
    name: '/events',
    budget: BUDGET_EVENTS_KB,
    goal: GOAL_EVENTS_KB,
    size: pageSize([
      'index.html',
      chunkOf('routes/AppShell.tsx'),
      chunkOf('routes/calendar/EventsPage.tsx'),
      chunkOf('routes/calendar/FullEventCalendar.tsx'),
      catalogChunk('en'),
      chunkOf('virtual:staff-catalog/en'),
    ]),
  },
];

console.log(`baseline (a bare React page):  ${kb(baseline).toFixed(1)} KB gzip`);
let failed = false;
for (const { name, budget, goal, size } of pages) {
  const over = kb(size.js) > budget;
  failed ||= over;
  console.log(
    `${`${name} loads:`.padEnd(30)} ${kb(size.js).toFixed(1)} KB gzip of JS  (${(size.js / baseline).toFixed(2)}× baseline, budget ${budget} KB${over ? ', OVER' : ''}, goal ${goal} KB${kb(size.js) > goal ? ' not met' : ' met'}) and ${kb(size.css).toFixed(1)} KB of CSS`,
  );
}
console.log('\nlazy chunks (each with its own CSS):');
for (const [key, chunk] of Object.entries(manifest).filter(([, c]) => c.isDynamicEntry).sort()) {
  const size = [chunk.file, ...(chunk.css ?? [])].reduce((sum, file) => sum + gzipped(join(dir, file)), 0);
  const over = kb(size) > BUDGET_CHUNK_KB;
  failed ||= over;
  console.log(`  ${kb(size).toFixed(1).padStart(6)} KB  ${(size / baseline).toFixed(2)}×  ${key}${over ? `  OVER the ${BUDGET_CHUNK_KB} KB budget` : ''}`);
}
// The review screen: its page chunk, then the viewer it loads on top (what the page has not loaded already).
const reviewFiles = new Set(closure(manifest, ['index.html', chunkOf('routes/review/ReviewPage.tsx')]));
const viewerFiles = closure(manifest, [chunkOf('proofing/canvas/DeepZoom.tsx')]).filter((file) => !reviewFiles.has(file));
const viewerSize = viewerFiles.reduce((sum, file) => sum + gzipped(join(dir, file)), 0);
const viewerOver = kb(viewerSize) > BUDGET_VIEWER_KB;
failed ||= viewerOver;
console.log(`\nthe review's deep-zoom viewer: ${kb(viewerSize).toFixed(1)} KB gzip (${viewerFiles.length} files, budget ${BUDGET_VIEWER_KB} KB${viewerOver ? ', OVER' : ''})`);
// Each language's catalog, as a reader of it fetches it (compiled, gzip).
const catalogSizes = (section) =>
  Object.keys(manifest)
    .filter((key) => key.includes(`virtual:${section}/`))
    .sort()
    .map((key) => `${key.split('/').pop()} ${kb(gzipped(join(dir, manifest[key].file))).toFixed(1)} KB`)
    .join(', ');
console.log(`\neach language's catalog: ${catalogSizes('catalog')}`);
// The findings with figures, fetched with the first findings shown to a reader of another language than English.
console.log(`each language's findings catalog: ${catalogSizes('finding-catalog')}`);
// The staff screens' texts, English and German, fetched once a staff account is signed in.
console.log(`the staff screens' catalog: ${catalogSizes('staff-catalog')}`);
if (process.argv.includes('--packages')) await listPackages();
console.log(failed ? '\nOver budget.' : '\nWithin budget.');
process.exit(failed ? 1 : 0);
