/** Date and time helpers of the events contract: pure, the same in the browser and on the server. */

export const DAY_MS = 24 * 60 * 60 * 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.getUTCFullYear() === Number(match[1]) && at.getUTCMonth() === Number(match[2]) - 1 && at.getUTCDate() === Number(match[3]);
}

/** An ISO 8601 date-time that names its offset (`Z` or `±hh:mm`), so it is one instant. */
export function isIsoInstant(value: string): boolean {
  if (!INSTANT.test(value) || !isIsoDate(value.slice(0, 10))) return false;
  const at = Date.parse(value);
  return Number.isFinite(at) && new Date(at).getUTCFullYear() >= 1000 && new Date(at).getUTCFullYear() <= 9999;
}

/** The instant as the server stores and answers it: `YYYY-MM-DDTHH:mm:ss.sssZ`. */
export const toUtcInstant = (value: string) => new Date(Date.parse(value)).toISOString();

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `YYYY-MM-DD` moved by whole days. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Zones already asked about, with the name Intl gives each (null: not a zone). Making a formatter
 * costs tens of microseconds, and every event in an answer is checked: a calendar of 30 events
 * spent a millisecond on it. Bounded, since the zones asked about come from requests.
 */
const zones = new Map<string, string | null>();
const ZONES_KEPT = 2000;

function zoneOf(zone: string): string | null {
  let known = zones.get(zone);
  if (known === undefined) {
    try {
      known = zone.trim() === '' ? null : new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      known = null;
    }
    if (zones.size < ZONES_KEPT) zones.set(zone, known);
  }
  return known;
}

export const isTimeZone = (zone: string): boolean => zoneOf(zone) !== null;

/** `europe/paris` → `Europe/Paris`: the zone as Intl names it. */
export const canonicalTimeZone = (zone: string) => zoneOf(zone) ?? new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
