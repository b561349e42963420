import { beforeAll, describe, expect, it } from 'vitest';
import { type Event, EVENT_MAX_DAYS, EVENT_MESSAGES, MESSAGES, RANGE_MAX_DAYS } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { eventInput } from '../../test/events';

describeOnEachDatabase('events', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: RoleAccount, body?: unknown) =>
    ctx.request({ method, url, token: who?.token, body });
  const create = async (who: RoleAccount, overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/event', who, eventInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Event>();
  };
  const link = (eventId: number, company: RoleAccount) =>
    ctx.db
      .insertInto('event_exhibitors')
      .values({ event_id: eventId, company_id: company.profileId!, booth: 'B1', status: 'Active', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' })
      .execute();
  const namesIn = async (who: RoleAccount, start: string, end: string) => {
    const response = await call('GET', `/api/events?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ events: Event[] }>().events.map((event) => event.name).sort();
  };

  it('refuses every endpoint without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/events?start=2030-01-01&end=2030-02-01'],
      ['GET', '/api/event/1'],
      ['POST', '/api/event'],
      ['PUT', '/api/event/1'],
      ['DELETE', '/api/event/1'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' || method === 'PUT' ? eventInput() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.pleaseLogin });
    }
  });

  it('lets admin, owner/admin and organiser create; an organiser is assigned to what they create', async () => {
    for (const who of [cast.admin, cast.owner]) expect((await create(who)).organisers).toEqual([]);
    const mine = await create(cast.organiser);
    expect(mine.organisers).toEqual([{ id: cast.organiser.profileId, name: cast.organiser.name }]);
    for (const who of [cast.company, cast.user]) {
      const response = await call('POST', '/api/event', who, eventInput());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    }
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'event').where('subject_id', '=', mine.id).execute();
    expect(audit.map((row) => [row.action, row.actor_id])).toEqual([['event.create', cast.organiser.userId]]);
  });

  it('stores an all-day event as dates and a timed one as UTC instants with its zone', async () => {
    const allDay = await create(cast.admin, { start: '2030-03-10', end: '2030-03-12', timeZone: 'Pacific/Kiritimati' });
    const timed = await create(cast.admin, { allDay: false, start: '2030-03-10T09:30:00-05:00', end: '2030-03-10T17:00:00-05:00', timeZone: 'America/New_York' });
    const rows = await ctx.db.selectFrom('events').select(['id', 'all_day', 'starts_at', 'ends_at', 'time_zone']).where('id', 'in', [allDay.id, timed.id]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: allDay.id, all_day: 1, starts_at: '2030-03-10', ends_at: '2030-03-12', time_zone: 'Pacific/Kiritimati' },
      { id: timed.id, all_day: 0, starts_at: '2030-03-10T14:30:00.000Z', ends_at: '2030-03-10T22:00:00.000Z', time_zone: 'America/New_York' },
    ]);
    expect(timed).toMatchObject({ allDay: false, start: '2030-03-10T14:30:00.000Z', end: '2030-03-10T22:00:00.000Z' });
    expect(allDay).toMatchObject({ allDay: true, start: '2030-03-10', end: '2030-03-12' });
  });

  describe('the calendar range', () => {
    beforeAll(async () => {
      const ownEvent = await create(cast.organiser, { name: 'Orla 2031', start: '2031-05-10', end: '2031-05-11' });
      await create(cast.otherOrganiser, { name: 'Otto 2031', start: '2031-05-12', end: '2031-05-14' });
      await create(cast.admin, { name: 'Timed 2031', allDay: false, start: '2031-05-20T22:00:00Z', end: '2031-05-20T23:00:00Z' });
      await create(cast.admin, { name: 'Long 2031', start: '2031-02-20', end: '2031-05-02' });
      await create(cast.admin, { name: 'After 2031', start: '2031-06-01', end: '2031-06-02' });
      await link(ownEvent.id, cast.company);
    });
    const may = ['2031-05-01T00:00:00+02:00', '2031-06-01T00:00:00+02:00'] as const;

    it('gives admin, owner/admin and user every event overlapping the range, and only those', async () => {
      for (const who of [cast.admin, cast.owner, cast.user]) {
        expect(await namesIn(who, ...may)).toEqual(['Long 2031', 'Orla 2031', 'Otto 2031', 'Timed 2031']);
      }
    });

    it('gives an organiser only their events and a company only those it exhibits at', async () => {
      expect(await namesIn(cast.organiser, ...may)).toEqual(['Orla 2031']);
      expect(await namesIn(cast.otherOrganiser, ...may)).toEqual(['Otto 2031']);
      expect(await namesIn(cast.company, ...may)).toEqual(['Orla 2031']);
      expect(await namesIn(cast.otherCompany, ...may)).toEqual([]);
    });

    it('compares all-day events by the viewer’s own dates and timed ones as instants', async () => {
      // 2031-05-10 is the all-day event's day wherever the viewer is.
      expect(await namesIn(cast.organiser, '2031-05-10T00:00:00+14:00', '2031-05-11T00:00:00+14:00')).toEqual(['Orla 2031']);
      expect(await namesIn(cast.organiser, '2031-05-10T00:00:00-12:00', '2031-05-11T00:00:00-12:00')).toEqual(['Orla 2031']);
      expect(await namesIn(cast.organiser, '2031-05-11T00:00:00-12:00', '2031-05-12T00:00:00-12:00')).toEqual([]);
      expect(await namesIn(cast.organiser, '2031-05-09T00:00:00+14:00', '2031-05-10T00:00:00+14:00')).toEqual([]);
      // 22:00Z on the 20th is the 21st in Tokyo.
      expect(await namesIn(cast.admin, '2031-05-21T00:00:00+09:00', '2031-05-22T00:00:00+09:00')).toEqual(['Timed 2031']);
      expect(await namesIn(cast.admin, '2031-05-20T00:00:00+09:00', '2031-05-21T00:00:00+09:00')).toEqual([]);
      // An end bound that is not midnight still shows its day.
      expect(await namesIn(cast.admin, '2031-05-31T00:00:00Z', '2031-06-01T08:00:00Z')).toEqual(['After 2031']);
    });

    it('finds an event that started up to its longest duration before the range', async () => {
      expect(await namesIn(cast.admin, '2031-05-01', '2031-05-02')).toEqual(['Long 2031']);
    });

    it.each([
      ['start=2031-01-01', 'start', EVENT_MESSAGES.rangeEndRequired],
      ['start=2031-02-01&end=2031-01-01', 'end', EVENT_MESSAGES.endBeforeStart],
      ['start=2031-01-01&end=2032-03-01', 'end', EVENT_MESSAGES.rangeTooWide(RANGE_MAX_DAYS)],
      ['start=yesterday&end=2031-01-01', 'start', EVENT_MESSAGES.instantInvalid],
    ])('refuses the range %s', async (query, _field, message) => {
      const response = await call('GET', `/api/events?${query}`, cast.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  describe('one event', () => {
    let own: Event;
    beforeAll(async () => {
      own = await create(cast.organiser, { name: 'Own' });
      await link(own.id, cast.company);
    });

    it('is read by admin, owner/admin, its organiser and its exhibitors, and refused to the others', async () => {
      for (const who of [cast.admin, cast.owner, cast.organiser, cast.company]) {
        const response = await call('GET', `/api/event/${own.id}`, who);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: own.id, name: 'Own', exhibitorCount: 1 });
      }
      for (const [who, message] of [
        [cast.otherOrganiser, EVENT_MESSAGES.notYours],
        [cast.otherCompany, EVENT_MESSAGES.notYours],
        [cast.user, MESSAGES.forbidden],
      ] as const) {
        const response = await call('GET', `/api/event/${own.id}`, who);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message });
      }
    });

    it('answers 404 for an id that does not exist and 400 for one that is not a number', async () => {
      for (const who of [cast.admin, cast.organiser, cast.company]) {
        expect((await call('GET', '/api/event/999999', who)).statusCode).toBe(404);
        expect((await call('PUT', '/api/event/999999', who, eventInput())).statusCode).toBe(who === cast.company ? 403 : 404);
        expect((await call('DELETE', '/api/event/999999', who)).statusCode).toBe(who === cast.company ? 403 : 404);
      }
      expect((await call('GET', '/api/event/999999', cast.admin)).json()).toEqual({ message: EVENT_MESSAGES.eventNotFound });
      for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
        const response = await call('GET', `/api/event/${id}`, cast.admin);
        expect(response.statusCode, id).toBe(400);
        expect(response.json().message).toBe(MESSAGES.idInvalid);
      }
    });

    it('is changed by its organiser, who stays assigned, and not by another organiser', async () => {
      const refused = await call('PUT', `/api/event/${own.id}`, cast.otherOrganiser, eventInput({ name: 'Taken over' }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: EVENT_MESSAGES.notYours });
      for (const who of [cast.company, cast.user]) expect((await call('PUT', `/api/event/${own.id}`, who, eventInput())).statusCode).toBe(403);
      expect((await call('GET', `/api/event/${own.id}`, cast.admin)).json().name).toBe('Own');

      const changed = await call('PUT', `/api/event/${own.id}`, cast.organiser, eventInput({ name: 'Own, renamed', category: 'Danger' }));
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ name: 'Own, renamed', category: 'Danger' });
      expect(changed.json<Event>().organisers.map((organiser) => organiser.id)).toEqual([cast.organiser.profileId]);
    });

    it('is changed by admin and owner/admin, who choose its organisers', async () => {
      const event = await create(cast.admin, { organiserIds: [cast.organiser.profileId] });
      const response = await call('PUT', `/api/event/${event.id}`, cast.owner, eventInput({ organiserIds: [cast.otherOrganiser.profileId] }));
      expect(response.json<Event>().organisers).toEqual([{ id: cast.otherOrganiser.profileId, name: cast.otherOrganiser.name }]);
      expect((await call('GET', `/api/event/${event.id}`, cast.organiser)).statusCode).toBe(403);
      const kept = await call('PUT', `/api/event/${event.id}`, cast.admin, eventInput({ name: 'Kept organisers' }));
      expect(kept.json<Event>().organisers).toEqual([{ id: cast.otherOrganiser.profileId, name: cast.otherOrganiser.name }]);
      const unknown = await call('PUT', `/api/event/${event.id}`, cast.admin, eventInput({ organiserIds: [999_999] }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: EVENT_MESSAGES.organiserUnknown, errors: { organiserIds: EVENT_MESSAGES.organiserUnknown } });
    });

    it('is deleted with its exhibitor links (the companies stay), and says how many went', async () => {
      const event = await create(cast.organiser, { name: 'To delete' });
      await link(event.id, cast.company);
      await link(event.id, cast.otherCompany);
      for (const who of [cast.otherOrganiser, cast.company, cast.user]) expect((await call('DELETE', `/api/event/${event.id}`, who)).statusCode).toBe(403);
      const response = await call('DELETE', `/api/event/${event.id}`, cast.organiser);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ exhibitorLinksRemoved: 2 });
      expect(await ctx.db.selectFrom('event_exhibitors').selectAll().where('event_id', '=', event.id).execute()).toEqual([]);
      expect(await ctx.db.selectFrom('event_organiser_assignments').selectAll().where('event_id', '=', event.id).execute()).toEqual([]);
      expect(await ctx.db.selectFrom('exhibiting_companies').select('id').where('id', '=', cast.company.profileId!).execute()).toHaveLength(1);
      expect((await call('GET', `/api/event/${event.id}`, cast.admin)).statusCode).toBe(404);
      for (const who of [cast.admin, cast.owner]) {
        const mine = await create(who);
        expect((await call('DELETE', `/api/event/${mine.id}`, who)).json()).toMatchObject({ exhibitorLinksRemoved: 0 });
      }
    });
  });

  it.each([
    [{ name: '  ' }, 'name', EVENT_MESSAGES.titleRequired],
    [{ category: 'Purple' }, 'category', EVENT_MESSAGES.categoryInvalid],
    [{ start: '2030-05-03', end: '2030-05-01' }, 'end', EVENT_MESSAGES.endBeforeStart],
    [{ allDay: false, start: '2030-05-03T10:00:00Z', end: '2030-05-03T09:00:00Z' }, 'end', EVENT_MESSAGES.endBeforeStart],
    [{ start: '2030-01-01', end: '2030-12-01' }, 'end', EVENT_MESSAGES.tooLong(EVENT_MAX_DAYS)],
    [{ timeZone: 'Atlantis/Capital' }, 'timeZone', EVENT_MESSAGES.timeZoneInvalid],
    [{ start: 'tomorrow' }, 'start', EVENT_MESSAGES.dateInvalid],
    [{ buildStart: '2030-05-01' }, 'buildEnd', EVENT_MESSAGES.rangeIncomplete],
    [{ openStart: '2030-05-03', openEnd: '2030-05-01' }, 'openEnd', EVENT_MESSAGES.rangeEndBeforeStart],
    [{ organiserIds: 'all' }, 'organiserIds', EVENT_MESSAGES.organisersInvalid],
    [{ venue: 'x'.repeat(201) }, 'venue', MESSAGES.tooLong(200)],
  ])('refuses %o with its message and changes nothing', async (overrides, field, message) => {
    const before = await ctx.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const response = await call('POST', '/api/event', cast.admin, eventInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    const after = await ctx.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('appears in the OpenAPI document, with its parameters', async () => {
    const doc = (await ctx.request({ url: '/api/docs' })).json();
    const paths = Object.keys(doc.paths);
    const parameterNames = (path: string, method: string) => doc.paths[path][method].parameters.map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`);
    expect(parameterNames('/api/events', 'get')).toEqual(['query:start', 'query:end']);
    expect(parameterNames('/api/event/{id}/exhibitor/{companyId}', 'put')).toEqual(['path:id', 'path:companyId']);
    expect(parameterNames('/api/event/{id}/exhibitors', 'get')).toEqual(['path:id', 'query:page', 'query:limit']);
    expect(paths).toEqual(expect.arrayContaining(['/api/events', '/api/event', '/api/event/{id}', '/api/event/{id}/exhibitors', '/api/event/{id}/exhibitor', '/api/event/{id}/exhibitor/{companyId}', '/api/event/{id}/exhibitors/import', '/api/dashboard']));
  });
});
