import { emit, fromPromise, setup } from 'xstate';

export type TaskInput = { run: (argument: unknown) => Promise<unknown> };
/** `argument` is what this run is for, e.g. the list's current search. */
export type TaskEvent = { type: 'task.run'; argument?: unknown };
export type TaskEmitted = { type: 'task.done'; output: unknown } | { type: 'task.failed'; error: unknown };

/**
 * A one-off request a button starts, such as a CSV export: idle → running → idle, reporting how it
 * went. A second press while it runs is ignored.
 */
export const taskMachine = setup({
  types: {
    context: {} as TaskInput,
    input: {} as TaskInput,
    events: {} as TaskEvent,
    emitted: {} as TaskEmitted,
  },
  actors: {
    run: fromPromise<unknown, TaskInput & { argument: unknown }>(({ input }) => input.run(input.argument)),
  },
}).createMachine({
  id: 'task',
  initial: 'idle',
  context: ({ input }) => input,
  states: {
    idle: { on: { 'task.run': 'running' } },
    running: {
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context, event }) => ({ run: context.run, argument: event.argument }),
        onDone: { target: 'idle', actions: emit(({ event }) => ({ type: 'task.done' as const, output: event.output })) },
        onError: { target: 'idle', actions: emit(({ event }) => ({ type: 'task.failed' as const, error: event.error })) },
      },
    },
  },
});
