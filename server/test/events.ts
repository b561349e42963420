/** Fixtures of the event tests; the accounts they act as come from server/test/accounts.ts. */

/** A valid all-day event body, `days` from today. */
export function eventInput(overrides: Record<string, unknown> = {}, days = 10) {
  const start = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + (days + 2) * 86_400_000).toISOString().slice(0, 10);
  return { name: 'Tech Expo', category: 'Primary', allDay: true, start, end, venue: 'Hall A', location: 'Berlin', ...overrides };
}
