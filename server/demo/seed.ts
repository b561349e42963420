import type { FastifyInstance } from 'fastify';
import { pathToFileURL } from 'node:url';
import { addDays, PUBLIC_PATHS, roleLabel, ROLES } from '../../src/api/contract';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { generatePassword, hashPassword } from '../lib/password';
import { startSession } from '../lib/sessions';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type Db, nowIso } from '../db/schema';
import { seedFirstAdmin } from '../modules/users/first-admin';
import { findUserByEmail, setPasswordAndEndSessions } from '../modules/users/repository';
import { seedDemoArtwork } from './artwork';
import { backdateAccount, backdateEvent, confirmationEmailTo, DOMAIN_TABLES, firstRoles, firstUserWithRole, hasRows, organiserByEmail } from './repository';
import { companyEmail, DEMO_COMPANIES, DEMO_EVENTS, DEMO_ORGANISERS, DEMO_OWNER_ADMINS, DEMO_USER, type DemoEvent, demoEmail } from './data';

/**
 * `npm run seed:demo`: fills an empty database with a believable season (owner/admins, organisers,
 * companies, events with their exhibitors, a visitor) so a newcomer sees a living product. Every
 * record goes through the API as the first admin would make it, so every rule and audit row
 * applies; only the creation dates are moved back afterwards, so the dashboard's trends have a past.
 */


/** Why the demo must not be added, or null when the database holds nothing but its first admin. */
export async function demoRefusal(db: Db): Promise<string | null> {
  const users = await firstRoles(db);
  if (users.length > 1 || users.some((user) => user.role !== ROLES.admin)) return 'The database already has accounts besides the first admin.';
  for (const table of DOMAIN_TABLES) {
    if (await hasRows(db, table)) return `The database already has rows in ${table}.`;
  }
  return null;
}

export interface DemoSummary {
  password: string;
  accounts: { role: string; email: string }[];
  events: number;
  /** Artwork versions submitted (some approved, some sent back). */
  artwork: number;
}

const DAY_MS = 86_400_000;

