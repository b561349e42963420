import { useRef, useState } from 'react';
import { CHECKLIST_ITEMS_MAX, REVIEW_CHECKLIST_EDITOR_TEXTS as T } from '../../api/contract';
import { Button, Checkbox, Inline, Text, TextField } from '../../design-system';
import { useT } from '../../i18n';
import type { ChecklistRow } from './requirement-form';
import * as page from '../shared/section.css';
import * as styles from './requirements.css';

type Props = { initial: readonly ChecklistRow[]; error?: string; onEdit: () => void };

/**
 * What reviewers tick before approving: one text and a "required" box per item, in order. The
 * fields are the form's own (read with the rest when it is sent); this keeps only which rows there
 * are, so that one can be added or removed.
 */
export function ChecklistFields({ initial, error, onEdit }: Props) {
  const t = useT();
  const next = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((row, key) => ({ ...row, key })));
  const add = () => {
    setRows((current) => [...current, { key: next.current++, text: '', required: true }]);
    onEdit();
  };
  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    onEdit();
  };
  return (
    <fieldset className={`${page.wide} ${styles.fieldset}`} aria-describedby={error ? 'requirement-checklist-error' : 'requirement-checklist-hint'}>
      <legend className={styles.legend}>{t(T.legend)}</legend>
      <Text id="requirement-checklist-hint" size="xs" tone="muted">
        {t(rows.length === 0 ? T.empty : T.hint)}
      </Text>
      {rows.map((row, index) => (
        <Inline key={row.key} gap={3} align="end">
          {/* One per row, empty for a new item, so that ids and texts pair up by position. */}
          <input type="hidden" name="checklistId" value={row.id === undefined ? '' : String(row.id)} />
          <div className={styles.checklistText}>
            <TextField label={t(T.itemLabel, { number: index + 1 })} name="checklistText" defaultValue={row.text} onChange={onEdit} />
          </div>
          <Checkbox label={t(T.requiredLabel, { number: index + 1 })} name="checklistRequired" value={String(index)} defaultChecked={row.required} onChange={onEdit} />
          <Button variant="outline" size="sm" onClick={() => remove(row.key)}>
            {t(T.remove, { number: index + 1 })}
          </Button>
        </Inline>
      ))}
      {rows.length < CHECKLIST_ITEMS_MAX && (
        <div>
          <Button variant="outline" size="sm" onClick={add}>
            {t(T.add)}
          </Button>
        </div>
      )}
      {error && (
        <Text id="requirement-checklist-error" size="xs" tone="error">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
