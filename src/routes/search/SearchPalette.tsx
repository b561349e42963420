import * as Dialog from '@radix-ui/react-dialog';
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId } from 'react';
import { SEARCH_SCOPES, SEARCH_TEXTS } from '../../api/contract';
import { Button, SearchIcon, useReturnFocus, visuallyHidden } from '../../design-system';
import { hitsOf, searchPaletteMachine } from '../../machines/search-palette.machine';
import * as styles from './search-palette.css';
import { useT } from '../../i18n';

type Scope = (typeof SEARCH_SCOPES)[keyof typeof SEARCH_SCOPES];

const KEYS = { ArrowDown: 'active.next', ArrowUp: 'active.previous' } as const;

/**
 * The Ctrl/Cmd+K palette: a combobox whose listbox holds the results grouped by kind. The arrows
 * walk the results, Enter opens the active one (else the first) through `onOpen`, Escape closes and
 * focus goes back to where it was. Its flow is searchPaletteMachine's.
 */
export function SearchPalette({ scope, onClose, onOpen }: { scope: Scope; onClose: () => void; onOpen: (path: string) => void }) {
  const t = useT();
  const [state, send] = useMachine(searchPaletteMachine);
  const returnFocus = useReturnFocus();
  const id = useId();
  const { query, groups, active, error, chosen } = state.context;
  const hits = hitsOf(groups);
  const optionId = (index: number) => `${id}-option-${index}`;
  const done = state.matches('chosen') || state.matches('closed');
  const busy = state.matches('waiting') || state.matches('searching');

  useEffect(() => {
    if (!done) return;
    onClose();
    if (chosen) onOpen(chosen.path);
  }, [done, chosen, onOpen, onClose]);

  // The active result stays in sight as the arrows walk a long list.
  const activeId = active === null ? undefined : optionId(active);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key in KEYS && hits.length > 0) {
      event.preventDefault();
      send({ type: KEYS[event.key as keyof typeof KEYS] });
    } else if (event.key === 'Enter' && state.matches('results')) {
      event.preventDefault();
      send({ type: 'choose' });
    }
  };

  // Where each group's results start in the one list the arrows walk.
  const starts = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.hits.length, 0));
  const status = state.matches('results') ? t(SEARCH_TEXTS.resultCount, { count: hits.length }) : busy ? t(SEARCH_TEXTS.searching) : state.matches('empty') ? t(SEARCH_TEXTS.noResults, { query: query.trim() }) : '';

  return (
    <Dialog.Root open={!done} onOpenChange={(open) => !open && send({ type: 'close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <Dialog.Title className={visuallyHidden}>{t(SEARCH_TEXTS.title)}</Dialog.Title>
          <div className={styles.field}>
            <SearchIcon />
            <input
              className={styles.input}
              role="combobox"
              aria-label={t(SEARCH_TEXTS.inputLabel)}
              aria-expanded={hits.length > 0}
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              aria-busy={busy}
              autoComplete="off"
              spellCheck={false}
              placeholder={t(scope.placeholder)}
              value={query}
              onChange={(event) => send({ type: 'query.change', query: event.target.value })}
              onKeyDown={onKeyDown}
            />
            <kbd className={styles.keyCap} aria-hidden="true">
              {t(SEARCH_TEXTS.escape)}
            </kbd>
          </div>
          <div className={styles.body}>
            {state.matches('idle') && <p className={styles.message}>{t(scope.hint)}</p>}
            {state.matches('empty') && <p className={styles.message}>{t(SEARCH_TEXTS.noResults, { query: query.trim() })}</p>}
            {state.matches('failed') && (
              <div className={styles.failure} role="alert">
                <span>{error && t(error)}</span>
                <Button variant="outline" size="sm" onClick={() => send({ type: 'retry' })}>
                  {t(SEARCH_TEXTS.retry)}
                </Button>
              </div>
            )}
            {busy && hits.length === 0 && <p className={styles.message}>{t(SEARCH_TEXTS.searching)}</p>}
            <div id={`${id}-list`} role="listbox" aria-label={t(SEARCH_TEXTS.title)} className={styles.listbox} data-stale={busy || undefined}>
              {groups.map((group, groupAt) => (
                <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
                  <div id={`${id}-${group.kind}`} role="presentation" className={styles.groupHeading}>
                    {t(SEARCH_TEXTS.groups[group.kind])}
                  </div>
                  {group.hits.map((hit, hitAt) => {
                    const at = starts[groupAt]! + hitAt;
                    return (
                      <div
                        key={`${hit.kind}-${hit.id}`}
                        id={optionId(at)}
                        role="option"
                        aria-selected={active === at}
                        className={styles.option}
                        onMouseMove={() => active !== at && state.matches('results') && send({ type: 'active.set', index: at })}
                        onClick={() => state.matches('results') && send({ type: 'choose', index: at })}
                      >
                        <span className={styles.optionTitle}>{hit.title}</span>
                        {hit.details.length > 0 && <span className={styles.optionDetails}>{hit.details.join(' · ')}</span>}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
          <div className={styles.footer} aria-hidden="true">
            <span className={styles.footerKey}>
              <kbd className={styles.keyCap}>↑</kbd>
              <kbd className={styles.keyCap}>↓</kbd> {t(SEARCH_TEXTS.keys.move)}
            </span>
            <span className={styles.footerKey}>
              <kbd className={styles.keyCap}>↵</kbd> {t(SEARCH_TEXTS.keys.open)}
            </span>
            <span className={styles.footerKey}>
              <kbd className={styles.keyCap}>{t(SEARCH_TEXTS.escape)}</kbd> {t(SEARCH_TEXTS.keys.close)}
            </span>
          </div>
          <p className={visuallyHidden} role="status">
            {status}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
