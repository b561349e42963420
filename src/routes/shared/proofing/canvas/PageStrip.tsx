import { type TilePage } from '../../../../api/contract';
import { PROOF_CANVAS_TEXTS } from './proof-canvas-texts';
import { useArtworkFile } from '../../use-artwork-file';
import * as styles from './canvas.css';
import { useT } from '../../../../i18n';

type Props = { pages: readonly TilePage[]; current: number; onPick: (page: number) => void };

/** The pyramid level whose whole page fits one small tile (at most 128 px): the page's thumbnail. */
const THUMB_LEVEL = 7;
export function thumbUrlOf(page: TilePage) {
  const top = Math.ceil(Math.log2(Math.max(page.width, page.height, 1)));
  return `${page.dziUrl.replace(/\.dzi$/, '_files/')}${Math.min(top, THUMB_LEVEL)}/0_0.${page.format}`;
}

/** A PDF's pages as a strip of thumbnails: the one shown is marked; picking another shows it with its notes. */
export function PageStrip({ pages, current, onPick }: Props) {
  const t = useT();
  return (
    <nav aria-label={t(PROOF_CANVAS_TEXTS.pages)}>
      <ol className={styles.strip}>
        {pages.map((page) => (
          <li key={page.page}>
            <PageThumb page={page} pageCount={pages.length} current={page.page === current} onPick={onPick} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PageThumb({ page, pageCount, current, onPick }: { page: TilePage; pageCount: number; current: boolean; onPick: (page: number) => void }) {
  const t = useT();
  const src = useArtworkFile(thumbUrlOf(page));
  return (
    <button type="button" className={styles.thumb} aria-current={current ? 'page' : undefined} onClick={() => onPick(page.page)}>
      {src ? <img className={styles.thumbImage} src={src} alt="" /> : <span className={styles.thumbImage} />}
      <span>{t(PROOF_CANVAS_TEXTS.pageThumb, { page: page.page, pages: pageCount })}</span>
    </button>
  );
}
