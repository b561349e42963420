// What the browser downloads: the gzip size of what /signin loads and of every lazy chunk, against
// the budgets, and against a bare React page built in the same run as the baseline.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_SIGNIN_KB = 150;
const BUDGET_CHUNK_KB = 90;
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

const { dir, manifest } = await buildApp();
const baseline = await buildBaseline();
const signInKey = Object.keys(manifest).find((key) => key.endsWith('routes/auth/SignInPage.tsx'));
if (!signInKey) throw new Error('SignInPage is not a chunk of its own');
const signIn = closure(manifest, ['index.html', signInKey]).reduce((sum, file) => sum + gzipped(join(dir, file)), 0);

console.log(`baseline (a bare React page):  ${kb(baseline).toFixed(1)} KB gzip`);
console.log(`/signin loads:                 ${kb(signIn).toFixed(1)} KB gzip  (${(signIn / baseline).toFixed(2)}× baseline, budget ${BUDGET_SIGNIN_KB} KB)`);
console.log('\nlazy chunks (each with its own CSS):');
let failed = kb(signIn) > BUDGET_SIGNIN_KB;
for (const [key, chunk] of Object.entries(manifest).filter(([, c]) => c.isDynamicEntry).sort()) {
  const size = [chunk.file, ...(chunk.css ?? [])].reduce((sum, file) => sum + gzipped(join(dir, file)), 0);
  const over = kb(size) > BUDGET_CHUNK_KB;
  failed ||= over;
  console.log(`  ${kb(size).toFixed(1).padStart(6)} KB  ${(size / baseline).toFixed(2)}×  ${key}${over ? `  OVER the ${BUDGET_CHUNK_KB} KB budget` : ''}`);
}
console.log(failed ? '\nOver budget.' : '\nWithin budget.');
process.exit(failed ? 1 : 0);
