import * as z from 'zod/mini';
import { positiveId } from './ids';
import { ARTWORK_MESSAGES, REVIEW_CHECKLIST_MESSAGES } from './texts';

/**
 * A requirement's checklist: what a reviewer confirms on each version before approving it. Each
 * reviewer's ticks are kept per version; an approval waits for the deciding reviewer's tick on
 * every required item.
 */
export const CHECKLIST_ITEM_MAX = 200;
export const CHECKLIST_ITEMS_MAX = 20;

export const reviewChecklistItem = z.object({
  id: z.number().check(z.int()),
  text: z.string(),
  required: z.boolean(),
});
export type ReviewChecklistItem = z.infer<typeof reviewChecklistItem>;

/** One item as the requirement editor sends it: an existing one by its id (its ticks stay), a new one without. */
export const checklistItemBody = z.object({
  id: z.optional(z.number({ error: REVIEW_CHECKLIST_MESSAGES.unknownItem }).check(z.int(REVIEW_CHECKLIST_MESSAGES.unknownItem), z.positive(REVIEW_CHECKLIST_MESSAGES.unknownItem))),
  text: z.string({ error: REVIEW_CHECKLIST_MESSAGES.textRequired }).check(z.trim(), z.minLength(1, REVIEW_CHECKLIST_MESSAGES.textRequired), z.maxLength(CHECKLIST_ITEM_MAX, REVIEW_CHECKLIST_MESSAGES.textTooLong(CHECKLIST_ITEM_MAX))),
  required: z._default(z.optional(z.boolean({ error: REVIEW_CHECKLIST_MESSAGES.requiredInvalid })), true),
});
export type ChecklistItemBodyInput = z.input<typeof checklistItemBody>;

/** The whole checklist, in order; absent from a requirement's body, the requirement keeps its own. */
export const checklistBody = z
  .array(checklistItemBody, { error: REVIEW_CHECKLIST_MESSAGES.invalid })
  .check(
    z.maxLength(CHECKLIST_ITEMS_MAX, REVIEW_CHECKLIST_MESSAGES.tooMany(CHECKLIST_ITEMS_MAX)),
    z.refine((items) => new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id]))).size === items.filter((item) => item.id !== undefined).length, REVIEW_CHECKLIST_MESSAGES.unknownItem),
  );

/** A reviewer's tick on a version: who, and when. */
export const checklistTick = z.object({ reviewerId: z.number().check(z.int()), reviewer: z.nullable(z.string()), tickedAt: z.string() });
export type ChecklistTick = z.infer<typeof checklistTick>;

/** GET /api/artwork/version/{id}/checklist: the requirement's items, each with every reviewer's tick on this version. */
export const versionChecklist = z.object({
  versionId: z.number().check(z.int()),
  items: z.array(z.object({ ...reviewChecklistItem.shape, ticks: z.array(checklistTick) })),
});
export type VersionChecklist = z.infer<typeof versionChecklist>;

/** PUT /api/artwork/version/{id}/checklist/{itemId}: the reviewer's own tick, set or taken back. */
export const tickBody = z.object({ ticked: z.boolean({ error: REVIEW_CHECKLIST_MESSAGES.tickedInvalid }) });
export type TickBody = z.infer<typeof tickBody>;

export const checklistItemParam = z.object({ id: positiveId(ARTWORK_MESSAGES.versionNotFound), itemId: positiveId(REVIEW_CHECKLIST_MESSAGES.itemNotFound) });

/** A file's SHA-256 as hex; upper case is read as lower. */
export const sha256Hex = z.string({ error: REVIEW_CHECKLIST_MESSAGES.sha256Invalid }).check(z.trim(), z.toLowerCase(), z.regex(/^[0-9a-f]{64}$/, REVIEW_CHECKLIST_MESSAGES.sha256Invalid));

/** The required items the reviewer has not ticked on the version. */
export const unticked = (checklist: VersionChecklist, reviewerId: number) =>
  checklist.items.filter((item) => item.required && !item.ticks.some((tick) => tick.reviewerId === reviewerId));
