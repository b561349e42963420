import * as z from 'zod/mini';
import { checklistBody, reviewChecklistItem } from './approval-checklist';
import { optionalText, requiredText } from './common';
import { upcomingEvent } from './dashboard';
import { isIsoInstant } from './event-time';
import { positiveId } from './ids';
import { checkProgress, preflightReport } from './preflight';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS } from './texts';
import { FINDING_WORDS, type FindingWords } from './texts/finding-words';

/**
 * Artwork (docs/decisions.md, decision 12; docs/screens.md, Artwork): what an event needs from its exhibitors (requirements), the files they
 * upload for it (versions, never changed once stored) and where each company stands.
 */

export const ARTWORK_FORMATS = ['png', 'jpg', 'webp', 'tiff', 'svg', 'pdf'] as const;
export type ArtworkFormat = (typeof ARTWORK_FORMATS)[number];
/** The file name endings each format goes by, for the browser's file picker and early refusal. */
export const FORMAT_EXTENSIONS: Record<ArtworkFormat, readonly string[]> = {
  png: ['.png'],
  jpg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  tiff: ['.tif', '.tiff'],
  svg: ['.svg'],
  pdf: ['.pdf'],
};

/**
 * The name a stored file is downloaded under: its own when it already ends as its format does
 * ("photo.JPEG"), else with the format's extension in place of its last one ("poly.html" holding a
 * PNG becomes "poly.png"), so that what opens it is chosen by what the bytes are.
 */
