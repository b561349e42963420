/** What changed between two versions: the compare screen's difference overlay, its regions and the notes that know. */
import { plural } from '../plural';

export const DIFFERENCE_TEXTS = {
  toggle: 'Differences',
  /** Beside the toggle: which version the shown one is compared with. */
  against: (version: number, base: number) => `Differences of v${version} from v${base}`,
  pending: 'The differences are still being found: try again in a moment.',
  failed: 'The differences could not be found; compare the versions by eye.',
  none: 'No visible change',
  firstVersion: 'This is the first version: there is nothing earlier to compare with.',
  regionsLabel: (count: number) => plural(count, { one: '# changed region', other: '# changed regions' }),
  region: (number: number) => `Region ${number}`,
  /** A region's place, after its number: "12 mm from the left trim, …" or a share of the page. */
  regionOnPage: (page: number) => `page ${page}`,
  share: (percent: string) => `${percent} of the page changed`,
  showRegion: (number: number) => `Show region ${number} on the artwork`,
  changedHere: 'changed here',
  unchangedHere: 'unchanged here',
  notFound: 'There is no such difference.',
} as const;