/** The UTC offset of `zone` on `date` (YYYY-MM-DD), as ±hh:mm. */
function offsetOf(zone: string, date: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T12:00:00Z`)).find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

function eventBody(event: DemoEvent, today: string, organiserIds: number[]) {
  const start = addDays(today, event.inDays);
  const lastDay = addDays(start, event.days - 1);
  const times = event.hours
    ? { allDay: false, start: `${start}T${String(event.hours[0]).padStart(2, '0')}:00:00${offsetOf(event.timeZone, start)}`, end: `${start}T${String(event.hours[1]).padStart(2, '0')}:00:00${offsetOf(event.timeZone, start)}` }
    : { allDay: true, start, end: addDays(start, event.days) };
  const build = event.buildDays > 0 ? { buildStart: addDays(start, -event.buildDays), buildEnd: addDays(start, -1) } : {};
  const open = event.venue ? { openStart: start, openEnd: lastDay } : {};
  return { name: event.name, category: event.category, timeZone: event.timeZone, venue: event.venue, location: event.location, organiserIds, ...times, ...build, ...open };
}

export async function seedDemo(app: FastifyInstance, db: Db, now = new Date()): Promise<DemoSummary> {
  const admin = await firstUserWithRole(db, ROLES.admin);
  const token = await startSession(db, admin, { jwtSecret: app.config.jwtSecret, jwtTtlHours: 1 });
  const call = async (method: 'POST' | 'PUT', url: string, payload: object): Promise<unknown> => {
    const response = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const password = generatePassword();
  const accounts: DemoSummary['accounts'] = [];
  const backdate = async (email: string, ageDays: number, table: 'owner_admins' | 'event_organisers' | 'exhibiting_companies') => {
    await backdateAccount(db, email, table, nowIso(new Date(now.getTime() - ageDays * DAY_MS)));
  };

  for (const person of DEMO_OWNER_ADMINS) {
    const email = demoEmail(person.firstname, person.lastname);
    await call('POST', '/api/owner-admin', { firstname: person.firstname, lastname: person.lastname, email, password, permissions: person.permissions, status: 'Active' });
    await backdate(email, person.ageDays, 'owner_admins');
    accounts.push({ role: ROLES.owner, email });
  }

  const organiserIds: number[] = [];
  for (const person of DEMO_ORGANISERS) {
    const email = demoEmail(person.firstname, person.lastname);
    const { ageDays, ...fields } = person;
    await call('POST', '/api/event-organiser', { ...fields, email, status: 'Active' });
    // An organiser is invited to set their own password; the demo sets the one it prints, as the link would.
    const user = await findUserByEmail(db, email);
    if (user) await setPasswordAndEndSessions(db, user.id, await hashPassword(password));
    await backdate(email, ageDays, 'event_organisers');
    const row = await organiserByEmail(db, email);
    organiserIds.push(row.id);
    accounts.push({ role: ROLES.organizer, email });
  }

  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const email = companyEmail(company.companyName);
    const [firstname = company.contactPerson, lastname = company.companyName] = company.contactPerson.split(' ');
    await call('POST', '/api/exhibiting-company', { ...company, firstname, lastname, email, password, status: 'Active' });
    await backdate(email, 60 - index * 6, 'exhibiting_companies');
    accounts.push({ role: ROLES.exhibitor, email });
  }

  const today = now.toISOString().slice(0, 10);
  for (const event of DEMO_EVENTS) {
    const created = (await call('POST', '/api/event', eventBody(event, today, event.organisers.map((index) => organiserIds[index]!)))) as { id: number };
    for (const [slot, index] of event.companies.entries()) {
      const company = DEMO_COMPANIES[index]!;
      await call('POST', `/api/event/${created.id}/exhibitor`, { ...company, email: companyEmail(company.companyName), booth: `Hall ${1 + (slot % 3)} / ${String.fromCharCode(65 + slot)}${10 + index}` });
    }
    await backdateEvent(db, created.id, nowIso(new Date(now.getTime() - event.ageDays * DAY_MS)));
  }

  const artwork = await seedDemoArtwork(app, db, token, now);

  const visitor = demoEmail(DEMO_USER.firstname, DEMO_USER.lastname);
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...DEMO_USER, email: visitor, password } });
  if (registered.statusCode !== 202) throw new Error(`Registering the visitor answered ${registered.statusCode}: ${registered.body}`);
  // The visitor confirms the address as a person opening the emailed link would.
  const linkToken = await visitorConfirmationToken(db, visitor);
  if (linkToken) {
    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/confirm-registration', payload: { token: linkToken, password } });
    if (confirmed.statusCode !== 201) throw new Error(`Confirming the visitor answered ${confirmed.statusCode}: ${confirmed.body}`);
    accounts.push({ role: ROLES.user, email: visitor });
  }

  return { password, accounts, events: DEMO_EVENTS.length, artwork };
}

/**
 * The token of the link the visitor's sign-up was emailed, once the email is kept in the outbox (no
 * mail server); null when it went out by mail, so the link is only in the visitor's inbox.
 */
async function visitorConfirmationToken(db: Db, email: string): Promise<string | null> {
  for (let waited = 0; waited < 30_000; waited += 20) {
    const row = await confirmationEmailTo(db, email);
    if (row?.status === 'kept') return new RegExp(`${PUBLIC_PATHS.confirmSignUp}\\?token=([A-Za-z0-9_-]+)`).exec(row.text)?.[1] ?? null;
    if (row && row.status !== 'queued') return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const admin = await seedFirstAdmin(db, config);
    const refusal = await demoRefusal(db);
    if (refusal) {
      console.error(`${refusal} The demo data is only added to an empty database; nothing was changed.`);
      return 1;
    }
    const app = await buildApp({ config: { ...config, logLevel: 'warn' }, db });
    try {
      const summary = await seedDemo(app, db);
      console.log(`Demo data added: ${summary.accounts.length} accounts, ${summary.events} events and ${summary.artwork} artwork submissions.`);
      if (admin?.generatedPassword) console.log(`First admin: ${admin.email} / ${admin.generatedPassword}`);
      console.log(`Every demo account below signs in with the password ${summary.password} (shown once):`);
      for (const account of summary.accounts) console.log(`  ${roleLabel(account.role).padEnd(18)} ${account.email}`);
      await app.background.drain();
    } finally {
      await app.close();
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