export function nameForFormat(name: string, format: ArtworkFormat): string {
  const extensions = FORMAT_EXTENSIONS[format];
  const dot = name.lastIndexOf('.');
  if (dot >= 0 && extensions.includes(name.slice(dot).toLowerCase())) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}${extensions[0]}`;
}

/** The format a file name ends as ("poster.TIF": tiff), or null. */
export function formatOfName(name: string): ArtworkFormat | null {
  const lower = name.toLowerCase();
  return ARTWORK_FORMATS.find((format) => FORMAT_EXTENSIONS[format].some((extension) => lower.endsWith(extension))) ?? null;
}

/** "PNG", "JPG or PDF", "PNG, JPG or PDF". */
/**
 * Why a file of this format (null: none artwork may be) is refused by a requirement taking these,
 * or null when it is taken: the same words for the browser's look at the name and the server's at
 * the bytes, worded in each reader's language (FINDING_MESSAGES.formatNotAccepted).
 */
export function formatRefusal(found: ArtworkFormat | null, accepted: readonly ArtworkFormat[]): FindingWords | null {
  if (found !== null && accepted.includes(found)) return null;
  return FINDING_WORDS.formatNotAccepted(found === null ? null : ARTWORK_TEXTS.formatNames[found], accepted.map((format) => ARTWORK_TEXTS.formatNames[format]));
}

export const COLOUR_MODES = ['RGB', 'CMYK'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** Where a company stands on one requirement. Review (changes requested, approved) comes later. */
/** Optional: an optional requirement with nothing submitted; never Missing, Overdue or owed. */
export const ARTWORK_STATUSES = ['Missing', 'Submitted', 'Changes requested', 'Approved', 'Overdue', 'Optional'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

export const REQUIREMENT_NAME_MAX = 120;
export const REQUIREMENT_DESCRIPTION_MAX = 2000;
/** 100 m: no printed piece at a trade show is larger. */
export const PRINT_SIZE_MM_MAX = 100_000;
export const BLEED_MM_MAX = 100;
export const DPI_MAX = 2400;
/** A press's total ink limit is somewhere from newsprint's ~220 % to the 400 % of four full inks. */
export const INK_LIMIT_MIN = 100;
export const INK_LIMIT_MAX = 400;
export const PAGES_EXPECTED_MAX = 1000;
/** From a hand-held print (0.3 m) to a highway billboard (~75 m) and beyond. */
export const VIEWING_DISTANCE_M_MAX = 1000;
/**
 * Print rules an organiser starts from; choosing one fills the requirement's fields, which stay
 * editable. Figures from /work/shared/PRINT.md's printers' lists: coated offset takes 300–330 % of
 * ink and large-format inkjet often 280–300 %; a hand-held print needs about 300 ppi. The large-format
 * preset sets a viewing distance instead of a minimum, which then follows the one-arc-minute rule
 * (print-resolution.ts); the Ghent Workgroup's Sign & Display specification names viewing distance
 * as the variable, but its figures are not used here.
 */
export const REQUIREMENT_PRESETS = {
  pdfx4Offset: { formats: ['pdf'], bleedMm: 3, minDpi: 300, colourMode: 'CMYK', inkLimit: 300, spotColoursAllowed: false, viewingDistanceM: null },
  largeFormat: { formats: ['pdf', 'tiff', 'jpg'], bleedMm: 5, minDpi: null, colourMode: 'CMYK', inkLimit: 280, spotColoursAllowed: false, viewingDistanceM: 3 },
} as const satisfies Record<string, Pick<Requirement, 'formats' | 'bleedMm' | 'minDpi' | 'colourMode' | 'inkLimit' | 'spotColoursAllowed' | 'viewingDistanceM'>>;
export type RequirementPreset = keyof typeof REQUIREMENT_PRESETS;

export const TEMPLATE_MAX_BYTES = 50 * 1024 * 1024;
/** The longest file name kept, in characters: a longer one is cut before its extension when stored. */
export const FILE_NAME_MAX = 200;

export const APPLIES_TO = ['all', 'chosen'] as const;

/** "200 MB": binary units, as file pickers show them. */
/** The units of a file size as Intl names them, for a reader's language other than English. */
const INTL_BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "1.5 MB"; in the reader's `locale` (decision 20) Intl writes the number and the unit ("1,5 Mo" in French). */
export function formatBytes(bytes: number, locale?: string): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? value : Number(value.toFixed(value < 10 ? 1 : 0));
  if (locale && locale !== 'en' && locale !== 'en-XA') {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_BYTE_UNITS[unit], unitDisplay: 'short', useGrouping: false, maximumFractionDigits: 1 }).format(shown);
  }
  return `${shown} ${units[unit]}`;
}

export const requirementTemplate = z.object({ name: z.string(), bytes: z.number(), url: z.string() });

export const requirement = z.object({
  id: z.number().check(z.int()),
  eventId: z.number().check(z.int()),
  name: z.string(),
  description: z.nullable(z.string()),
  required: z.boolean(),
  formats: z.array(z.enum(ARTWORK_FORMATS)),
  widthMm: z.number(),
  heightMm: z.number(),
  bleedMm: z.number(),
  minDpi: z.nullable(z.number()),
  colourMode: z.nullable(z.enum(COLOUR_MODES)),
  /** Total ink limit (C+M+Y+K, %); null: the file check's default, 300. */
  inkLimit: z.nullable(z.number()),
  /** Whether spot colours (Pantone and other named inks) were ordered. */
  spotColoursAllowed: z.boolean(),
  /** How many pages a PDF must have; null: one. */
  pagesExpected: z.nullable(z.number()),
  /** Metres between the print and its viewer; null when not given. */
  viewingDistanceM: z.nullable(z.number()),
  maxBytes: z.number(),
  /** An ISO UTC instant; screens show it in the event's time zone. */
  deadline: z.string(),
  appliesTo: z.enum(APPLIES_TO),
  /** exhibiting_companies ids when appliesTo is `chosen`; empty otherwise. */
  companyIds: z.array(z.number()),
  template: z.nullable(requirementTemplate),
  /** What a reviewer ticks before approving, in order. */
  checklist: z.array(reviewChecklistItem),
  /** Files uploaded for it, every company and version. */
  versionCount: z.number().check(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Requirement = z.infer<typeof requirement>;

export const requirementsList = z.object({ requirements: z.array(requirement) });
export type RequirementsList = z.infer<typeof requirementsList>;

const millimetres = (max: number, message: string) => z.number({ error: message }).check(z.positive(message), z.lte(max, message));

/**
 * POST /api/event/{id}/requirement and PUT /api/requirement/{id}. `maxBytes` is checked against
 * the server's UPLOAD_MAX_BYTES there. A deadline may be in the past (a late requirement is shown
 * overdue at once).
 */
export const requirementBody = z.pipe(
  z.object({
    name: requiredText(ARTWORK_MESSAGES.nameRequired, REQUIREMENT_NAME_MAX),
    description: optionalText(REQUIREMENT_DESCRIPTION_MAX),
    required: z._default(z.optional(z.boolean({ error: ARTWORK_MESSAGES.requiredInvalid })), true),
    formats: z
      .array(z.enum(ARTWORK_FORMATS, { error: ARTWORK_MESSAGES.formatInvalid }), { error: ARTWORK_MESSAGES.formatsRequired })
      .check(z.minLength(1, ARTWORK_MESSAGES.formatsRequired)),
    widthMm: millimetres(PRINT_SIZE_MM_MAX, ARTWORK_MESSAGES.sizeInvalid(PRINT_SIZE_MM_MAX)),
    heightMm: millimetres(PRINT_SIZE_MM_MAX, ARTWORK_MESSAGES.sizeInvalid(PRINT_SIZE_MM_MAX)),
    bleedMm: z._default(
      z.optional(z.number({ error: ARTWORK_MESSAGES.bleedInvalid(BLEED_MM_MAX) }).check(z.gte(0, ARTWORK_MESSAGES.bleedInvalid(BLEED_MM_MAX)), z.lte(BLEED_MM_MAX, ARTWORK_MESSAGES.bleedInvalid(BLEED_MM_MAX)))),
      0,
    ),
    minDpi: z._default(
      z.nullish(z.number({ error: ARTWORK_MESSAGES.dpiInvalid(DPI_MAX) }).check(z.int(ARTWORK_MESSAGES.dpiInvalid(DPI_MAX)), z.positive(ARTWORK_MESSAGES.dpiInvalid(DPI_MAX)), z.lte(DPI_MAX, ARTWORK_MESSAGES.dpiInvalid(DPI_MAX)))),
      null,
    ),
    colourMode: z._default(z.nullish(z.enum(COLOUR_MODES, { error: ARTWORK_MESSAGES.colourModeInvalid })), null),
    // The print rules: absent, a new requirement takes the defaults and a changed one keeps its own,
    // so an editor that does not show them does not reset them; null clears one.
    inkLimit: z.optional(
      z.nullable(
        z
          .number({ error: ARTWORK_MESSAGES.inkLimitInvalid(INK_LIMIT_MIN, INK_LIMIT_MAX) })
          .check(z.int(ARTWORK_MESSAGES.inkLimitInvalid(INK_LIMIT_MIN, INK_LIMIT_MAX)), z.gte(INK_LIMIT_MIN, ARTWORK_MESSAGES.inkLimitInvalid(INK_LIMIT_MIN, INK_LIMIT_MAX)), z.lte(INK_LIMIT_MAX, ARTWORK_MESSAGES.inkLimitInvalid(INK_LIMIT_MIN, INK_LIMIT_MAX))),
      ),
    ),
    spotColoursAllowed: z.optional(z.boolean({ error: ARTWORK_MESSAGES.spotColoursAllowedInvalid })),
    pagesExpected: z.optional(
      z.nullable(
        z
          .number({ error: ARTWORK_MESSAGES.pagesExpectedInvalid(PAGES_EXPECTED_MAX) })
          .check(z.int(ARTWORK_MESSAGES.pagesExpectedInvalid(PAGES_EXPECTED_MAX)), z.positive(ARTWORK_MESSAGES.pagesExpectedInvalid(PAGES_EXPECTED_MAX)), z.lte(PAGES_EXPECTED_MAX, ARTWORK_MESSAGES.pagesExpectedInvalid(PAGES_EXPECTED_MAX))),
      ),
    ),
    viewingDistanceM: z.optional(
      z.nullable(
        z
          .number({ error: ARTWORK_MESSAGES.viewingDistanceInvalid(VIEWING_DISTANCE_M_MAX) })
          .check(z.positive(ARTWORK_MESSAGES.viewingDistanceInvalid(VIEWING_DISTANCE_M_MAX)), z.lte(VIEWING_DISTANCE_M_MAX, ARTWORK_MESSAGES.viewingDistanceInvalid(VIEWING_DISTANCE_M_MAX))),
      ),
    ),
    maxBytes: z.number({ error: ARTWORK_MESSAGES.maxBytesInvalid }).check(z.int(ARTWORK_MESSAGES.maxBytesInvalid), z.positive(ARTWORK_MESSAGES.maxBytesInvalid)),
    deadline: z
      .string({ error: ARTWORK_MESSAGES.deadlineRequired })
      .check(z.trim(), z.minLength(1, ARTWORK_MESSAGES.deadlineRequired), z.refine(isIsoInstant, ARTWORK_MESSAGES.deadlineInvalid)),
    appliesTo: z._default(z.optional(z.enum(APPLIES_TO, { error: ARTWORK_MESSAGES.appliesToInvalid })), 'all'),
    companyIds: z._default(
      z.optional(z.array(z.number().check(z.int(), z.positive()), { error: ARTWORK_MESSAGES.companiesInvalid })),
      [],
    ),
    // Absent, a new requirement has none and a changed one keeps its own.
    checklist: z.optional(checklistBody),
  }),
  z.transform((body, ctx) => {
    if (body.appliesTo === 'chosen' && body.companyIds.length === 0) {
      ctx.issues.push({ code: 'custom', path: ['companyIds'], message: ARTWORK_MESSAGES.companiesRequired, input: body.companyIds });
    }
    return {
      ...body,
      formats: [...new Set(body.formats)],
      deadline: new Date(body.deadline).toISOString(),
      companyIds: body.appliesTo === 'chosen' ? [...new Set(body.companyIds)] : [],
    };
  }),
);
export type RequirementBodyInput = z.input<typeof requirementBody>;
export type RequirementBody = z.output<typeof requirementBody>;

export const requirementIdParam = z.object({ id: positiveId(ARTWORK_MESSAGES.requirementNotFound) });
export const versionIdParam = z.object({ id: positiveId(ARTWORK_MESSAGES.versionNotFound) });

export const requirementDeleted = z.object({ message: z.string(), versionsRemoved: z.number().check(z.int()) });
export type RequirementDeleted = z.infer<typeof requirementDeleted>;

/** One stored file: a version of a company's artwork for a requirement. Never changed once stored. */
export const artworkVersion = z.object({
  id: z.number().check(z.int()),
  requirementId: z.number().check(z.int()),
  companyId: z.number().check(z.int()),
  /**
   * Its number among the company's submissions for the requirement, from 1: what reviewers see
   * (and the printer ZIP's `_vN`). Null while it is a draft, which only the company sees.
   */
  version: z.nullable(z.number().check(z.int())),
  originalName: z.string(),
  format: z.enum(ARTWORK_FORMATS),
  mime: z.string(),
  bytes: z.number(),
  sha256: z.string(),
  /** The file check's report: complete once `check` is done, the findings so far until then. */
  preflight: preflightReport,
  /** How far the file check has gone; submitting waits until it is done. */
  check: checkProgress,
  fileUrl: z.string(),
  thumbnailUrl: z.nullable(z.string()),
  uploadedBy: z.nullable(z.string()),
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  warningsAcknowledgedAt: z.nullable(z.string()),
});
export type ArtworkVersion = z.infer<typeof artworkVersion>;

export const versionsList = z.object({ versions: z.array(artworkVersion) });
export type VersionsList = z.infer<typeof versionsList>;

/** GET /api/requirement/{id}/versions: a company sees its own; staff name the company. */
export const versionsQuery = z.object({
  companyId: z.optional(positiveId(ARTWORK_MESSAGES.companyIdInvalid)),
});

/** POST /api/artwork/version/{id}/submit. */
export const submitBody = z.object({
  acknowledgeWarnings: z._default(z.optional(z.boolean({ error: ARTWORK_MESSAGES.acknowledgeInvalid })), false),
});
export type SubmitBody = z.infer<typeof submitBody>;

/** A requirement as its company's checklist shows it: where the company stands, and its files. */
export const checklistItem = z.object({
  requirement,
  status: z.enum(ARTWORK_STATUSES),
  /** The newest version, submitted or not. */
  latest: z.nullable(artworkVersion),
  /** The newest submitted version. */
  submitted: z.nullable(artworkVersion),
  /** A later deadline granted to this company, if any (the requirement's own otherwise). */
  extendedTo: z.nullable(z.string()),
  /** The newest submitted version came in after the deadline. */
  late: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

export const checklistEvent = z.object({ event: upcomingEvent, booth: z.nullable(z.string()), items: z.array(checklistItem) });
export type ChecklistEvent = z.infer<typeof checklistEvent>;

/** GET /api/artwork/checklist: an exhibiting company's events that need artwork, soonest deadline first. */
export const checklist = z.object({ events: z.array(checklistEvent) });
export type Checklist = z.infer<typeof checklist>;

/**
 * Where a company stands: Missing until a version is submitted (Overdue once the deadline passes
 * without one), or Optional when the requirement is; then the reviewer's decision on the latest
 * submitted version, if any.
 */
export function artworkStatus(
  latest: { required: boolean; submittedAt: string | null; decision: 'approved' | 'changes_requested' | 'reopened' | null },
  deadline: string,
  now: Date = new Date(),
): ArtworkStatus {
  if (latest.submittedAt === null) {
    if (!latest.required) return 'Optional';
    return Date.parse(deadline) < now.getTime() ? 'Overdue' : 'Missing';
  }
  if (latest.decision === 'approved') return 'Approved';
  if (latest.decision === 'changes_requested') return 'Changes requested';
  return 'Submitted';
}

/** The tus endpoint; an upload's metadata names its requirement and file. */
export const UPLOADS_PATH = '/api/uploads';
export const UPLOAD_METADATA = { requirementId: 'requirementId', filename: 'filename' } as const;

