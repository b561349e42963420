import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ArtworkVersion,
  type Event,
  MESSAGES,
  type Requirement,
  SEARCH_LIMIT_MAX,
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX,
  type SearchKind,
  type SearchResults,
} from '../../../src/api/contract';
import { createMigrator, migrateToLatest } from '../../db/migrate';
import { nowIso } from '../../db/schema';
import { startSession } from '../../lib/sessions';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { KINDS } from '../../test/account-kinds';
import { createRequirement, requirementInput, submitArtwork } from '../../test/artwork';
import { eventInput } from '../../test/events';
import { searchIndex } from './repository';

const png = () => sharp({ create: { width: 1300, height: 881, channels: 3, background: '#3c3' } }).png().toBuffer();
const kindOf = (table: string) => KINDS.find((kind) => kind.table === table)!;
/** A requirement the test PNG passes: 300 × 200 mm at 100 dpi. */
const bannerOf = (name: string) => ({ name, widthMm: 300, heightMm: 200, minDpi: 100 });

/** What a search answered, as kind → titles (in the answer's order). */
type Found = Partial<Record<SearchKind, string[]>>;
const foundIn = (results: SearchResults): Found => Object.fromEntries(results.groups.map((group) => [group.kind, group.hits.map((hit) => hit.title)]));

