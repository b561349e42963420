// Lighthouse (desktop preset, performance only) on /signin and on the calendar (/events, signed in as
// the first admin) over the demo season (`seed:demo`), for this build and for the build of
// BASELINE_REF (default: where this branch left main) served by the same server code in the same run, in turns. Each figure
// is the median of RUNS (default 3) cold loads, each in a fresh Chromium: one run on a busy machine
// is noise. JS KB = every script the page loaded, gzipped at level 9 as `bench:bundle` does.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { TOKEN_KEY } from '../src/api/token-storage';
import { mergeBase, servedBuilds } from './served-builds';
import { median } from './start-app';

const RUNS = Number(process.env.RUNS ?? 3);
/** Where to keep each run's full report (JSON), to see what shifted or blocked. */
const REPORT_DIR = process.env.REPORT_DIR;
/** `none` measures this build alone. */
const BASELINE_REF = process.env.BASELINE_REF ?? mergeBase();
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@example.com', password: 'lighthouse-bench-admin' };
const PAGES = [
  { path: '/signin', signedIn: false },
  { path: '/events', signedIn: true },
] as const;

const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

interface Figures {
  performance: number;
  cls: number;
  tbt: number;
  lcp: number;
  jsKb: number;
}

/** One cold load; Lighthouse's own trace failures (NO_NAVSTART on a busy machine) are run again. */
async function measure(url: string, token: string | null, reportName: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, token, reportName);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
    }
  }
}

class LighthouseRunError extends Error {}

async function measureOnce(url: string, token: string | null, reportName: string): Promise<Figures> {
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    if (token) await page.evaluateOnNewDocument((key: string, value: string) => localStorage.setItem(key, value), TOKEN_KEY, token);
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig, page);
    const lhr = result?.lhr;
    if (!lhr) throw new LighthouseRunError(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`);
    if (REPORT_DIR) writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    const requests = (lhr.audits['network-requests']?.details as { items: { url: string; resourceType?: string }[] }).items;
    const scripts = requests.filter((request) => request.resourceType === 'Script').map((request) => request.url);
    const js = (await Promise.all(scripts.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      jsKb: js / 1024,
    };
  } finally {
    await browser.close();
  }
}

const medianOf = (runs: Figures[]): Figures => ({
  performance: median(runs.map((run) => run.performance)),
  cls: median(runs.map((run) => run.cls)),
  tbt: median(runs.map((run) => run.tbt)),
  lcp: median(runs.map((run) => run.lcp)),
  jsKb: median(runs.map((run) => run.jsKb)),
});

const line = (label: string, figures: Figures, runs: Figures[]) =>
  `  ${label.padEnd(28)} perf ${String(figures.performance).padStart(3)}  CLS ${figures.cls.toFixed(3)}  TBT ${figures.tbt.toFixed(0).padStart(4)} ms  LCP ${figures.lcp.toFixed(0).padStart(5)} ms  JS ${figures.jsKb.toFixed(1).padStart(6)} KB gzip   (perf of each run: ${runs.map((run) => run.performance).join(', ')})`;

if (!process.env.SKIP_BUILD) await build({ logLevel: 'warn' });
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
const { targets, baseline, token, stop } = await servedBuilds('bench-lighthouse-', ADMIN, BASELINE_REF);
try {
  const results = new Map<string, Figures[]>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const target of targets) {
      for (const page of PAGES) {
        const key = `${page.path} ${target.label}`;
        const reportName = `${page.path.slice(1)}-${target === targets[0] && baseline ? 'baseline' : 'this'}-${run + 1}`;
        const figures = await measure(`${target.app.origin}${page.path}`, page.signedIn ? token : null, reportName);
        results.set(key, [...(results.get(key) ?? []), figures]);
        process.stdout.write('.');
      }
    }
  }
  console.log(`\n\nLighthouse 12 desktop, performance; median of ${RUNS} cold loads each, in turns:`);
  for (const page of PAGES) {
    console.log(`\n${page.path}${page.signedIn ? ' (signed in as admin, demo season)' : ''}`);
    for (const target of targets) {
      const runs = results.get(`${page.path} ${target.label}`)!;
      console.log(line(target.label, medianOf(runs), runs));
    }
  }
} finally {
  await stop();
}
