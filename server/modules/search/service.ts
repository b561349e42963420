import { type SearchQuery, type SearchResults, searchHitPath, searchKindsOf } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { type Actor, scopeOf } from '../events/actor';
import { searchIndex } from './repository';

/**
 * Ctrl/Cmd+K for the signed-in actor: only the kinds its role may open, only the events (and
 * their submissions) the calendar shows it, grouped by kind; each result names the page it opens.
 */
export async function search(db: DbOrTrx, actor: Actor, { q, limit }: SearchQuery): Promise<SearchResults> {
  const { role } = actor.user;
  const kinds = searchKindsOf(role);
  const hits = await searchIndex(db, { query: q, kinds, events: scopeOf(actor), limit });
  return {
    query: q,
    groups: kinds
      .map((kind) => ({
        kind,
        hits: hits
          .filter((hit) => hit.kind === kind)
          .map((hit) => ({
            kind,
            id: hit.ref_id,
            title: hit.title,
            details: [hit.subtitle, hit.note].filter((detail): detail is string => Boolean(detail)),
            path: searchHitPath(kind, hit.ref_id, role),
          })),
      }))
      .filter((group) => group.hits.length > 0),
  };
}
