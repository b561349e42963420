import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { LAYOUT_TEXTS } from '../../api/contract';
import { IconButton, SearchInput } from '../../design-system';
import type { sidebarMachine } from '../../machines/sidebar.machine';
import { CloseMenuIcon, MenuIcon } from './icons';
import * as styles from './layout.css';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function Header({ sidebar }: { sidebar: ActorRefFrom<typeof sidebarMachine> }) {
  const mobileOpen = useSelector(sidebar, (s) => s.matches({ mobile: 'open' }));
  const searchRef = useRef<HTMLInputElement>(null);

  // Ctrl/Cmd+K focuses the search box from anywhere in the app.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <header className={styles.header}>
      <IconButton
        label={LAYOUT_TEXTS.toggleSidebar}
        variant="outline"
        aria-controls="app-sidebar"
        aria-expanded={mobileOpen}
        onClick={() => sidebar.send({ type: 'sidebar.toggle', width: window.innerWidth })}
      >
        {mobileOpen ? <CloseMenuIcon /> : <MenuIcon />}
      </IconButton>
      <Link to="/" className={styles.headerLogo}>
        <Logo compact />
      </Link>
      <div className={styles.search}>
        <SearchInput
          ref={searchRef}
          label={LAYOUT_TEXTS.search}
          placeholder={LAYOUT_TEXTS.searchPlaceholder}
          shortcutHint={isMac ? '⌘K' : 'Ctrl K'}
        />
      </div>
      <div className={styles.headerEnd}>
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
