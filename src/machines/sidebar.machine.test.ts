import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { DESKTOP_MIN_WIDTH, sidebarMachine, type SidebarEvent } from './sidebar.machine';

const events: SidebarEvent[] = [
  { type: 'sidebar.toggle', width: 1280 },
  { type: 'sidebar.toggle', width: 375 },
  { type: 'sidebar.toggle', width: 800 },
  { type: 'sidebar.toggle', width: DESKTOP_MIN_WIDTH },
  { type: 'sidebar.close' },
  { type: 'sidebar.hover' },
  { type: 'sidebar.leave' },
  { type: 'sidebar.resize', width: 1280 },
  { type: 'sidebar.submenu', id: 'manage-users' },
  { type: 'sidebar.submenu', id: 'other' },
];

describe('sidebar machine: every shortest path', () => {
  const model = createTestModel(sidebarMachine, { events });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches expanded, collapsed, peeking and the open overlay', () => {
    const values = paths.map((path) => JSON.stringify(path.state.value));
    expect(values).toContain(JSON.stringify({ desktop: { collapsed: 'peeking' }, mobile: 'closed' }));
    expect(values).toContain(JSON.stringify({ desktop: 'expanded', mobile: 'open' }));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(sidebarMachine).start();
      await path.test({
        states: {
          '*': (state) => {
            expect(actor.getSnapshot().value).toEqual(state.value);
            expect(actor.getSnapshot().context.openSubmenu).toBe(state.context.openSubmenu);
          },
        },
        events: Object.fromEntries(events.map((event) => [event.type, ({ event: e }: { event: SidebarEvent }) => void actor.send(e)])),
      });
    });
  }
});

describe('sidebar machine: the rules of SPEC.md', () => {
  it('toggles desktop from 1024px and the overlay below it', () => {
    const actor = createActor(sidebarMachine).start();
    actor.send({ type: 'sidebar.toggle', width: DESKTOP_MIN_WIDTH - 1 });
    expect(actor.getSnapshot().value).toEqual({ desktop: 'expanded', mobile: 'open' });
    actor.send({ type: 'sidebar.toggle', width: DESKTOP_MIN_WIDTH });
    expect(actor.getSnapshot().value).toEqual({ desktop: { collapsed: 'resting' }, mobile: 'open' });
  });

  it('peeks only while collapsed', () => {
    const actor = createActor(sidebarMachine).start();
    actor.send({ type: 'sidebar.hover' });
    expect(actor.getSnapshot().matches({ desktop: 'expanded' })).toBe(true);
    actor.send({ type: 'sidebar.toggle', width: 1280 });
    actor.send({ type: 'sidebar.hover' });
    expect(actor.getSnapshot().matches({ desktop: { collapsed: 'peeking' } })).toBe(true);
  });

  it('keeps one submenu open at a time', () => {
    const actor = createActor(sidebarMachine).start();
    actor.send({ type: 'sidebar.submenu', id: 'a' });
    actor.send({ type: 'sidebar.submenu', id: 'b' });
    expect(actor.getSnapshot().context.openSubmenu).toBe('b');
    actor.send({ type: 'sidebar.submenu', id: 'b' });
    expect(actor.getSnapshot().context.openSubmenu).toBeNull();
  });
});
