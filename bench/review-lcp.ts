// npm run bench:review-lcp — the review page's first view of a 20,000 × 14,000 px poster in
// Chromium: the page with the deep-zoom canvas over the poster's tiles, against the same page with
// today's preview (the poster file itself in an <img>, what the page shows while tiles are being
// made: here the tiles' answer says `pending`), in turns in the same run against the same server.
// Each figure: Largest Contentful Paint as Chromium reports it (a canvas is no LCP candidate, so for
// the deep-zoom page it is the largest text or image around it), and when the artwork itself was
// first drawn (the deep zoom's first complete view, or the preview image decoded), medians of RUNS.
// Needs a built client (`npx vite build`).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { TOKEN_KEY } from '../src/api/token-storage';
import { DRAWN_MARK } from '../src/routes/shared/proofing/canvas/projection';
import { remakeTiles } from '../server/modules/proofing/tiles-job';
import { startAppProcess } from './app-process';
import { openDemoSeason } from './demo-season';
import { writePoster } from './poster';
import { median } from './start-app';

const RUNS = Number(process.env.RUNS ?? 3);
const WIDTH = Number(process.env.POSTER_WIDTH ?? 20_000);
const HEIGHT = Number(process.env.POSTER_HEIGHT ?? 14_000);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@example.com', password: 'review-lcp-bench-admin' };
/** How long a first view may take before it counts as never drawn. */
const GIVE_UP_MS = 120_000;

/**
 * The demo season, with one submitted PNG version's file swapped for the poster (the file check
 * would refuse its pixel count, so it is put in place as the server's storage keeps files) and its
 * tiles asked for again. Returns the data directory and that version's id.
 */
async function seeded(): Promise<{ dir: string; versionId: number }> {
  const { dir, db, app } = await openDemoSeason('bench-review-lcp-', ADMIN);
  const version = await db.selectFrom('artwork_versions').select(['id']).where('format', '=', 'png').where('submitted_at', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const file = path.join(dir, 'poster.png');
  await writePoster(file, WIDTH, HEIGHT);
  const key = await app.storage.adopt(file, 'artwork');
  await db.updateTable('artwork_versions').set({ storage_key: key, original_name: 'poster.png' }).where('id', '=', version.id).execute();
  await remakeTiles(db, version.id);
  await app.close();
  await db.destroy();
  return { dir, versionId: version.id };
}

interface Figures {
  lcpMs: number;
  lcpElement: string;
  artworkMs: number;
}

async function firstView(page: Page, url: string, preview: boolean): Promise<Figures> {
  await page.goto(url);
  const drawn = await page
    .waitForFunction(
      ([preview, mark]) => {
        if (!preview) return performance.getEntriesByName(mark).length > 0;
        const image = document.querySelector<HTMLImageElement>('img[src^="blob:"]');
        return Boolean(image?.complete && image.naturalWidth > 0);
      },
      [preview, DRAWN_MARK] as const,
      { timeout: GIVE_UP_MS, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);
  // The preview counts once its pixels are decoded and painted; the canvas once its view is complete.
  const artworkMs = drawn
    ? await page.evaluate(async ([preview, mark]) => {
        if (!preview) return performance.getEntriesByName(mark)[0]!.startTime;
        await document.querySelector<HTMLImageElement>('img[src^="blob:"]')!.decode();
        // Two frames: the decoded pixels painted (no named helpers in here: tsx would wrap them).
        for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        return performance.now();
      }, [preview, DRAWN_MARK] as const)
    : Number.NaN;
  // LCP entries arrive after their paint: read them once the page has had a moment to report.
  await page.waitForTimeout(1000);
  const lcp = await page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          resolve({ ms: last.startTime, element: last.element ? `${last.element.tagName.toLowerCase()}${last.element.textContent ? `: ${last.element.textContent.slice(0, 40)}` : ''}` : '(gone)' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return { lcpMs: lcp.ms, lcpElement: lcp.element, artworkMs };
}

const { dir, versionId } = await seeded();
const app = await startAppProcess({ DATA_DIR: dir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const login = await fetch(`${app.origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  // The poster's tiles are made by the app's jobs runner: wait until they are ready.
  const started = Date.now();
  for (;;) {
    const set = (await (await fetch(`${app.origin}/api/artwork/version/${versionId}/tiles`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string };
    if (set.status === 'ready') break;
    if (set.status === 'failed') throw new Error('the poster could not be tiled');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`poster ${WIDTH} × ${HEIGHT} px tiled by the app in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const url = `${app.origin}/review/${versionId}`;
  const runs: Record<'canvas' | 'preview', Figures[]> = { canvas: [], preview: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const mode of ['canvas', 'preview'] as const) {
      // A fresh profile each time: a cold first view, with nothing cached.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
      const page = await context.newPage();
      if (mode === 'preview') await page.route('**/api/artwork/version/*/tiles', (route) => route.fulfill({ json: { status: 'pending', pageCount: 1, pages: [] } }));
      runs[mode].push(await firstView(page, url, mode === 'preview'));
      await context.close();
    }
  }
  const ms = (value: number) => (Number.isNaN(value) ? 'never' : `${Math.round(value)} ms`);
  for (const mode of ['canvas', 'preview'] as const) {
    const figures = runs[mode];
    const label = mode === 'canvas' ? 'deep-zoom canvas (tiles)' : "today's preview (the file)";
    console.log(
      `${label.padEnd(28)} LCP ${ms(median(figures.map((figure) => figure.lcpMs))).padStart(8)} (${figures[0]!.lcpElement}) | artwork drawn ${ms(median(figures.map((figure) => figure.artworkMs))).padStart(8)}   runs: ${figures.map((figure) => `${ms(figure.lcpMs)}/${ms(figure.artworkMs)}`).join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
