import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_AREA_NAMES,
  AUDIT_SUBJECT_KINDS,
  AUDIT_TEXTS,
  EMAIL_TEMPLATE_DEFAULTS,
  ROLES,
  SIGN_IN_METHOD_NAMES,
  SIGN_IN_TEXTS,
  type AuditEntry,
} from '../../api/contract';
import { translate } from '../../api/contract/i18n/translate';
import { englishLeft } from '../../test/english-left';
import { ada, auditEntry } from '../../test/fixtures/audit';
import { fakeServer } from '../../test/fake-server';
import { de, showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { AuditLogPage } from './AuditLogPage';


const entry = auditEntry;

const entries: AuditEntry[] = [
  entry(6, { action: 'settings.staff-links', subjectType: 'setting', subjectId: null, subjectName: null, subjectLink: null, detail: SIGN_IN_TEXTS.staffLinksState.off }),
  entry(5, { action: 'user.sign-in', subjectType: 'user', subjectName: 'Ada Lovelace', subjectLink: null, detail: SIGN_IN_METHOD_NAMES.code }),
  entry(4, { action: 'artwork.remind', actor: null, actorId: null, subjectType: 'company', subjectId: 31, subjectName: 'Acme', subjectLink: null }),
  entry(3, { action: 'owner-admin.update', actor: null, actorId: 77, subjectType: 'user', subjectName: 'Olive Admin', subjectLink: null }),
  entry(2, { action: 'event.delete', subjectName: null, subjectLink: null }),
  entry(1, { action: 'email-template.reset', subjectType: 'email-template', subjectId: null, subjectName: null, subjectLink: null, detail: `${EMAIL_TEMPLATE_DEFAULTS['artwork-decision'].name} (Deutsch)` }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The audit log in German (decision 20): its filters, columns, actions, kinds and details. */
describe('the audit log in German', () => {
  it('says who did what, the filters’ choices and the count in German', { timeout: 20_000 }, async () => {
    showLanguage('de');
    fakeServer({
      'GET /api/audit-log/actors': () => Response.json({ actors: [ada] }),
      'GET /api/audit-log': () => Response.json({ entries, totalItems: entries.length, totalPages: 1, currentPage: 1 }),
    });
    await renderPage({ path: '/audit-log', at: '/audit-log?actorId=77', component: AuditLogPage, role: ROLES.admin });
    expect(await screen.findByText(de(AUDIT_TEXTS.total, { count: entries.length }))).toBeVisible();
    expect(de(AUDIT_TEXTS.total, { count: 5 })).not.toBe(translate('en', AUDIT_TEXTS.total, { count: 5 }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([AUDIT_TEXTS.when, AUDIT_TEXTS.who, AUDIT_TEXTS.action, AUDIT_TEXTS.subject].map((header) => de(header)));
    expect(within(table).getByText(de(AUDIT_ACTION_NAMES['user.sign-in']))).toBeVisible();
    expect(within(table).getByText(de(SIGN_IN_METHOD_NAMES.code))).toBeVisible();
    expect(within(table).getByText(de(SIGN_IN_TEXTS.staffLinksState.off))).toBeVisible();
    expect(within(table).getByText(de(AUDIT_TEXTS.system))).toBeVisible();
    expect(within(table).getByText(de(AUDIT_TEXTS.removedAccount, { id: 77 }))).toBeVisible();
    expect(within(table).getByText(de(AUDIT_TEXTS.subjectGone, { kind: de(AUDIT_SUBJECT_KINDS.event!), id: 12 }))).toBeVisible();
    // The template's name in German, the language of the wording edited as it is named.
    expect(within(table).getByText(`${de(EMAIL_TEMPLATE_DEFAULTS['artwork-decision'].name)} (Deutsch)`)).toBeVisible();

    const filters = screen.getByRole('group', { name: de(AUDIT_TEXTS.filters) });
    const action = within(filters).getByRole('combobox', { name: de(AUDIT_TEXTS.actionFilter) });
    expect(within(action).getByRole('option', { name: de(AUDIT_TEXTS.everyActionOf, { area: de(AUDIT_AREA_NAMES.artwork) }) })).toHaveValue('artwork');
    expect(within(action).getByRole('option', { name: de(AUDIT_ACTION_NAMES['artwork.upload']) })).toHaveValue('artwork.upload');
    const person = within(filters).getByRole('combobox', { name: de(AUDIT_TEXTS.personFilter) });
    expect(within(person).getByRole('option', { name: de(AUDIT_TEXTS.removedAccount, { id: 77 }) })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: de(AUDIT_TEXTS.clearFilters) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('says when nothing matches the filters, in German', async () => {
    showLanguage('de');
    fakeServer({
      'GET /api/audit-log/actors': () => Response.json({ actors: [ada] }),
      'GET /api/audit-log': () => Response.json({ entries: [], totalItems: 0, totalPages: 1, currentPage: 1 }),
    });
    await renderPage({ path: '/audit-log', at: '/audit-log?action=artwork', component: AuditLogPage, role: ROLES.admin });
    expect(await screen.findByText(de(AUDIT_TEXTS.noMatches))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });
});
