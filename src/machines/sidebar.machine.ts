import { assign, setup } from 'xstate';

/** docs/screens.md: the toggle behaves as on desktop from this window width. */
export const DESKTOP_MIN_WIDTH = 1024;

export type SidebarEvent =
  | { type: 'sidebar.toggle'; width: number }
  | { type: 'sidebar.close' }
  | { type: 'sidebar.hover' }
  | { type: 'sidebar.leave' }
  | { type: 'sidebar.resize'; width: number }
  | { type: 'sidebar.submenu'; id: string };

const isDesktop = ({ event }: { event: SidebarEvent }) =>
  (event.type === 'sidebar.toggle' || event.type === 'sidebar.resize') && event.width >= DESKTOP_MIN_WIDTH;

/**
 * The sidebar: expanded or collapsed on desktop (peeking open while hovered), open or closed as
 * an overlay on smaller screens, and at most one submenu open.
 */
export const sidebarMachine = setup({
  types: {
    context: {} as { openSubmenu: string | null },
    events: {} as SidebarEvent,
  },
  guards: { isDesktop },
}).createMachine({
  id: 'sidebar',
  type: 'parallel',
  context: { openSubmenu: null },
  on: {
    'sidebar.submenu': {
      actions: assign({ openSubmenu: ({ context, event }) => (context.openSubmenu === event.id ? null : event.id) }),
    },
  },
  states: {
    desktop: {
      initial: 'expanded',
      states: {
        expanded: { on: { 'sidebar.toggle': { guard: 'isDesktop', target: 'collapsed' } } },
        collapsed: {
          initial: 'resting',
          on: { 'sidebar.toggle': { guard: 'isDesktop', target: 'expanded' } },
          states: {
            resting: { on: { 'sidebar.hover': 'peeking' } },
            peeking: { on: { 'sidebar.leave': 'resting' } },
          },
        },
      },
    },
    mobile: {
      initial: 'closed',
      states: {
        closed: { on: { 'sidebar.toggle': { guard: ({ event }) => !isDesktop({ event }), target: 'open' } } },
        open: {
          on: {
            'sidebar.toggle': { guard: ({ event }) => !isDesktop({ event }), target: 'closed' },
            'sidebar.close': 'closed',
            'sidebar.resize': { guard: 'isDesktop', target: 'closed' },
          },
        },
      },
    },
  },
});
