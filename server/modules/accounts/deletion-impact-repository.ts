import type { AccountDeletionImpact } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';

const none: AccountDeletionImpact = { events: 0, eventsLeftWithoutOrganiser: 0, exhibitorLinks: 0, artworkVersions: 0 };

/** What goes with an organiser (event_organisers.id): their assignments; the events stay, some with no organiser left. */
export async function organiserDeletionImpact(db: DbOrTrx, organiserId: number): Promise<AccountDeletionImpact> {
  const row = await db
    .selectFrom('event_organiser_assignments as mine')
    .where('mine.organiser_id', '=', organiserId)
    .select((eb) => [
      eb.fn.countAll<number>().as('events'),
      eb.fn
        .count<number>('mine.event_id')
        .filterWhere((inner) =>
          inner.not(
            inner.exists(
              inner
                .selectFrom('event_organiser_assignments as others')
                .select('others.event_id')
                .whereRef('others.event_id', '=', 'mine.event_id')
                .where('others.organiser_id', '<>', organiserId),
            ),
          ),
        )
        .as('alone'),
    ])
    .executeTakeFirstOrThrow();
  return { ...none, events: Number(row.events), eventsLeftWithoutOrganiser: Number(row.alone) };
}

/** What goes with a company (exhibiting_companies.id): its exhibitor links and its artwork versions. */
export async function companyDeletionImpact(db: DbOrTrx, companyId: number): Promise<AccountDeletionImpact> {
  const [links, versions] = await Promise.all([
    db.selectFrom('event_exhibitors').where('company_id', '=', companyId).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    db.selectFrom('artwork_versions').where('company_id', '=', companyId).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { ...none, exhibitorLinks: Number(links.count), artworkVersions: Number(versions.count) };
}
