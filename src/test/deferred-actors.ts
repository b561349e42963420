import { fromPromise } from 'xstate';

/**
 * Promise actors that the test settles by hand, so a machine runs its real logic while the test
 * decides what the server answered and when.
 */
export function deferredActors<const Ids extends readonly string[]>(ids: Ids) {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const inputs = new Map<string, unknown>();
  const actors = Object.fromEntries(
    ids.map((id) => [
      id,
      fromPromise(({ input }: { input: unknown }) => {
        inputs.set(id, input);
        return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      }),
    ]),
    // Typed as never so that they stand in for any machine's promise actors of the same name.
  ) as Record<Ids[number], never>;

  const settle = async (id: Ids[number], outcome: 'resolve' | 'reject', value: unknown) => {
    const waiting = pending.get(id);
    if (!waiting) throw new Error(`actor ${id} is not running`);
    pending.delete(id);
    waiting[outcome](value);
    // Microtasks only, so that this works under fake timers too: the actor's answer is a few promise hops away.
    for (let hop = 0; hop < 10; hop += 1) await Promise.resolve();
  };

  return {
    actors,
    lastInput: (id: Ids[number]) => inputs.get(id),
    resolve: (id: Ids[number], value: unknown) => settle(id, 'resolve', value),
    reject: (id: Ids[number], error: unknown) => settle(id, 'reject', error),
  };
}

/** An unsigned token carrying the given claims, as the browser sees one (it never verifies). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
