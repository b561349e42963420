import { beforeAll, expect, it } from 'vitest';
import { type Event, MATRIX_TEXTS, type Matrix } from '../../../src/api/contract';
import { castOf, type Cast } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';

describeOnEachDatabase('completeness matrix export', (ctx) => {
  let cast: Cast;
  let event: Event;

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast, 'Matrix Fair');
    await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster' });
  });

  const csv = (query: string, token = cast.organiser.token) => ctx.request({ url: `/api/event/${event.id}/matrix.csv${query}`, token });
  const namesIn = (body: string) => body.trim().split('\r\n').slice(1).map((line) => line.split(',')[0]);

  it('exports the rows the filter and the search keep, as the screen shows them', async () => {
    const screen = (await ctx.request({ url: `/api/event/${event.id}/matrix?search=acme`, token: cast.organiser.token })).json<Matrix>();
    expect(screen.rows.map((row) => row.company.name)).toEqual(['Acme Co']);
    const searched = await csv('?filter=missing&search=acme');
    expect(searched.statusCode, searched.body).toBe(200);
    expect(searched.body.trim().split('\r\n')[0]).toBe(`${MATRIX_TEXTS.exhibitor},Booth,Email,Poster`);
    expect(namesIn(searched.body)).toEqual(['Acme Co']);
    // Words match the name, the booth or the email, in any case.
    expect(namesIn((await csv(`?search=${encodeURIComponent(cast.otherCompany.email.toUpperCase())}`)).body)).toEqual(['Bolt Co']);
    expect(namesIn((await csv('?search=a1')).body)).toEqual(['Acme Co', 'Bolt Co']);
    expect(namesIn((await csv('?search=nobody')).body)).toEqual([]);
    expect(namesIn((await csv('?filter=needs-review&search=acme')).body)).toEqual([]);
  });

  it('refuses a search longer than a list’s and another organiser', async () => {
    expect((await csv(`?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await csv('?search=acme', cast.otherOrganiser.token)).statusCode).toBe(403);
  });
});
