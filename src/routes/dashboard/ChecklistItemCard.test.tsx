import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTWORK_TEXTS, REMINDER_TEXTS, REVIEW_MESSAGES, ROLES, type ChecklistItem } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { DashboardPage } from './DashboardPage';
import { checklistFixture, requirementFixture, versionFixture } from '../../test/fixtures/artwork';
import { translate } from '../../api/contract/i18n/translate';
import { onFixedDate } from '../../test/fixed-date';

// The requirement's own deadline: 12 Dec 2026, 17:00 in Berlin.
const wall = requirementFixture();
const extended: ChecklistItem = { requirement: wall, status: 'Missing', latest: null, submitted: null, extendedTo: '2026-12-19T16:00:00.000Z', late: false };
const lateVersion = versionFixture({ submittedAt: '2026-12-13T09:00:00.000Z' });
const late: ChecklistItem = { requirement: requirementFixture({ id: 8, name: 'Logo' }), status: 'Submitted', latest: lateVersion, submitted: lateVersion, extendedTo: null, late: true };
const onTime: ChecklistItem = { requirement: requirementFixture({ id: 9, name: 'Banner' }), status: 'Missing', latest: null, submitted: null, extendedTo: null, late: false };

const renderHome = async (items: ChecklistItem[]) => {
  fakeServer({
    'GET /api/dashboard': () => Response.json({ kind: 'company', events: [], progress: [] }),
    'GET /api/artwork/checklist': () => Response.json(checklistFixture(items)),
  });
  await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.exhibitor });
};
const itemNamed = async (name: string) => (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;

onFixedDate('2026-12-14T12:00:00.000Z');

describe('a checklist item’s deadline marks', () => {
  it('shows the extension granted to the company in place of the requirement’s deadline, and counts down to it', async () => {
    await renderHome([extended, onTime]);
    const item = await itemNamed('Back wall');
    expect(item).toHaveTextContent(`${ARTWORK_TEXTS.deadlineLabel}: ${translate('en', REMINDER_TEXTS.extendedTo, { when: '19 Dec 2026, 17:00 (Europe/Berlin)' })}`);
    expect(item).not.toHaveTextContent('12 Dec 2026');
    expect(item).toHaveTextContent(translate('en', ARTWORK_TEXTS.daysLeft, { days: 5 }));
    // Without an extension the requirement's own deadline stands, already past.
    const other = await itemNamed('Banner');
    expect(other).toHaveTextContent(`${ARTWORK_TEXTS.deadlineLabel}: 12 Dec 2026, 17:00 (Europe/Berlin)`);
    expect(other).not.toHaveTextContent(translate('en', REMINDER_TEXTS.extendedTo, { when: '' }));
    expect(other).toHaveTextContent(translate('en', ARTWORK_TEXTS.overdueBy, { days: 2 }));
  });

  it('marks a submission that came in after the deadline as late, beside its status', async () => {
    await renderHome([late, onTime]);
    const item = await itemNamed('Logo');
    expect(within(item).getByText(REMINDER_TEXTS.late)).toBeVisible();
    expect(within(item).getByText('Submitted')).toBeVisible();
    expect(within(await itemNamed('Banner')).queryByText(REMINDER_TEXTS.late)).toBeNull();
  });

  it('offers no upload once the artwork is approved, and says how to send a new version', async () => {
    const approved: ChecklistItem = { ...late, requirement: requirementFixture({ id: 10, name: 'Flag' }), status: 'Approved', late: false };
    fakeServer({
      'GET /api/dashboard': () => Response.json({ kind: 'company', events: [], progress: [] }),
      'GET /api/artwork/checklist': () => Response.json(checklistFixture([approved, onTime])),
      'GET /api/requirement/10/reviews': () => Response.json({ reviews: [] }),
    });
    await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.exhibitor });
    const item = await itemNamed('Flag');
    expect(within(item).getByText(REVIEW_MESSAGES.lockedApproved)).toBeVisible();
    expect(within(item).queryByText(translate('en', ARTWORK_TEXTS.dropLabel, { name: 'Flag' }))).toBeNull();
    expect(within(await itemNamed('Banner')).queryByText(REVIEW_MESSAGES.lockedApproved)).toBeNull();
  });
});
