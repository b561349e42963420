import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ReactNode } from 'react';
import { LAYOUT_TEXTS } from '../../api/contract';
import { CloseIcon, IconButton, MenuIcon } from '../../design-system';
import type { sidebarMachine } from '../../machines/sidebar.machine';
import * as styles from './layout.css';
import { Logo } from '../shared/Logo';
import { ThemeToggle } from '../shared/ThemeToggle';
import { UserMenu } from './UserMenu';
import { useT } from '../../i18n';
import { homeOf } from '../shared/guard';
import { useSessionUser } from '../shared/use-session';

export function Header({ sidebar, search }: { sidebar: ActorRefFrom<typeof sidebarMachine>; search?: ReactNode }) {
  const mobileOpen = useSelector(sidebar, (s) => s.matches({ mobile: 'open' }));
  const t = useT();
  const { role } = useSessionUser();

  return (
    <header className={styles.header}>
      <IconButton
        label={t(LAYOUT_TEXTS.toggleSidebar)}
        variant="outline"
        aria-controls="app-sidebar"
        aria-expanded={mobileOpen}
        onClick={() => sidebar.send({ type: 'sidebar.toggle', width: window.innerWidth })}
      >
        {mobileOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </IconButton>
      <Link to={homeOf(role)} className={styles.headerLogo}>
        <Logo compact />
      </Link>
      <div className={styles.search}>
        {search}
      </div>
      <div className={styles.headerEnd}>
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
