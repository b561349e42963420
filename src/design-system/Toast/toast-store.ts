import { toastDefaults } from '../tokens';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];
export type ToastItem = { id: number; tone: ToastTone; message: string };

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

function show(tone: ToastTone, message: string) {
  const id = nextId++;
  // The oldest toast gives way, so at most `limit` are ever on screen.
  update([...items, { id, tone, message }].slice(-toastDefaults.limit));
  return id;
}

/** Callable from anywhere (machines' side effects, screens): `toast.success('Saved!')`. */
export const toast = {
  success: (message: string) => show('success', message),
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
