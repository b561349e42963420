import { availableParallelism } from 'node:os';

/** A PDF's pages rendered and tiled at once: one per core the process may use. */
export const PAGES_AT_ONCE = Math.max(1, availableParallelism());

/**
 * Runs `work` for each page, `atOnce` pages side by side, in order of the list. The first page is
 * always begun; another only while `withinBudget()` holds, and none after a failure, which is
 * thrown once every page begun has ended (so none is left writing after its caller has cleaned
 * up). Answers whether pages were left for later.
 */
export async function eachPage(pages: readonly number[], work: (page: number) => Promise<void>, withinBudget: () => boolean = () => true, atOnce = PAGES_AT_ONCE): Promise<{ leftOver: boolean }> {
  let next = 0;
  let leftOver = false;
  let failed = false;
  const worker = async () => {
    while (next < pages.length && !failed) {
      if (next > 0 && !withinBudget()) {
        leftOver = true;
        return;
      }
      const page = pages[next++]!;
      try {
        await work(page);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(atOnce, pages.length) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return { leftOver };
}
