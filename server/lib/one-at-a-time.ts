/**
 * Runs tasks one after another, in the order they came: for work whose memory grows with each
 * task running at once (decoding a large image), so that many requests cost what one does.
 */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
