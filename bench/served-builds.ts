// The client of this checkout and of a baseline git ref, each served by an app process of its own
// over one demo season: the pair a browser bench measures in turns.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { startAppProcess, type AppProcess } from './app-process';
import { demoSeasonDir, signInAt } from './demo-season';

/** Where this branch left main: the baseline a bench measures against unless told another. */
export const mergeBase = (): string => execFileSync('git', ['merge-base', 'HEAD', 'main'], { encoding: 'utf8' }).trim().slice(0, 12);

/** The client of a git ref, built into a directory of its own (the same node_modules). */
function buildRef(ref: string): { distDir: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(process.cwd(), 'node_modules', '.baseline-build-'));
  const archive = execFileSync('git', ['archive', ref], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(root, 'node_modules'));
  execFileSync(path.join(process.cwd(), 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return { distDir: path.join(root, 'dist'), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export interface ServedBuild {
  label: string;
  app: AppProcess;
}

/**
 * The baseline's build (unless `baselineRef` is `none`) and this checkout's `dist/`, served over a
 * fresh demo season whose first admin is `admin`; `token` is the admin's session. `stop` ends the
 * apps and removes the baseline's build and the data, as does Ctrl+C.
 */
export async function servedBuilds(dataPrefix: string, admin: { email: string; password: string }, baselineRef: string) {
  if (baselineRef !== 'none') console.log(`building the baseline (${baselineRef}) …`);
  const baseline = baselineRef === 'none' ? null : buildRef(baselineRef);
  const dataDir = await demoSeasonDir(dataPrefix, admin);
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  const targets: ServedBuild[] = [];
  const stop = async () => {
    await Promise.all(targets.map((target) => target.app.stop()));
    baseline?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
  try {
    if (baseline) targets.push({ label: `baseline (${baselineRef})`, app: await startAppProcess({ ...env, BENCH_DIST_DIR: baseline.distDir }) });
    targets.push({ label: 'this build', app: await startAppProcess(env) });
    return { targets, baseline: baseline !== null, token: await signInAt(targets[0]!.app.origin, admin), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
