import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';

type Options<M extends AnyStateMachine> = {
  events: readonly unknown[];
  /** The event that led to the state, and the state before it, come next: a model may tell arrivals apart. */
  serializeState: (state: SnapshotFrom<M>, event?: { type: string }, previous?: SnapshotFrom<M>) => string;
  /** Which events to try in a state; by default, all of them. */
  filterEvents?: (state: SnapshotFrom<M>, event: { type: string }) => boolean;
  input?: unknown;
};

/**
 * A test model of a machine that invokes actors. createTestModel refuses those, so this builds the
 * TestModel itself, and matches `states` keys the way createTestModel does (state.matches), which a
 * bare TestModel does not: it would only ever run a '*' key.
 */
export function testModelOf<M extends AnyStateMachine>(machine: M, options: Options<M>) {
  return new TestModel<SnapshotFrom<M>, never, unknown>(machine as never, {
    ...(options as object),
    stateMatcher: (state: { matches: (key: never) => boolean }, key: string) => key === '*' || state.matches(key as never),
  } as never);
}
