import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, EVENT_TEXTS, PAGE_TITLES } from '../../api/contract';
import { translate } from '../../api/contract/i18n/translate';
import { toast } from '../../design-system';
import { englishLeft } from '../../test/english-left';
import { de, showLanguage } from '../../test/languages';
import { calendarEvent, dialog, existing, organiser, renderCalendar, serve } from './calendar-testing';


afterEach(() => {
  toast.clear();
});

/** The events calendar shown to a German reader (decision 20): the page, its summary, the event form, the delete and their toasts. */
describe('the events calendar in German', () => {
  it('speaks German on the page, in the summary, the add and edit forms, the form’s messages and the delete', { timeout: 30_000 }, async () => {
    showLanguage('de');
    const server = serve();
    await renderCalendar();
    const user = userEvent.setup();

    // The page: its title, the toolbar and the month's name in German.
    expect(de(EVENT_TEXTS.addButton)).not.toBe(EVENT_TEXTS.addButton);
    expect(screen.getByRole('heading', { level: 1, name: de(PAGE_TITLES.events) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de(EVENT_TEXTS.addButton) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de(EVENT_TEXTS.next) })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: de(EVENT_TEXTS.viewSwitch) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: de(EVENT_TEXTS.views.week) })).toBeInTheDocument();
    const month = new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric' }).format(new Date());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: month })).toBeInTheDocument());
    // FullCalendar's own dates in German: the weekdays of the month's header row (a Monday, 2 Nov 2026).
    const monday = new Intl.DateTimeFormat('de', { weekday: 'long' }).format(new Date(2026, 10, 2));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent).join(' ')).toContain(monday);
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // The week: its all-day row in German.
    await user.click(screen.getByRole('radio', { name: de(EVENT_TEXTS.views.week) }));
    expect(await screen.findByText(de(EVENT_TEXTS.allDayShort))).toBeInTheDocument();
    expect(de(EVENT_TEXTS.allDayShort)).not.toBe(EVENT_TEXTS.allDayShort);
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.click(screen.getByRole('radio', { name: de(EVENT_TEXTS.views.month) }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: month })).toBeInTheDocument());

    // A click on the event: its summary.
    await user.click(calendarEvent(existing.name));
    const summary = await screen.findByRole('dialog', { name: existing.name });
    expect(within(summary).getByRole('link', { name: de(EVENT_TEXTS.openEvent) })).toBeInTheDocument();
    expect(summary).toHaveTextContent(de(EVENT_TEXTS.whenLabel));
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // Edit: the whole form, its colours and its organisers.
    await user.click(within(summary).getByRole('button', { name: de(EVENT_TEXTS.edit) }));
    const form = await screen.findByRole('dialog', { name: de(EVENT_TEXTS.modalEditTitle) });
    expect(within(form).getByLabelText(de(EVENT_TEXTS.titleLabel))).toHaveValue(existing.name);
    expect(within(form).getByRole('radio', { name: de(EVENT_TEXTS.categories.Success) })).toBeChecked();
    expect(within(form).getByRole('button', { name: de(EVENT_TEXTS.updateSubmit) })).toBeInTheDocument();
    await within(form).findByRole('button', { name: de(EVENT_TEXTS.addOrganiser, { name: `${organiser.User.firstname} ${organiser.User.lastname}` }) });
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // The form's own check, in German at its field.
    await user.clear(within(form).getByLabelText(de(EVENT_TEXTS.titleLabel)));
    await user.click(within(form).getByRole('button', { name: de(EVENT_TEXTS.updateSubmit) }));
    expect(await within(form).findByText(de(EVENT_MESSAGES.titleRequired))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // Delete asks first, with the links it removes counted in German.
    await user.click(within(form).getByRole('button', { name: de(EVENT_TEXTS.delete) }));
    const confirm = await screen.findByRole('alertdialog', { name: de(EVENT_TEXTS.confirmDeleteTitle) });
    expect(confirm).toHaveTextContent(de(EVENT_TEXTS.confirmDeleteMessage, { name: existing.name, exhibitorLinks: existing.exhibitorCount }));
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: de(EVENT_TEXTS.delete) }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json({ message: translate('en', EVENT_TEXTS.deletedWithLinks, { count: 2 }), exhibitorLinksRemoved: 2 }));
    expect(await screen.findByText(de(EVENT_TEXTS.deletedWithLinks, { count: 2 }))).toBeVisible();
    expect(de(EVENT_TEXTS.deletedWithLinks, { count: 2 })).not.toBe(de(EVENT_TEXTS.deletedWithLinks, { count: 1 }));

    // Add Event +: the empty form.
    await user.click(screen.getByRole('button', { name: de(EVENT_TEXTS.addButton) }));
    const adding = await screen.findByRole('dialog', { name: de(EVENT_TEXTS.modalAddTitle) });
    expect(within(adding).getByRole('button', { name: de(EVENT_TEXTS.addSubmit) })).toBeInTheDocument();
    expect(within(adding).getByRole('searchbox', { name: de(EVENT_TEXTS.organiserSearch) })).toBeInTheDocument();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    expect(dialog()).not.toHaveTextContent(EVENT_TEXTS.modalSubtitle);
  });
});
