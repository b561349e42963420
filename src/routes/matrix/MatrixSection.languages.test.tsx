import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MATRIX_TEXTS, REMINDER_TEXTS, ROLES } from '../../api/contract';
import { toast } from '../../design-system';
import { englishLeft } from '../../test/english-left';
import { fakeServer } from '../../test/fake-server';
import { eventFixture } from '../../test/fixtures/events';
import { PAGES as MATRIX_PAGES } from '../../test/fixtures/matrix';
import { de, showLanguage } from '../../test/languages';
import { renderEventSection } from '../../test/render-page';
import { MatrixSection } from './MatrixSection';

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => showLanguage('de'));
afterEach(() => toast.clear());

/** The event's artwork matrix in German (decision 20): nothing it shows is left in English. */
describe('the completeness matrix in German', () => {
  it('the event’s artwork matrix: filters, table, selection and the extension dialog', async () => {
    const event = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });
    fakeServer({ 'GET /api/event/5/matrix': () => Response.json(MATRIX_PAGES.first) });
    await renderEventSection(event, MatrixSection, { role: ROLES.organizer });
    const table = await screen.findByRole('table', { name: de(MATRIX_TEXTS.title) });
    expect(screen.getByRole('radiogroup', { name: de(MATRIX_TEXTS.filterLabel) })).toBeVisible();
    expect(screen.getByRole('radio', { name: de(MATRIX_TEXTS.filters.overdue) })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: de(MATRIX_TEXTS.searchLabel) })).toHaveAttribute('placeholder', de(MATRIX_TEXTS.searchPlaceholder));
    expect(within(table).getByRole('columnheader', { name: new RegExp(de(MATRIX_TEXTS.exhibitor)) })).toBeVisible();
    expect(de(MATRIX_TEXTS.title)).not.toBe(MATRIX_TEXTS.title);
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // Picking exhibitors: the bar counts them and offers the reminder.
    await userEvent.click(within(table).getByRole('checkbox', { name: de(MATRIX_TEXTS.selectRow, { company: 'Acme Co' }) }));
    expect(screen.getByRole('group', { name: de(MATRIX_TEXTS.selectedCount, { count: 1 }) })).toBeVisible();
    expect(button(de(REMINDER_TEXTS.remindSelected, { count: 1 }))).toBeEnabled();
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // A company's later deadline.
    const bolt = within(table).getByRole('rowheader', { name: /Bolt Co/ }).closest('tr')!;
    await userEvent.click(within(bolt).getAllByRole('button', { name: new RegExp(de(MATRIX_TEXTS.extendShort)) })[0]!);
    const dialog = await screen.findByRole('dialog', { name: de(REMINDER_TEXTS.extend) });
    expect(within(dialog).getByRole('button', { name: de(MATRIX_TEXTS.saveExtension) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });
});
