import { toastDefaults } from '../tokens';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];
/** A button in the toast that does something about what it says ("Undo"); pressing it closes the toast. */
export type ToastAction = { label: string; onAction: () => void };
export type ToastItem = { id: number; tone: ToastTone; message: string; action?: ToastAction };

/** A toast with an action stays long enough to reach its button. */
export const ACTION_TOAST_DURATION_MS = 10_000;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

function show(tone: ToastTone, message: string, action?: ToastAction) {
  const id = nextId++;
  // The oldest toast gives way, so at most `limit` are ever on screen.
  update([...items, { id, tone, message, ...(action ? { action } : {}) }].slice(-toastDefaults.limit));
  return id;
}

/** Callable from anywhere (machines' side effects, screens): `toast.success('Saved!')`. */
export const toast = {
  success: (message: string, action?: ToastAction) => show('success', message, action),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  dismiss: (id: number) => update(items.filter((item) => item.id !== id)),
  clear: () => update([]),
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => items,
};
