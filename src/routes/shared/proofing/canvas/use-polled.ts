import { useEffect, useState } from 'react';

/** How often something the server is still making is asked again, and for how long at most. */
const POLL_MS = 3000;
const POLLS_MAX = 100;

/**
 * What the server makes in the background for a version (its tiles, its difference): asked once,
 * and again while `pending` says it is still being made. null until the first answer, and when it
 * cannot be read.
 */
export function usePolled<T>(load: (versionId: number) => Promise<T>, versionId: number, enabled: boolean, pending: (value: T) => boolean): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (polls: number) => {
      load(versionId)
        .then((answer) => {
          if (!live) return;
          setValue(answer);
          if (pending(answer) && polls < POLLS_MAX) timer = setTimeout(() => ask(polls + 1), POLL_MS);
        })
        .catch(() => live && setValue(null));
    };
    ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `load` and `pending` are module-level functions: the version and whether to ask decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [versionId, enabled]);
  return value;
}
