import { useId, type ReactNode } from 'react';
import * as styles from './SegmentedControl.css';

export type SegmentedOption<V extends string> = { value: V; label: ReactNode; disabled?: boolean };

export type SegmentedControlProps<V extends string> = {
  /** What is chosen: the group's accessible name (it is not shown). */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The radios' name, for a form; one of the group's own by default. */
  name?: string;
  className?: string;
};

/**
 * One of a few choices, shown as buttons in one band. Underneath it is a radio group: Tab enters at
 * the chosen one, the arrow keys move the choice, and a screen reader reads "radio, checked, 2 of 4".
 */
export function SegmentedControl<V extends string>({ label, options, value, onChange, name, className }: SegmentedControlProps<V>) {
  const ownName = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className ? `${styles.group} ${className}` : styles.group}>
      {options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            className={styles.input}
            name={name ?? ownName}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.face}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
