import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DESKTOP_MIN_WIDTH, sidebarMachine } from './sidebar.machine';

// The machine's paths are driven through the rendered layout in routes/layout/AppLayout.test.tsx.

describe('sidebar machine: the rules of docs/screens.md', () => {
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
