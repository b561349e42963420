import { useId, type ComponentPropsWithRef } from 'react';
import { SearchIcon } from '../icons/icons';
import { visuallyHidden } from '../shared/visually-hidden.css';
import * as styles from './SearchInput.css';

export type SearchInputProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'style' | 'type'> & {
  /** The input's accessible name (visually hidden). */
  label: string;
  /** Shown at the right as a key cap, e.g. "⌘K". Visual only. */
  shortcutHint?: string;
  /** The shortcut for assistive technology (aria-keyshortcuts), e.g. "Control+K Meta+K". */
  keyShortcuts?: string;
};

/** The header's search box; the caller binds the shortcut and focuses it through `ref`. */
export function SearchInput({ label, shortcutHint, keyShortcuts, id, ...rest }: SearchInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={styles.wrapper}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <span className={styles.icon}>
        <SearchIcon />
      </span>
      <input {...rest} id={inputId} type="search" aria-keyshortcuts={keyShortcuts} className={shortcutHint ? `${styles.input} ${styles.hinted}` : styles.input} />
      {shortcutHint && (
        <kbd className={styles.kbd} aria-hidden="true">
          {shortcutHint}
        </kbd>
      )}
    </div>
  );
}
