/** The ids FormField gives its hint and error, so a control can point at them. */
export const hintId = (controlId: string) => `${controlId}-hint`;
export const errorId = (controlId: string) => `${controlId}-error`;

export function describedBy(controlId: string, { error, hint }: { error?: unknown; hint?: unknown }) {
  const ids = [error ? errorId(controlId) : null, hint ? hintId(controlId) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
