import { describe, expect, it } from 'vitest';
import { MENU_TEXTS, ROLES, type Role } from '../../api/contract';
import { menuFor } from './menu';

const labels = (role: Role) =>
  menuFor(role).flatMap((entry) => (entry.kind === 'link' ? [entry.label] : [entry.label, ...entry.items.map((item) => item.label)]));

describe('menu by role (docs/decisions.md, decision 3: an item shows exactly when its route admits the role)', () => {
  it.each([
    [ROLES.admin, [MENU_TEXTS.dashboard, MENU_TEXTS.manageUsers, MENU_TEXTS.ownerAdmins, MENU_TEXTS.organisers, MENU_TEXTS.exhibitors, MENU_TEXTS.events, MENU_TEXTS.emailTemplates, MENU_TEXTS.auditLog]],
    [ROLES.owner, [MENU_TEXTS.dashboard, MENU_TEXTS.manageUsers, MENU_TEXTS.organisers, MENU_TEXTS.exhibitors, MENU_TEXTS.events, MENU_TEXTS.emailTemplates, MENU_TEXTS.auditLog]],
    [ROLES.organizer, [MENU_TEXTS.dashboard, MENU_TEXTS.events]],
    [ROLES.user, [MENU_TEXTS.dashboard, MENU_TEXTS.events]],
    [ROLES.exhibitor, [MENU_TEXTS.dashboard]],
  ])('%s sees %o', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });
});
