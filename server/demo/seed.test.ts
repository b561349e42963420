import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { type Dashboard, type Event, type Matrix, ROLES } from '../../src/api/contract';
import { startSession } from '../lib/sessions';
import { describeOnEachDatabase } from '../test/harness';
import { seedFirstAdmin } from '../modules/users/first-admin';
import { demoRefusal, seedDemo } from './seed';
import { DEMO_ARTWORK_STAGES } from './artwork';
import { DEMO_COMPANIES, DEMO_EVENTS, DEMO_ORGANISERS, DEMO_OWNER_ADMINS } from './data';

const run = promisify(execFile);
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeOnEachDatabase('demo data', (ctx) => {
  const count = async (table: 'users' | 'owner_admins' | 'event_organisers' | 'exhibiting_companies' | 'events' | 'event_exhibitors') =>
    Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
  const counts = async () => Object.fromEntries(await Promise.all((['users', 'owner_admins', 'event_organisers', 'exhibiting_companies', 'events', 'event_exhibitors'] as const).map(async (table) => [table, await count(table)])));

  it('fills a database that holds only its first admin with a living season', async () => {
    expect(await demoRefusal(ctx.db)).toBeNull();
    await seedFirstAdmin(ctx.db, { adminEmail: 'admin@example.com', adminPassword: 'an admin password' });
    expect(await demoRefusal(ctx.db)).toBeNull();

    const summary = await seedDemo(ctx.app, ctx.db);
    expect(await counts()).toMatchObject({
      owner_admins: DEMO_OWNER_ADMINS.length,
      event_organisers: DEMO_ORGANISERS.length,
      exhibiting_companies: DEMO_COMPANIES.length,
      events: DEMO_EVENTS.length,
      event_exhibitors: DEMO_EVENTS.reduce((sum, event) => sum + event.companies.length, 0),
    });
    expect(summary.accounts.map((account) => account.role)).toEqual(expect.arrayContaining([ROLES.owner, ROLES.organizer, ROLES.exhibitor, ROLES.user]));

    // The calendar's three samples: today, tomorrow and in two days, each ending a day later.
    const samples = await ctx.db.selectFrom('events').select(['name', 'starts_at', 'ends_at', 'all_day']).where('name', 'in', ['Event Conf.', 'Meeting', 'Workshop']).orderBy('starts_at').execute();
    expect(samples).toEqual([
      { name: 'Event Conf.', starts_at: dateIn(0), ends_at: dateIn(1), all_day: 1 },
      { name: 'Meeting', starts_at: dateIn(1), ends_at: dateIn(2), all_day: 1 },
      { name: 'Workshop', starts_at: dateIn(2), ends_at: dateIn(3), all_day: 1 },
    ]);

    // A demo organiser signs in with the printed password and sees a home page of their own.
    const organiser = summary.accounts.find((account) => account.role === ROLES.organizer)!;
    const login = await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: organiser.email, password: summary.password } });
    expect(login.statusCode).toBe(200);
    const home = (await ctx.request({ url: '/api/dashboard', token: login.json().token })).json<Dashboard>();
    expect(home.kind).toBe('organiser');

    const admin = await ctx.db.selectFrom('users').selectAll().where('role', '=', ROLES.admin).executeTakeFirstOrThrow();
    const token = await startSession(ctx.db, admin, { jwtSecret: ctx.config.jwtSecret, jwtTtlHours: 1 });
    const staff = (await ctx.request({ url: '/api/dashboard', token })).json<Dashboard>();
    if (staff.kind !== 'staff') throw new Error(staff.kind);
    expect(staff.cards.events.total).toBe(DEMO_EVENTS.length);
    expect(staff.cards.organisers.trendPercent).toBeGreaterThan(0);
    expect(staff.upcoming.map((event) => event.name).slice(0, 3)).toEqual(['Event Conf.', 'Meeting', 'Workshop']);
    const events = (await ctx.request({ url: `/api/events?start=${dateIn(0)}&end=${dateIn(180)}`, token })).json<{ events: Event[] }>().events;
    const techExpo = events.find((event) => event.name === 'Tech Expo')!;
    expect(techExpo).toMatchObject({ exhibitorCount: 5, venue: 'Messe Hall 2' });

    // Artwork: each company where the demo puts it, through the real upload, submit and review.
    const stages = Object.values(DEMO_ARTWORK_STAGES).flat(2);
    expect(summary.artwork).toBe(stages.filter((stage) => stage !== 'none').length);
    const matrix = (await ctx.request({ url: `/api/event/${techExpo.id}/matrix?limit=20`, token })).json<Matrix>();
    const expected = DEMO_ARTWORK_STAGES['Tech Expo']!.flat();
    expect(matrix.counts).toMatchObject({
      Approved: expected.filter((stage) => stage === 'approved').length,
      'Changes requested': expected.filter((stage) => stage === 'changes').length,
      Submitted: expected.filter((stage) => stage === 'submitted').length,
    });
    expect(matrix.rows.flatMap((row) => row.cells).some((cell) => cell.late)).toBe(true);
  });

  it('refuses a database that has data, and the command says so, exits 1 and changes nothing', async () => {
    expect(await demoRefusal(ctx.db)).toMatch(/already/);
    const before = await counts();
    const env = { ...process.env, DATA_DIR: ctx.dir, DATABASE_URL: ctx.config.database.kind === 'postgres' ? ctx.config.database.url : '', LOG_LEVEL: 'silent' };
    const failed = await run('npx', ['tsx', 'server/demo/seed.ts'], { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('nothing was changed');
    expect(await counts()).toEqual(before);
  });
});