describeOnEachDatabase('search', (ctx) => {
  let cast: Cast;
  let techExpo: Event;
  let gardenShow: Event;
  let organiser: { id: number; userId: number };
  let ownerAdmin: { id: number };
  let graphics: { id: number; userId: number };
  let acmeBanner: ArtworkVersion;
  let boltBanner: ArtworkVersion;

  const search = async (who: RoleAccount, q: string, extra = '') => {
    const response = await ctx.request({ url: `/api/search?q=${encodeURIComponent(q)}${extra}`, token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResults>();
  };
  const found = async (who: RoleAccount, q: string) => foundIn(await search(who, q));

  const createAccount = async (table: 'event_organisers' | 'owner_admins' | 'exhibiting_companies', overrides: Record<string, unknown>) => {
    const kind = kindOf(table);
    const response = await ctx.request({ method: 'POST', url: kind.itemPath, token: cast.admin.token, body: kind.body(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    const { id, User } = response.json<{ id: number; User: { id: number } }>();
    return { id, userId: User.id };
  };
  const createEvent = async (who: RoleAccount, name: string, exhibitors: RoleAccount[]) => {
    const response = await ctx.request({ method: 'POST', url: '/api/event', token: who.token, body: eventInput({ name }) });
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json<Event>();
    const now = nowIso();
    if (exhibitors.length > 0) {
      await ctx.db
        .insertInto('event_exhibitors')
        .values(exhibitors.map((company) => ({ event_id: event.id, company_id: company.profileId!, booth: 'B2', status: 'Active' as const, created_at: now, updated_at: now })))
        .execute();
    }
    return event;
  };
  const submit = async (company: RoleAccount, requirement: Requirement) => submitArtwork(ctx, company, requirement, await png());

  beforeAll(async () => {
    cast = await castOf(ctx);
    organiser = await createAccount('event_organisers', { firstname: 'Marguerite', lastname: 'Fontaine', companyName: 'Nimbus Fairs' });
    ownerAdmin = await createAccount('owner_admins', { firstname: 'Bartholomew', lastname: 'Nimbus' });
    graphics = await createAccount('exhibiting_companies', { companyName: 'Nimbus Exhibitor Graphics', contactPerson: 'Nia Okafor' });
    techExpo = await createEvent(cast.organiser, 'Nimbus Tech Expo', [cast.company]);
    gardenShow = await createEvent(cast.otherOrganiser, 'Nimbus Garden Show', [cast.otherCompany]);
    const techBanner = await createRequirement(ctx, cast.organiser.token, techExpo.id, bannerOf('Nimbus banner'));
    const gardenBanner = await createRequirement(ctx, cast.otherOrganiser.token, gardenShow.id, bannerOf('Nimbus banner'));
    acmeBanner = await submit(cast.company, techBanner);
    boltBanner = await submit(cast.otherCompany, gardenBanner);
  });

  describe('each role finds only what it may open', () => {
    it('admin: organisers, owner/admins, companies, every event and every submission, each with its page', async () => {
      const results = await search(cast.admin, 'nimbus');
      expect(foundIn(results)).toEqual({
        organiser: ['Marguerite Fontaine'],
        owner_admin: ['Bartholomew Nimbus'],
        company: ['Nimbus Exhibitor Graphics'],
        event: ['Nimbus Garden Show', 'Nimbus Tech Expo'],
        submission: ['Acme Co', 'Bolt Co'],
      });
      const hits = results.groups.flatMap((group) => group.hits);
      const hit = (title: string) => hits.find((candidate) => candidate.title === title)!;
      expect(hit('Marguerite Fontaine')).toMatchObject({ id: organiser.id, path: `/organisers/view/${organiser.id}`, details: ['Nimbus Fairs', expect.stringContaining('@example.com')] });
      expect(hit('Bartholomew Nimbus')).toMatchObject({ id: ownerAdmin.id, path: `/owner-admins/view/${ownerAdmin.id}` });
      expect(hit('Nimbus Exhibitor Graphics')).toMatchObject({ path: `/exhibiting-companies/view/${graphics.id}`, details: ['Nia Okafor', expect.stringContaining('@example.com')] });
      expect(hit('Nimbus Tech Expo')).toMatchObject({ id: techExpo.id, path: `/event-details/${techExpo.id}`, details: ['Hall A', 'Berlin'] });
      expect(hit('Acme Co')).toMatchObject({ kind: 'submission', id: acmeBanner.id, path: `/review/${acmeBanner.id}`, details: ['Nimbus banner', 'Nimbus Tech Expo'] });
      expect(hit('Bolt Co')).toMatchObject({ id: boltBanner.id, path: `/review/${boltBanner.id}`, details: ['Nimbus banner', 'Nimbus Garden Show'] });
    });

    it('Owner/Admin: the same without owner/admins', async () => {
      expect(await found(cast.owner, 'nimbus')).toEqual({
        organiser: ['Marguerite Fontaine'],
        company: ['Nimbus Exhibitor Graphics'],
        event: ['Nimbus Garden Show', 'Nimbus Tech Expo'],
        submission: ['Acme Co', 'Bolt Co'],
      });
      expect(await found(cast.owner, 'bartholomew')).toEqual({});
    });

    it('organiser: their own events and the artwork submitted to them, no accounts', async () => {
      const results = await search(cast.organiser, 'nimbus');
      expect(foundIn(results)).toEqual({ event: ['Nimbus Tech Expo'], submission: ['Acme Co'] });
      expect(results.groups[0]!.hits[0]!.path).toBe(`/event-details/${techExpo.id}`);
      expect(await found(cast.otherOrganiser, 'nimbus')).toEqual({ event: ['Nimbus Garden Show'], submission: ['Bolt Co'] });
      for (const q of ['garden', 'fontaine', 'bolt', cast.otherOrganiser.name]) expect(await found(cast.organiser, q)).toEqual({});
    });

    it('company: the events it exhibits at (opening its checklist), nothing of other accounts, no submissions', async () => {
      const results = await search(cast.company, 'nimbus');
      expect(foundIn(results)).toEqual({ event: ['Nimbus Tech Expo'] });
      expect(results.groups[0]!.hits[0]!.path).toBe('/');
      expect(await found(cast.otherCompany, 'nimbus')).toEqual({ event: ['Nimbus Garden Show'] });
      for (const q of ['garden', 'bolt', 'acme', 'banner', 'fontaine', 'graphics']) expect(await found(cast.company, q)).toEqual({});
    });

    it('user: the events of the calendar, opening the calendar', async () => {
      const results = await search(cast.user, 'nimbus');
      expect(foundIn(results)).toEqual({ event: ['Nimbus Garden Show', 'Nimbus Tech Expo'] });
      expect(results.groups[0]!.hits.map((hit) => hit.path)).toEqual(['/events', '/events']);
      for (const q of ['fontaine', 'acme', 'graphics', 'bartholomew']) expect(await found(cast.user, q)).toEqual({});
    });

    it('asks for a session', async () => {
      expect((await ctx.request({ url: '/api/search?q=nimbus' })).statusCode).toBe(401);
    });
  });

  describe('matching', () => {
    it('forgives typos in longer words: a letter missing, changed, added, or two swapped', async () => {
      for (const q of ['exibitor', 'exhibitr', 'exhibiter', 'exhibitorr', 'exhibtior', 'EXIBITOR graphics']) {
        expect(await found(cast.admin, q), q).toMatchObject({ company: ['Nimbus Exhibitor Graphics'] });
      }
      expect(await found(cast.admin, 'fontiane')).toEqual({ organiser: ['Marguerite Fontaine'] });
      expect(await found(cast.admin, 'margurite fontane')).toEqual({ organiser: ['Marguerite Fontaine'] });
    });

    it('finds words by their start, and every word must match', async () => {
      expect(await found(cast.admin, 'tech ex')).toEqual({ event: ['Nimbus Tech Expo'], submission: ['Acme Co'] });
      expect(await found(cast.admin, 'nim gar')).toEqual({ event: ['Nimbus Garden Show'], submission: ['Bolt Co'] });
      expect(await found(cast.admin, 'marg')).toEqual({ organiser: ['Marguerite Fontaine'] });
      expect(await found(cast.admin, 'ni')).toMatchObject({ company: ['Nimbus Exhibitor Graphics'], event: ['Nimbus Garden Show', 'Nimbus Tech Expo'] });
      expect(await found(cast.admin, 'tech garden')).toEqual({});
    });

    it('finds text inside a word, an email, and ignores case, accents and punctuation', async () => {
      expect(await found(cast.admin, 'guerite')).toEqual({ organiser: ['Marguerite Fontaine'] });
      expect(await found(cast.admin, 'Nimbus-Tech, EXPO!')).toEqual({ event: ['Nimbus Tech Expo'], submission: ['Acme Co'] });
      expect(await found(cast.admin, cast.otherCompany.email)).toEqual({ company: ['Bolt Co'] });
      await createAccount('event_organisers', { firstname: 'Zoë', lastname: 'Ångström', companyName: 'Crème Brûlée Fairs' });
      expect(await found(cast.admin, 'zoe angstrom')).toEqual({ organiser: ['Zoë Ångström'] });
      expect(await found(cast.admin, 'creme brulee')).toEqual({ organiser: ['Zoë Ångström'] });
      expect(await found(cast.admin, 'Ångström')).toEqual({ organiser: ['Zoë Ångström'] });
    });

    it('does not stretch a typo too far: short words are exact, long ones within two', async () => {
      expect(await found(cast.admin, 'expa')).toEqual({});
      expect(await found(cast.admin, 'exbtr graphics')).toEqual({});
      expect(await found(cast.admin, 'qqqqqqqq')).toEqual({});
    });

    it('ranks a title that starts with the search first, and keeps `limit` results a group', async () => {
      for (const name of ['Expo Central', 'Central Expo Hall', 'Northern Expo']) await createEvent(cast.admin, name, []);
      const events = (await found(cast.admin, 'expo')).event!;
      expect(events[0]).toBe('Expo Central');
      expect(events).toEqual(expect.arrayContaining(['Nimbus Tech Expo', 'Central Expo Hall', 'Northern Expo']));
      const limited = await search(cast.admin, 'expo', '&limit=2');
      expect(limited.groups.find((group) => group.kind === 'event')!.hits.map((hit) => hit.title)).toEqual(['Expo Central', 'Central Expo Hall']);
      expect((await search(cast.admin, 'expo', `&limit=${SEARCH_LIMIT_MAX + 50}`)).groups[0]!.hits.length).toBeLessThanOrEqual(SEARCH_LIMIT_MAX);
    });

    it('can be called directly, as a script would', async () => {
      const hits = await searchIndex(ctx.db, { query: 'exibitor', kinds: ['company', 'event'], events: { kind: 'all' }, limit: 5 });
      expect(hits.map((hit) => [hit.kind, hit.title])).toEqual([['company', 'Nimbus Exhibitor Graphics']]);
      expect(await searchIndex(ctx.db, { query: 'nimbus', kinds: ['event'], events: { kind: 'organiser', organiserId: cast.organiser.profileId! }, limit: 5 })).toMatchObject([
        { kind: 'event', ref_id: techExpo.id, title: 'Nimbus Tech Expo' },
      ]);
    });
  });

  describe('the index follows every write', () => {
    it('an event: created, renamed, deleted (with its submissions)', async () => {
      const fair = await createEvent(cast.organiser, 'Quasar Print Fair', [cast.company]);
      expect(await found(cast.organiser, 'quasar')).toEqual({ event: ['Quasar Print Fair'] });
      const requirement = await createRequirement(ctx, cast.organiser.token, fair.id, bannerOf('Quasar flag'));
      const version = await submit(cast.company, requirement);
      expect(await found(cast.organiser, 'quasar flag')).toEqual({ submission: ['Acme Co'] });

      const renamed = await ctx.request({ method: 'PUT', url: `/api/event/${fair.id}`, token: cast.organiser.token, body: eventInput({ name: 'Pulsar Print Fair' }) });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await found(cast.organiser, 'quasar')).toEqual({ submission: ['Acme Co'] });
      const results = await search(cast.organiser, 'pulsar');
      expect(foundIn(results)).toEqual({ event: ['Pulsar Print Fair'], submission: ['Acme Co'] });
      expect(results.groups[1]!.hits[0]).toMatchObject({ id: version.id, details: ['Quasar flag', 'Pulsar Print Fair'] });

      const deleted = await ctx.request({ method: 'DELETE', url: `/api/event/${fair.id}`, token: cast.organiser.token });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await found(cast.admin, 'pulsar')).toEqual({});
      expect(await found(cast.admin, 'quasar')).toEqual({});
    });

    it('a requirement renamed, and a newer version submitted: the submission follows', async () => {
      const fair = await createEvent(cast.organiser, 'Vortex Fair', [cast.company]);
      const requirement = await createRequirement(ctx, cast.organiser.token, fair.id, bannerOf('Vortex poster'));
      const first = await submit(cast.company, requirement);
      const changed = await ctx.request({ method: 'PUT', url: `/api/requirement/${requirement.id}`, token: cast.organiser.token, body: requirementInput(bannerOf('Vortex flag')) });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await search(cast.organiser, 'vortex flag')).groups[0]!.hits[0]).toMatchObject({ id: first.id, details: ['Vortex flag', 'Vortex Fair'] });
      expect(await found(cast.organiser, 'vortex poster')).toEqual({});

      const second = await submit(cast.company, requirement);
      const hits = (await search(cast.organiser, 'vortex flag')).groups[0]!.hits;
      expect(hits.map((hit) => [hit.id, hit.path])).toEqual([[second.id, `/review/${second.id}`]]);
    });

    it('accounts: created, changed by an admin or by themselves, deleted', async () => {
      const kind = kindOf('exhibiting_companies');
      const created = await createAccount('exhibiting_companies', { firstname: 'Ravi', lastname: 'Shah', companyName: 'Zephyr Signs', contactPerson: 'Ravi Shah' });
      expect(await found(cast.admin, 'zephyr')).toEqual({ company: ['Zephyr Signs'] });

      const renamed = await ctx.request({ method: 'PUT', url: `${kind.itemPath}/${created.id}`, token: cast.admin.token, body: kind.body({ password: '', companyName: 'Zenith Signs', contactPerson: 'Ravi Shah' }) });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await found(cast.admin, 'zephyr')).toEqual({});
      expect(await found(cast.admin, 'zenith')).toEqual({ company: ['Zenith Signs'] });

      // The organiser renames themself on their profile page.
      const self = await ctx.request({ method: 'PUT', url: '/api/user/profile', token: cast.organiser.token, body: { firstname: 'Orlagh', lastname: 'Quinlan', email: cast.organiser.email, phone: null, bio: null } });
      expect(self.statusCode, self.body).toBe(200);
      expect(await found(cast.admin, 'quinlan')).toEqual({ organiser: ['Orlagh Quinlan'] });

      const removed = await ctx.request({ method: 'DELETE', url: `${kind.itemPath}/${created.id}`, token: cast.admin.token });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await found(cast.admin, 'zenith')).toEqual({});
      expect(await ctx.db.selectFrom('search_documents').select('id').where('user_id', '=', created.userId).execute()).toEqual([]);
    });
  });

  describe('bad input', () => {
    it('answers 400 with the reason for a missing, blank, too long or unprintable search, or a bad limit', async () => {
      const cases: [string, string][] = [
        ['', SEARCH_MESSAGES.queryRequired],
        ['?q=', SEARCH_MESSAGES.queryRequired],
        ['?q=%20%20', SEARCH_MESSAGES.queryRequired],
        [`?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, MESSAGES.tooLong(SEARCH_QUERY_MAX)],
        ['?q=a%00b', MESSAGES.controlCharacters],
        ['?q=expo&limit=0', MESSAGES.limitInvalid],
        ['?q=expo&limit=-3', MESSAGES.limitInvalid],
        ['?q=expo&limit=two', MESSAGES.limitInvalid],
        ['?q=expo&limit=1.5', MESSAGES.limitInvalid],
      ];
      for (const [query, message] of cases) {
        const response = await ctx.request({ url: `/api/search${query}`, token: cast.admin.token });
        expect(response.statusCode, query).toBe(400);
        expect(JSON.stringify(response.json()), query).toContain(message);
      }
    });

    it('answers nothing, not an error, for a search of punctuation or of index syntax', async () => {
      for (const q of ['!!!', '"', 'AND OR NOT', '* NEAR(', "'; drop table users; --", '%_%']) {
        const response = await ctx.request({ url: `/api/search?q=${encodeURIComponent(q)}`, token: cast.admin.token });
        expect(response.statusCode, q).toBe(200);
      }
      expect(await found(cast.admin, '%_%')).toEqual({});
    });
  });
});

describeOnEachDatabase('search migration', (ctx) => {
  it('indexes the rows that were there before it, and undoes cleanly', async () => {
    // The accounts are made first, then the schema goes back to before the search index (and the
    // sessions table, so the admin signs in again once the schema is whole).
    const cast = await castOf(ctx);
    await createMigrator(ctx.db).migrateTo('20251123T050000-deadlines-and-jobs');
    const now = nowIso();
    await ctx.db
      .insertInto('events')
      .values({ ...{ name: 'Legacy Lighting Expo', category: 'Primary', all_day: 1, starts_at: '2030-01-01', ends_at: '2030-01-02', time_zone: 'UTC' }, build_start: null, build_end: null, open_start: null, open_end: null, venue: null, location: null, created_by: null, created_at: now, updated_at: now })
      .execute();
    await migrateToLatest(ctx.db);
    const admin = await ctx.db.selectFrom('users').selectAll().where('id', '=', cast.admin.userId).executeTakeFirstOrThrow();
    const token = await startSession(ctx.db, admin, { jwtSecret: ctx.config.jwtSecret, jwtTtlHours: 1 });
    const results = await ctx.request({ url: '/api/search?q=legacy%20lightin', token });
    expect(results.json<SearchResults>().groups.map((group) => [group.kind, group.hits.map((hit) => hit.title)])).toEqual([['event', ['Legacy Lighting Expo']]]);
    const companies = await ctx.request({ url: `/api/search?q=${encodeURIComponent('acme')}`, token });
    expect(companies.json<SearchResults>().groups.map((group) => group.kind)).toEqual(['company']);
  });
});
