import { Outlet, useLocation } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { breakpoints } from '../../design-system';
import { sidebarMachine } from '../../machines/sidebar.machine';
import { useSessionUser } from '../shared/use-session';
import { Header } from './Header';
import * as styles from './layout.css';
import { Sidebar } from './Sidebar';

/** The frame of every guarded page: sidebar, sticky header (with the search the app gives it), and the page below. */
export function AppLayout({ search }: { search?: ReactNode }) {
  const user = useSessionUser();
  const sidebar = useActorRef(sidebarMachine);
  const mobileOpen = useSelector(sidebar, (s) => s.matches({ mobile: 'open' }));
  const { pathname } = useLocation();

  useEffect(() => sidebar.send({ type: 'sidebar.close' }), [pathname, sidebar]);

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${breakpoints.desktop}px)`);
    const onChange = () => sidebar.send({ type: 'sidebar.resize', width: window.innerWidth });
    desktop.addEventListener('change', onChange);
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && sidebar.send({ type: 'sidebar.close' });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      desktop.removeEventListener('change', onChange);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [sidebar]);

  return (
    <div className={styles.shell}>
      <Sidebar sidebar={sidebar} role={user.role} />
      {mobileOpen && <div className={styles.backdrop} onClick={() => sidebar.send({ type: 'sidebar.close' })} aria-hidden="true" />}
      <div className={styles.main}>
        <Header sidebar={sidebar} search={search} />
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
