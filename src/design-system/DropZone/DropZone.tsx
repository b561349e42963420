import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { UploadIcon } from '../icons/icons';
import { splitFiles } from './accepts';
import * as styles from './DropZone.css';

export type DropZoneProps = {
  label: string;
  hint?: ReactNode;
  /** MIME types ("image/png"), wildcards ("image/*") or extensions (".csv"). */
  accept: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  /** Called once per pick or drop; files whose type is not accepted come in `rejected`. */
  onFiles: (accepted: File[], rejected: File[]) => void;
};

/** Click, Enter or Space opens the file picker; files can also be dropped on it. */
export function DropZone({ label, hint, accept, multiple = false, disabled = false, onFiles }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const receive = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const { accepted, rejected } = splitFiles(multiple ? files : files.slice(0, 1), accept);
    onFiles(accepted, rejected);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) receive(event.dataTransfer.files);
  };

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  // The button holds only the label, so its name matches its text; the hint describes it.
  // A click anywhere on the zone opens the picker too, for mouse users.
  return (
    <div
      className={styles.zone({ dragging, disabled })}
      data-dragging={dragging || undefined}
      onClick={openPicker}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <span className={styles.icon} aria-hidden="true">
        <UploadIcon size={28} />
      </span>
      <button
        type="button"
        className={styles.button}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onClick={(event) => {
          event.stopPropagation();
          openPicker();
        }}
      >
        {label}
      </button>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={label}
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          receive(event.currentTarget.files);
          // Cleared so that picking the same file again still reports it.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
