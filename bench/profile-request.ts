// When a signed-in page load gets its profile answer (`GET /api/user/profile`, which settles the
// session before the guarded page renders), for this build and for BASELINE_REF's (default: where
// this branch left main), served by the same server code over the demo season, in turns. Each load
// is cold (a fresh browser context: no cache); figures are the page's own Resource Timing, from the
// navigation's start, and when the page's heading was in the document. LATENCIES (ms, default
// `0,40`): each load once with no added latency (loopback) and once with that much added to every
// request through Chromium's network emulation.
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { TOKEN_KEY } from '../src/api/token-storage';
import { mergeBase, servedBuilds } from './served-builds';
import { median } from './start-app';

const RUNS = Number(process.env.RUNS ?? 5);
/** `none` measures this build alone. */
const BASELINE_REF = process.env.BASELINE_REF ?? mergeBase();
const PATHS = (process.env.PATHS ?? '/events,/').split(',');
const LATENCIES = (process.env.LATENCIES ?? '0,40').split(',').map(Number);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@example.com', password: 'profile-bench-admin' };

/** One load's figures, in ms from the navigation's start. */
interface Load {
  /** The profile request left the page. */
  profileSent: number;
  /** Its answer had arrived. */
  profileAnswered: number;
  /** The session's steps (`session.steps-*.js`) had arrived. */
  stepsArrived: number;
  /** The page's heading (its `h1`) was in the document: the guarded page had rendered. */
  headingShown: number;
}

async function load(browser: Browser, url: string, token: string, latency: number): Promise<Load> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await context.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('h1')) return;
        document.documentElement.dataset.headingShown = String(performance.now());
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    if (latency > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.goto(url);
    const figures = await page.waitForFunction(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const profile = entries.find((entry) => new URL(entry.name).pathname === '/api/user/profile');
      const steps = entries.find((entry) => /\/session\.steps-[^/]+\.js$/.test(entry.name));
      const headingShown = Number(document.documentElement.dataset.headingShown);
      return profile && steps && headingShown ? { profileSent: profile.startTime, profileAnswered: profile.responseEnd, stepsArrived: steps.responseEnd, headingShown } : null;
    });
    return (await figures.jsonValue())!;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => value.toFixed(0).padStart(5);

if (!process.env.SKIP_BUILD) await build({ logLevel: 'warn' });
const { targets, token, stop } = await servedBuilds('bench-profile-', ADMIN, BASELINE_REF);
const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const results = new Map<string, Load[]>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const latency of LATENCIES) {
      for (const path of PATHS) {
        for (const target of targets) {
          const key = `${path} ${latency} ${target.label}`;
          results.set(key, [...(results.get(key) ?? []), await load(browser, `${target.app.origin}${path}`, token, latency)]);
          process.stdout.write('.');
        }
      }
    }
  }
  console.log(`\n\nA signed-in load's profile answer, ms from the navigation's start; median of ${RUNS} cold loads each, in turns:`);
  for (const latency of LATENCIES) {
    for (const path of PATHS) {
      console.log(`\n${path}, ${latency ? `${latency} ms added to each request` : 'loopback, nothing added'}`);
      for (const target of targets) {
        const loads = results.get(`${path} ${latency} ${target.label}`)!;
        const early = loads.filter((one) => one.profileSent < one.stepsArrived).length;
        console.log(
          `  ${target.label.padEnd(24)} answered ${ms(median(loads.map((one) => one.profileAnswered)))}  sent ${ms(median(loads.map((one) => one.profileSent)))}  steps arrived ${ms(median(loads.map((one) => one.stepsArrived)))}  heading ${ms(median(loads.map((one) => one.headingShown)))}  sent before the steps arrived: ${early} of ${loads.length}   (answered in each run: ${loads.map((one) => one.profileAnswered.toFixed(0)).join(', ')})`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await stop();
}
