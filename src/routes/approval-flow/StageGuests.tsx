import { GUEST_TEXTS } from '../../api/contract';
import { Button, CloseIcon, IconButton, TextField } from '../../design-system';
import { useT } from '../../i18n';
import * as styles from './approval-flow.css';

type Props = {
  /** The guests the stage names, by email, and the one being typed. */
  emails: readonly string[];
  typed: string;
  /** Why the typed email cannot be added. */
  error?: string;
  disabled: boolean;
  onType: (value: string) => void;
  onAdd: () => void;
  onRemove: (email: string) => void;
};

/**
 * A stage's guest reviewers: people without an account, by email, each taken off by its button; a
 * new one typed and added (Enter adds it too). Saving the flow invites each new one by email.
 */
export function StageGuests({ emails, typed, error, disabled, onType, onAdd, onRemove }: Props) {
  const t = useT();
  return (
    <div className={styles.guests}>
      {emails.length > 0 && (
        <ul className={styles.guestList} aria-label={t(GUEST_TEXTS.listTitle)}>
          {emails.map((email) => (
            <li key={email} className={styles.guestChip}>
              <span className={styles.guestTag}>{t(GUEST_TEXTS.guestTag)}</span>
              <span className={styles.guestEmail}>{email}</span>
              <IconButton label={t(GUEST_TEXTS.removeGuest, { email })} variant="ghost" size="sm" disabled={disabled} onClick={() => onRemove(email)}>
                <CloseIcon size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.guestAdd}>
        <TextField
          label={t(GUEST_TEXTS.guestEmailLabel)}
          type="email"
          autoComplete="off"
          value={typed}
          error={error}
          disabled={disabled}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the guest; the flow is saved by its own button.
            event.preventDefault();
            onAdd();
          }}
        />
        <Button type="button" variant="outline" disabled={disabled || typed.trim() === ''} onClick={onAdd}>
          {t(GUEST_TEXTS.addGuest)}
        </Button>
      </div>
      <p className={styles.groupHint}>{t(GUEST_TEXTS.guestEmailHint)}</p>
    </div>
  );
}
