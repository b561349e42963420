import type { ComponentType } from 'react';
import { can, GUEST_TEXTS, MENU_TEXTS, PAGES, type PageName, type Role } from '../../api/contract';
import { CalendarIcon, CheckIcon, GridIcon, HistoryIcon, MailIcon, PeopleIcon, type IconProps } from '../../design-system';

export interface MenuLink {
  kind: 'link';
  label: string;
  page: PageName;
  icon?: ComponentType<IconProps>;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  icon: ComponentType<IconProps>;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, page: PageName, icon?: ComponentType<IconProps>): MenuLink => ({ kind: 'link', label, page, icon });

const MENU: readonly MenuEntry[] = [
  link(MENU_TEXTS.dashboard, 'dashboard', GridIcon),
  {
    kind: 'group',
    id: 'manage-users',
    label: MENU_TEXTS.manageUsers,
    icon: PeopleIcon,
    items: [
      link(MENU_TEXTS.ownerAdmins, 'ownerAdmins'),
      link(MENU_TEXTS.organisers, 'organisers'),
      link(MENU_TEXTS.exhibitors, 'exhibitors'),
    ],
  },
  link(MENU_TEXTS.events, 'events', CalendarIcon),
  link(MENU_TEXTS.emailTemplates, 'emailTemplates', MailIcon),
  link(MENU_TEXTS.auditLog, 'auditLog', HistoryIcon),
  // A guest reviewer's one page: the versions at its stages.
  link(GUEST_TEXTS.menu, 'guestReviews', CheckIcon),
];

/** A menu item shows exactly when its page admits the role, so no link bounces (docs/decisions.md, decision 3). */
export function menuFor(role: Role): MenuEntry[] {
  const allowed = (item: MenuLink) => can(role, PAGES[item.page].permission);
  return MENU.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return allowed(entry) ? [entry] : [];
    const items = entry.items.filter(allowed);
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
