import { beforeAll, expect, it } from 'vitest';
import { type Dashboard, DESCRIPTION_MAX, type Event, EVENT_MESSAGES, MESSAGES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { eventInput } from '../../test/events';

/** Every field of an event's record, and who may add or remove its organisers (PERMISSIONS.assignOrganisers). */
describeOnEachDatabase('the event record', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: RoleAccount, body?: unknown) => ctx.request({ method, url, token: who.token, body });
  const create = async (who: RoleAccount, overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/event', who, eventInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Event>();
  };
  const organiserIdsOf = async (eventId: number) =>
    (await ctx.db.selectFrom('event_organiser_assignments').select('organiser_id').where('event_id', '=', eventId).orderBy('organiser_id').execute()).map(
      (row) => row.organiser_id,
    );
  const sorted = (...ids: (number | null)[]) => [...ids].sort((a, b) => a! - b!);

  const record = {
    name: 'Print Fair',
    category: 'Warning',
    allDay: false,
    start: '2030-09-14T09:00:00+02:00',
    end: '2030-09-16T18:00:00+02:00',
    timeZone: 'europe/berlin',
    buildStart: '2030-09-12',
    buildEnd: '2030-09-13',
    openStart: '2030-09-14',
    openEnd: '2030-09-16',
    venue: 'Messe Hall 3',
    location: 'Messeplatz 1, 20357 Hamburg',
    description: 'Three days of print.\nHall 3 opens at nine.',
    reminderDays: [10, 2],
  };

  it('stores and answers every field, and an edit changes each of them', async () => {
    const created = await create(cast.admin, { ...record, organiserIds: [cast.organiser.profileId] });
    const expected = {
      ...record,
      start: '2030-09-14T07:00:00.000Z',
      end: '2030-09-16T16:00:00.000Z',
      timeZone: 'Europe/Berlin',
      organisers: [{ id: cast.organiser.profileId, name: cast.organiser.name }],
    };
    expect(created).toMatchObject(expected);
    expect((await call('GET', `/api/event/${created.id}`, cast.organiser)).json()).toMatchObject(expected);

    const edit = { ...record, allDay: true, start: '2030-10-01', end: '2030-10-03', timeZone: 'America/Chicago', buildStart: null, buildEnd: null, venue: 'Hall 9', location: null, description: '  ', reminderDays: [] };
    const changed = await call('PUT', `/api/event/${created.id}`, cast.owner, edit);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ ...edit, buildStart: null, buildEnd: null, location: null, description: null, reminderDays: [] });
    const row = await ctx.db.selectFrom('events').select(['time_zone', 'venue', 'location', 'description', 'build_start', 'open_start']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ time_zone: 'America/Chicago', venue: 'Hall 9', location: null, description: null, build_start: null, open_start: '2030-09-14' });
  });

  it('lets admin and owner/admin add and remove organisers; the one added sees the event at once on calendar and dashboard', async () => {
    const event = await create(cast.admin, { name: 'Assigned later', organiserIds: [] });
    const inView = async (who: RoleAccount) => {
      const list = await call('GET', `/api/events?start=${event.start}&end=${event.end}`, who);
      const home = (await call('GET', '/api/dashboard', who)).json<Dashboard>();
      return {
        calendar: list.json<{ events: Event[] }>().events.some((each) => each.id === event.id),
        dashboard: home.kind === 'organiser' && home.events.some((each) => each.id === event.id),
        details: (await call('GET', `/api/event/${event.id}`, who)).statusCode,
      };
    };
    expect(await inView(cast.organiser)).toEqual({ calendar: false, dashboard: false, details: 403 });

    for (const [who, ids] of [
      [cast.admin, [cast.organiser.profileId, cast.otherOrganiser.profileId]],
      [cast.owner, [cast.organiser.profileId]],
    ] as const) {
      const response = await call('PUT', `/api/event/${event.id}`, who, eventInput({ name: 'Assigned later', organiserIds: ids }));
      expect(response.statusCode, response.body).toBe(200);
      expect(await organiserIdsOf(event.id)).toEqual(sorted(...ids));
    }
    expect(await inView(cast.organiser)).toEqual({ calendar: true, dashboard: true, details: 200 });
    expect(await inView(cast.otherOrganiser)).toEqual({ calendar: false, dashboard: false, details: 403 });
  });

  it('keeps an organiser’s event’s organisers as they are: an organiser may neither add nor remove one', async () => {
    const shared = await create(cast.admin, { name: 'Shared', organiserIds: [cast.organiser.profileId, cast.otherOrganiser.profileId] });
    for (const organiserIds of [[cast.organiser.profileId], [cast.organiser.profileId, cast.otherOrganiser.profileId, 999_999], []]) {
      const response = await call('PUT', `/api/event/${shared.id}`, cast.organiser, eventInput({ name: 'Changed', organiserIds }));
      expect(response.statusCode, JSON.stringify(organiserIds)).toBe(403);
      expect(response.json()).toEqual({ message: EVENT_MESSAGES.organisersNotYours });
    }
    expect((await call('GET', `/api/event/${shared.id}`, cast.admin)).json<Event>().name).toBe('Shared');
    expect(await organiserIdsOf(shared.id)).toEqual(sorted(cast.organiser.profileId, cast.otherOrganiser.profileId));

    // The same organisers, in any order, or none given: the edit goes through.
    for (const organiserIds of [[cast.otherOrganiser.profileId, cast.organiser.profileId], undefined]) {
      const response = await call('PUT', `/api/event/${shared.id}`, cast.organiser, eventInput({ name: 'Changed', organiserIds }));
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await organiserIdsOf(shared.id)).toEqual(sorted(cast.organiser.profileId, cast.otherOrganiser.profileId));

    const refused = await call('POST', '/api/event', cast.organiser, eventInput({ organiserIds: [cast.organiser.profileId, cast.otherOrganiser.profileId] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: EVENT_MESSAGES.organisersNotYours });
    const own = await create(cast.organiser, { organiserIds: [cast.organiser.profileId] });
    expect(own.organisers.map((organiser) => organiser.id)).toEqual([cast.organiser.profileId]);
  });

  it('refuses a company and a user, whatever the organisers asked', async () => {
    for (const who of [cast.company, cast.user]) {
      const response = await call('POST', '/api/event', who, eventInput({ organiserIds: [cast.organiser.profileId] }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    }
  });

  it.each([
    [{ start: '2030-05-03', end: '2030-05-02' }, 'end', EVENT_MESSAGES.endBeforeStart],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', EVENT_MESSAGES.timeZoneInvalid],
    [{ description: 'x'.repeat(DESCRIPTION_MAX + 1) }, 'description', MESSAGES.tooLong(DESCRIPTION_MAX)],
    [{ organiserIds: [999_999] }, 'organiserIds', EVENT_MESSAGES.organiserUnknown],
  ])('refuses %o from an admin with the field’s message and changes nothing', async (overrides, field, message) => {
    const event = await create(cast.admin, { name: 'Unchanged', organiserIds: [cast.organiser.profileId] });
    const response = await call('PUT', `/api/event/${event.id}`, cast.admin, eventInput({ name: 'Changed', ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect((await call('GET', `/api/event/${event.id}`, cast.admin)).json<Event>()).toMatchObject({ name: 'Unchanged', start: event.start, end: event.end, timeZone: event.timeZone });
    expect(await organiserIdsOf(event.id)).toEqual([cast.organiser.profileId]);
  });
});
