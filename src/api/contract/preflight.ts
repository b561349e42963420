import * as z from 'zod/mini';
import { annotationSelector, placeOf, type Place } from './annotations';
import { FINDING_KEYS } from './texts/finding-words';

/**
 * The preflight report of a stored artwork file: what the server found in its bytes, in plain
 * language. Errors block submission; warnings must be acknowledged; info is for the record.
 */
export const PREFLIGHT_OUTCOMES = ['passed', 'warnings', 'errors'] as const;
export type PreflightOutcome = (typeof PREFLIGHT_OUTCOMES)[number];

export const FINDING_SEVERITIES = ['error', 'warning', 'info'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/**
 * One thing found. `page` (from 1) when it belongs to a page of a PDF; `selector` when it has a
 * place there (an image, an ink hot spot, a hairline): a W3C selector in the annotations' model,
 * the page refined by `xywh=percent:` of the page as shown (its crop box), so it draws where the
 * annotations draw. `message` is the finding's English sentence; `words`, when it has figures, its
 * message's key and values, which show it in the reader's language (a report stored before findings
 * had words shows its English).
 */
export const findingWords = z.object({
  key: z.enum(FINDING_KEYS),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.number()), z.array(z.string())])),
});

export const preflightFinding = z.object({
  code: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  message: z.string(),
  words: z.optional(findingWords),
  page: z.optional(z.number()),
  selector: z.optional(annotationSelector),
});
export type PreflightFinding = z.infer<typeof preflightFinding>;

/** What was measured, when it could be. */
export const preflightFacts = z.object({
  widthPx: z.optional(z.number()),
  heightPx: z.optional(z.number()),
  /** The lower of the horizontal and vertical dpi at the printed size with bleed. */
  effectiveDpi: z.optional(z.number()),
  colourSpace: z.optional(z.string()),
  /** Bits per sample (8 for an indexed image, whose palette holds 8-bit colours). */
  bitDepth: z.optional(z.number()),
  /** The embedded ICC profile's name: absent when there is none, null when it has no name. */
  colourProfile: z.optional(z.nullable(z.string())),
  /** Whether the file has an alpha channel, and whether any pixel is less than opaque. */
  hasAlpha: z.optional(z.boolean()),
  transparent: z.optional(z.boolean()),
  pageCount: z.optional(z.number()),
  pageWidthMm: z.optional(z.number()),
  pageHeightMm: z.optional(z.number()),
  /** A PDF's PDF/X version (GTS_PDFXVersion) and its output intent's printing condition. */
  pdfx: z.optional(z.string()),
  outputIntent: z.optional(z.string()),
  /** The highest total ink (C+M+Y+K, %) measured at any place of any page. */
  maxInkPercent: z.optional(z.number()),
});
export type PreflightFacts = z.infer<typeof preflightFacts>;

export const preflightReport = z.object({ outcome: z.enum(PREFLIGHT_OUTCOMES), findings: z.array(preflightFinding), facts: preflightFacts });
export type PreflightReport = z.infer<typeof preflightReport>;

/**
 * The file check runs as a job, page by page: queued until a worker takes it, checking while it
 * reads the pages, then done (the report is the version's) or failed (it could not finish).
 */
export const CHECK_STATES = ['queued', 'checking', 'done', 'failed'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** How far a version's file check has gone: pages checked of how many (null until it knows). */
export const checkProgress = z.object({
  state: z.enum(CHECK_STATES),
  pagesDone: z.number().check(z.int()),
  pagesTotal: z.nullable(z.number().check(z.int())),
});
export type CheckProgress = z.infer<typeof checkProgress>;

/** Whether a file check is still under way (queued or reading pages): its report is not final yet. */
export const checkRuns = (check: Pick<CheckProgress, 'state'> | null | undefined): boolean => check?.state === 'queued' || check?.state === 'checking';

/**
 * GET /api/artwork/version/{id}/check: the progress, with the findings of the pages checked so far
 * (the whole report's once done).
 */
export const versionCheck = z.extend(checkProgress, { findings: z.array(preflightFinding) });
export type VersionCheck = z.infer<typeof versionCheck>;

/** The page being checked now: the one after those done, within the count. */
export const pageBeingChecked = (progress: CheckProgress) => Math.min(progress.pagesDone + 1, Math.max(1, progress.pagesTotal ?? 1));

/** errors if any error, warnings if any warning, else passed. */
export function outcomeOf(findings: readonly PreflightFinding[]): PreflightOutcome {
  if (findings.some((finding) => finding.severity === 'error')) return 'errors';
  if (findings.some((finding) => finding.severity === 'warning')) return 'warnings';
  return 'passed';
}

/** The colour findings are marked in where no theme reaches (the proof report's crops): the design system's finding token (palette.finding[700]). */
export const FINDING_MARK_COLOUR = '#c11574';

/** A finding that has a place on the artwork, under the number the canvas and the proof report give it (F1, F2, …). */
export interface PlacedFinding {
  number: number;
  finding: PreflightFinding;
  place: Place;
}

/**
 * The findings that have a place, numbered 1, 2, … as a reader goes through the file: page by page,
 * each page from the top down, then left to right (the report's order where places tie). One
 * numbering for the canvas, its list and the proof report.
 */
export function placedFindings(findings: readonly PreflightFinding[]): PlacedFinding[] {
  const placed: Omit<PlacedFinding, 'number'>[] = [];
  for (const finding of findings) {
    const place = finding.selector ? placeOf(finding.selector) : null;
    if (place && typeof place !== 'string') placed.push({ finding, place });
  }
  return placed
    .sort((a, b) => a.place.page - b.place.page || a.place.y - b.place.y || a.place.x - b.place.x)
    .map((each, index) => ({ number: index + 1, ...each }));
}

/** A refused upload's answer: its English message and, for a refusal with figures (a format, a size, an SVG's reasons), its words in every language. */
export const refusalBody = z.object({ message: z.string(), words: z.optional(findingWords) });
export type RefusalBody = z.infer<typeof refusalBody>;
