import { Link, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { LAYOUT_TEXTS, MENU_TEXTS, PAGES, type Role } from '../../api/contract';
import type { sidebarMachine } from '../../machines/sidebar.machine';
import { useSession } from '../shared/use-session';
import { ChevronDownIcon, SignOutIcon } from '../../design-system';
import * as styles from './layout.css';
import { Logo } from '../shared/Logo';
import { menuFor, type MenuGroup, type MenuLink } from './menu';
import { useT } from '../../i18n';

type SidebarActor = ActorRefFrom<typeof sidebarMachine>;

function isActiveGroup(group: MenuGroup, pathname: string) {
  return group.items.some((item) => pathname.startsWith(PAGES[item.page].path));
}

function NavLink({ item, className }: { item: MenuLink; className: string }) {
  const Icon = item.icon;
  const t = useT();
  return (
    <Link to={PAGES[item.page].path} className={className} activeOptions={{ exact: item.page === 'dashboard' }} title={t(item.label)}>
      {Icon && (
        <span className={styles.itemIcon}>
          <Icon size={24} />
        </span>
      )}
      <span className={styles.label}>{t(item.label)}</span>
    </Link>
  );
}

export function Sidebar({ sidebar, role }: { sidebar: SidebarActor; role: Role }) {
  const session = useSession();
  const collapsed = useSelector(sidebar, (s) => s.matches({ desktop: 'collapsed' }));
  const peeking = useSelector(sidebar, (s) => s.matches({ desktop: { collapsed: 'peeking' } }));
  const mobileOpen = useSelector(sidebar, (s) => s.matches({ mobile: 'open' }));
  const openSubmenu = useSelector(sidebar, (s) => s.context.openSubmenu);
  const { pathname } = useLocation();
  const menu = menuFor(role);
  const t = useT();

  // The submenu holding the current page opens when that page is reached.
  useEffect(() => {
    const active = menu.find((entry): entry is MenuGroup => entry.kind === 'group' && isActiveGroup(entry, pathname));
    if (active && sidebar.getSnapshot().context.openSubmenu !== active.id) sidebar.send({ type: 'sidebar.submenu', id: active.id });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page changes
  }, [pathname]);

  return (
    <aside
      id="app-sidebar"
      className={styles.sidebar}
      data-collapsed={collapsed || undefined}
      data-peeking={peeking || undefined}
      data-mobile-open={mobileOpen || undefined}
      onMouseEnter={() => sidebar.send({ type: 'sidebar.hover' })}
      onMouseLeave={() => sidebar.send({ type: 'sidebar.leave' })}
    >
      <div className={styles.logoRow}>
        <Link to="/" className={styles.logoLink}>
          <Logo compact={collapsed && !peeking} />
        </Link>
      </div>
      <nav className={styles.nav} aria-label={t(LAYOUT_TEXTS.mainMenu)}>
        <h2 className={styles.menuHeading}>{t(LAYOUT_TEXTS.menuHeading)}</h2>
        <ul className={styles.list}>
          {menu.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.page}>
                <NavLink item={entry} className={styles.item} />
              </li>
            ) : (
              <li key={entry.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-expanded={openSubmenu === entry.id}
                  aria-controls={`submenu-${entry.id}`}
                  data-active={isActiveGroup(entry, pathname) || undefined}
                  onClick={() => sidebar.send({ type: 'sidebar.submenu', id: entry.id })}
                  title={t(entry.label)}
                >
                  <span className={styles.itemIcon}>
                    <entry.icon size={24} />
                  </span>
                  <span className={styles.label}>{t(entry.label)}</span>
                  <span className={styles.chevron}>
                    <ChevronDownIcon />
                  </span>
                </button>
                <ul id={`submenu-${entry.id}`} className={styles.submenu} hidden={openSubmenu !== entry.id}>
                  {entry.items.map((item) => (
                    <li key={item.page}>
                      <NavLink item={item} className={styles.subItem} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
        <div className={styles.signOut}>
          <button type="button" className={styles.item} onClick={() => session.send({ type: 'session.logout' })} title={t(MENU_TEXTS.signOut)}>
            <span className={styles.itemIcon}>
              <SignOutIcon size={24} />
            </span>
            <span className={styles.label}>{t(MENU_TEXTS.signOut)}</span>
          </button>
        </div>
      </nav>
    </aside>
  );
}
