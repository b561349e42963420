import { useEffect, useId, useRef } from 'react';
import { ARTWORK_TEXTS, MATRIX_TEXTS, type Matrix, type MatrixCell, type MatrixRow } from '../../api/contract';
import { visuallyHidden, Inline } from '../../design-system';
import { instantText, viewerHint } from '../shared/dates';
import { MatrixCellView } from './MatrixCellView';
import * as styles from './matrix.css';
import { useT } from '../../i18n';

export type ExtendTarget = { company: MatrixRow['company']; requirement: Matrix['requirements'][number]; cell: MatrixCell };

type Props = {
  data: Matrix;
  timeZone: string;
  /** Shown in place of rows when there are none. */
  emptyText: string;
  isSelected: (companyId: number) => boolean;
  /** Every row of the page is selected; some of them; none. */
  pageSelection: 'all' | 'some' | 'none';
  /** Rows cannot be picked now (a reminder is on its way, the next page is loading). */
  selectionLocked: boolean;
  onToggleRow: (companyId: number) => void;
  onTogglePage: () => void;
  onExtend: (target: ExtendTarget) => void;
};

const notAsked = (requirement: Matrix['requirements'][number]): MatrixCell => ({
  requirementId: requirement.id,
  status: null,
  versionId: null,
  version: null,
  deadline: requirement.deadline,
  extended: false,
  late: false,
  stage: null,
});

/** A requirement's name, its due date, and whether it is optional: over its column, or beside its cell in a card. */
function RequirementHeading({ requirement, timeZone }: { requirement: Matrix['requirements'][number]; timeZone: string }) {
  const t = useT();
  return (
    <>
      <span className={styles.headName}>{requirement.name}</span>
      {t(MATRIX_TEXTS.dueOn, { when: instantText(requirement.deadline, timeZone) })}
      {!requirement.required && ` · ${t(ARTWORK_TEXTS.optional)}`}
    </>
  );
}

/**
 * Exhibitors down, requirements across; the exhibitor column stays at the left while the rest
 * scrolls. Narrower than 40rem, each exhibitor becomes a card: its name and checkbox, then one
 * line per requirement (its name and due date beside the cell), nothing reached sideways. Shown as
 * blocks, a table may lose its semantics in some browsers: the roles keep them.
 */
export function MatrixTable({ data, timeZone, emptyText, isSelected, pageSelection, selectionLocked, onToggleRow, onTogglePage, onExtend }: Props) {
  const t = useT();
  const captionId = useId();
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = pageSelection === 'some';
  }, [pageSelection]);

  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} role="table">
        <caption id={captionId} className={visuallyHidden}>
          {t(MATRIX_TEXTS.title)}
        </caption>
        <thead className={styles.head} role="rowgroup">
          <tr className={styles.headRow} role="row">
            <th scope="col" className={`${styles.headCell} ${styles.sticky}`} role="columnheader">
              <Inline as="span" gap={3} align="start" wrap={false}>
                <input
                  ref={pageBox}
                  type="checkbox"
                  className={styles.check}
                  aria-label={t(MATRIX_TEXTS.selectPage)}
                  checked={pageSelection === 'all'}
                  disabled={selectionLocked || data.rows.length === 0}
                  onChange={onTogglePage}
                />
                <span className={styles.headName}>{t(MATRIX_TEXTS.exhibitor)}</span>
              </Inline>
            </th>
            {data.requirements.map((requirement) => (
              <th key={requirement.id} scope="col" className={`${styles.headCell} ${styles.requirementHead}`} title={viewerHint(requirement.deadline, timeZone)} role="columnheader">
                <RequirementHeading requirement={requirement} timeZone={timeZone} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {data.rows.length === 0 ? (
            <tr className={styles.row} role="row">
              <td role="cell" colSpan={data.requirements.length + 1} className={styles.placeholder}>
                {emptyText}
              </td>
            </tr>
          ) : (
            data.rows.map(({ company, cells }) => (
              <tr key={company.id} className={styles.row} role="row">
                <th scope="row" className={`${styles.cell} ${styles.lastRow} ${styles.sticky}`} role="rowheader">
                  <Inline as="span" gap={3} align="start" wrap={false}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      aria-label={t(MATRIX_TEXTS.selectRow, { company: company.name })}
                      checked={isSelected(company.id)}
                      disabled={selectionLocked}
                      onChange={() => onToggleRow(company.id)}
                    />
                    <span>
                      <span className={styles.name}>{company.name}</span>
                      {company.booth && <span className={styles.sub}>{t(MATRIX_TEXTS.boothOf, { booth: company.booth })}</span>}
                      <span className={styles.email}>{company.email}</span>
                    </span>
                  </Inline>
                </th>
                {data.requirements.map((requirement) => {
                  const cell = cells.find((candidate) => candidate.requirementId === requirement.id) ?? notAsked(requirement);
                  return (
                    <td key={requirement.id} className={`${styles.cell} ${styles.lastRow} ${styles.requirementCell}`} role="cell">
                      <span className={styles.cellLabel} aria-hidden="true">
                        <RequirementHeading requirement={requirement} timeZone={timeZone} />
                      </span>
                      <MatrixCellView cell={cell} company={company.name} requirement={requirement.name} timeZone={timeZone} onExtend={() => onExtend({ company, requirement, cell })} />
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
