import type { FastifyBaseLogger } from 'fastify';

/** Work done after the answer has gone, so that its duration reveals nothing to the caller. */
export interface Background {
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished. */
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done: Promise<void> = task()
        .then(() => undefined, (error: unknown) => log.error({ err: error }, `${label} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
