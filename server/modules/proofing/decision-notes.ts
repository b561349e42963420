import { annotationPlacePath, DECISION_NOTES_TEXTS, escapeHtml, printPositionOf, printPositionText, type PrintSize, PROOF_REPORT_TEXTS } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import type { InlineImage } from '../mail/email';
import { openCroppers } from './annotation-crop';
import { annotationsShownWith, namesOf, repliesOf, storedFilesOf, type VersionScope } from './annotations-repository';
import type { Translate } from '../../../src/api/contract/i18n/translate';

/** The open notes on a version as an email lists them: its text, its HTML and the crops that HTML shows. */
export interface DecisionNotes {
  text: string;
  html: string;
  images: InlineImage[];
}

/** Crops an email carries at most; notes beyond are listed without one. */
const MAX_CROPS = 20;

const htmlLines = (text: string) => escapeHtml(text).replace(/\r\n?|\n/g, '<br>');

/**
 * The annotations still open on a version's review (its own and those carried from earlier
 * versions), each under the number the review and the proof report give it (all its annotations
 * given once when it was placed and kept on every version, so a resolved one is skipped, not renumbered): each with its comment, its place in
 * millimetres from the trim at the printed size, the replies in its thread, a crop of the artwork
 * round it and a link to it, worded by `say` in the company's language.
 * Null when none is open.
 */
export async function openNotesOf(db: DbOrTrx, storage: Storage, appUrl: string, version: VersionScope, size: PrintSize, say: Translate): Promise<DecisionNotes | null> {
  const open = (await annotationsShownWith(db, version)).filter((row) => row.resolved_at === null).map((row) => ({ row, number: row.number }));
  if (open.length === 0) return null;
  const files = new Map((await storedFilesOf(db, [...new Set(open.map(({ row }) => row.version_id))])).map((file) => [file.id, file]));
  const replies = await repliesOf(
    db,
    open.map(({ row }) => row.id),
  );
  const names = await namesOf(
    db,
    replies.map((reply) => reply.author_id),
  );
  const threadOf = (annotationId: number) =>
    replies
      .filter((reply) => reply.annotation_id === annotationId)
      .map((reply) => say(DECISION_NOTES_TEXTS.reply, { who: (reply.author_id === null ? undefined : names.get(reply.author_id)) ?? say(PROOF_REPORT_TEXTS.someone), text: reply.body }));
  const heading = say(DECISION_NOTES_TEXTS.heading, { count: open.length });
  const text: string[] = [heading];
  const html: string[] = [escapeHtml(heading)];
  const images: InlineImage[] = [];
  const croppers = openCroppers(storage, files);
  try {
    for (const [index, { row, number }] of open.entries()) {
      const carried = row.version_id === version.id || row.submission === null ? '' : ` (${say(DECISION_NOTES_TEXTS.fromVersion, { version: row.submission })})`;
      const position = printPositionText(printPositionOf(row, size, row.format === 'pdf'), say) + carried;
      const url = `${appUrl}${annotationPlacePath(version.id, row.id)}`;
      const thread = threadOf(row.id);
      text.push([`${number}. ${row.body}`, ...thread, position, url].join('\n'));
      const crop = index < MAX_CROPS ? await croppers.crop(row.version_id, row) : null;
      let picture = '';
      if (crop) {
        const cid = `annotation-${row.id}@artwork`;
        images.push({ cid, filename: `note-${number}.jpg`, contentType: 'image/jpeg', content: crop.jpeg.toString('base64') });
        const alt = escapeHtml(say(DECISION_NOTES_TEXTS.cropAlt, { number }));
        picture = `<br><a href="${escapeHtml(url)}"><img src="cid:${cid}" alt="${alt}" width="${crop.width}" height="${crop.height}" style="border:1px solid #ccc"></a>`;
      }
      const threadHtml = thread.map((reply) => `<br><i>${htmlLines(reply)}</i>`).join('');
      html.push(`<b>${number}.</b> ${htmlLines(row.body)}${threadHtml}<br>${escapeHtml(position)}${picture}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    }
  } finally {
    await croppers.close();
  }
  return { text: text.join('\n\n'), html: html.join('<br><br>'), images };
}
