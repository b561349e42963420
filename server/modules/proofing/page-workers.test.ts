import { describe, expect, it } from 'vitest';
import { eachPage } from './page-workers';

/** A page's work that waits until `release` is called for it, recording what ran when. */
function gatedWork() {
  const running = new Set<number>();
  const begun: number[] = [];
  const ended: number[] = [];
  const gates = new Map<number, () => void>();
  let most = 0;
  const work = (page: number) =>
    new Promise<void>((resolve) => {
      running.add(page);
      begun.push(page);
      most = Math.max(most, running.size);
      gates.set(page, () => {
        running.delete(page);
        ended.push(page);
        resolve();
      });
    });
  /** Lets the oldest running page end, once the work has had a turn to begin the next. */
  const releaseAll = async (done: Promise<unknown>) => {
    let finished = false;
    void done.finally(() => (finished = true)).catch(() => {});
    while (!finished) {
      await new Promise((resolve) => setImmediate(resolve));
      const [page] = running;
      if (page !== undefined) gates.get(page)!();
    }
  };
  return { work, begun, ended, releaseAll, most: () => most };
}

describe('pages worked side by side', () => {
  it('runs as many pages at once as it is given, each once, in order', async () => {
    const gated = gatedWork();
    const done = eachPage([1, 2, 3, 4, 5], gated.work, undefined, 2);
    await gated.releaseAll(done);
    expect(await done).toEqual({ leftOver: false });
    expect(gated.most()).toBe(2);
    expect(gated.begun).toEqual([1, 2, 3, 4, 5]);
    expect([...gated.ended].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('begins the first page whatever the budget, and no other once it is spent', async () => {
    const gated = gatedWork();
    const done = eachPage([4, 5, 6], gated.work, () => false, 2);
    await gated.releaseAll(done);
    expect(await done).toEqual({ leftOver: true });
    expect(gated.begun).toEqual([4]);
  });

  it('begins no page after a failure, and throws it once the pages begun have ended', async () => {
    const ended: number[] = [];
    const called: number[] = [];
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const work = async (page: number) => {
      called.push(page);
      if (page === 1) {
        await slow;
        ended.push(page);
        return;
      }
      throw new Error(`page ${page} failed`);
    };
    const done = eachPage([1, 2, 3, 4], work, undefined, 2);
    let settled = false;
    void done.catch(() => {}).finally(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    release();
    await expect(done).rejects.toThrow('page 2 failed');
    expect(ended).toEqual([1]);
    expect(called).toEqual([1, 2]);
  });
});
