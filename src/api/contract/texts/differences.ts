/** What changed between two versions: the compare screen's difference overlay, its regions and the notes that know. */
export const DIFFERENCE_TEXTS = {
  toggle: 'Differences',
  /** Beside the toggle: which version the shown one is compared with. */
  /** ICU: the shown `version`'s number and the `base` one's. */
  against: 'Differences of v{version} from v{base}',
  pending: 'The differences are still being found: try again in a moment.',
  failed: 'The differences could not be found; compare the versions by eye.',
  none: 'No visible change',
  firstVersion: 'This is the first version: there is nothing earlier to compare with.',
  regionsLabel: '{count, plural, one {# changed region} other {# changed regions}}',
  region: 'Region {number}',
  /** A region's place, after its number: "12 mm from the left trim, …" or a share of the page. */
  regionOnPage: 'page {page}',
  /** ICU: `percent`, written as a share ("12%"). */
  share: '{percent} of the page changed',
  showRegion: 'Show region {number} on the artwork',
  changedHere: 'changed here',
  unchangedHere: 'unchanged here',
  notFound: 'There is no such difference.',
  /** After a version's decision, in its email and its proof report: which of the notes carried from the version before were acted on, and where. */
  carriedTitle: 'Notes carried from the version before',
  carriedHeading: 'Notes carried from v{base}, and whether v{version} changed at their place ({count}):',
  carriedNone: 'No notes were carried from v{base}.',
  carriedPending: 'The differences from v{base} were not found yet, so which notes were acted on is not known.',
  carriedFailed: 'The differences from v{base} could not be found, so which notes were acted on is not known.',
  /** "region 2, page 1": a changed region by its number, on its page. */
  regionAt: 'region {number}, page {page}',
  changedAt: 'changed here ({regions})',
  carriedNote: '{number}. {text}',
  /** On the review page: stepping through the open notes changed here, resolving or skipping each. */
  stepsIntro: '{count, plural, one {A changed region overlaps # open note carried from the version before.} other {Changed regions overlap # open notes carried from the version before.}}',
  stepsStart: '{count, plural, one {Look at the note changed here} other {Look at the # notes changed here, one by one}}',
  stepsLabel: 'Notes changed here',
  /** ICU: the note's place `at` among the `count` changed here. */
  stepOf: 'Note {at} of {count} changed here',
  resolving: 'Resolving…',
  skip: 'Skip',
  stop: 'Stop',
  stepsDone: 'Notes changed here: {resolved} of {count} resolved.',
  close: 'Close',
} as const;
