import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { SEARCH_SCOPES, searchKindsOf, type Role } from '../../api/contract';
import { SearchIcon } from '../../design-system';
import { useSessionUser } from '../shared/use-session';
import * as styles from './search-launcher.css';
import { useT } from '../../i18n';

/** The palette is a chunk of its own, fetched the first time it opens. */
const SearchPalette = lazy(() => import('./SearchPalette').then((module) => ({ default: module.SearchPalette })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** What a role can find, in the words the button and the palette use. */
export function searchScopeOf(role: Role) {
  const kinds = searchKindsOf(role);
  return SEARCH_SCOPES[kinds.includes('company') ? 'people' : kinds.includes('submission') ? 'artwork' : 'events'];
}

/** The header's search button, and Ctrl/Cmd+K anywhere in the app: both open the search palette. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const scope = searchScopeOf(useSessionUser().role);
  const navigate = useNavigate();
  const t = useT();
  const close = useCallback(() => setOpen(false), []);
  const openPage = useCallback((path: string) => void navigate({ to: path }), [navigate]);

  // Listening from the commit that shows the header, before it is painted: a Ctrl+K pressed as soon
  // as the screen appears is never lost to a listener that is not there yet.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button type="button" className={styles.launcher} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={() => setOpen(true)}>
        <SearchIcon />
        <span className={styles.words}>{t(scope.placeholder)}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {isMac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchPalette scope={scope} onClose={close} onOpen={openPage} />
        </Suspense>
      )}
    </>
  );
}
