import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, EVENT_TEXTS, IMPORT_TEXTS, NEW_COMPANY_FIELDS, PAGE_TITLES, ROLES } from '../../api/contract';
import { toast } from '../../design-system';
import { englishLeft } from '../../test/english-left';
import { fakeServer } from '../../test/fake-server';
import { eventFixture, exhibitorFixture, exhibitorsPage, importReportFixture, SAMPLE_CSV } from '../../test/fixtures/events';
import { de, showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { SectionsProvider } from '../shared/sections';
import { EventDetailsPage } from './EventDetailsPage';


const event = eventFixture({ id: 5, timeZone: 'Europe/Berlin', buildStart: '2025-09-28', buildEnd: '2025-09-30', venue: 'Expo Hall 3', organisers: [{ id: 2, name: 'Olivia Organiser' }] });
const lumen = exhibitorFixture({ companyId: 32, companyName: 'Lumen & Co', email: 'sara@lumen.example', booth: null, status: 'Inactive' });
const invited = exhibitorFixture({ invited: true });

/** Other areas' sections of the page are theirs to translate: this test reads the event's own. */
const none = () => null;
const OwnSections = () => (
  <SectionsProvider value={{ RequirementsSection: none, ReviewQueue: none, MatrixSection: none, ApprovalFlowSection: none }}>
    <EventDetailsPage />
  </SectionsProvider>
);

afterEach(() => {
  toast.clear();
});

/** The event's page shown to a German reader (decision 20): its details, its exhibitors, adding one, removing one, the CSV import. */
describe('the event’s page in German', () => {
  it('speaks German in the details, the exhibitors, Add Exhibitor, the remove confirmation and the import', { timeout: 30_000 }, async () => {
    showLanguage('de');
    const server = fakeServer({
      'GET /api/event/5': () => Response.json(event),
      'GET /api/event/5/exhibitors': () => Response.json(exhibitorsPage([invited, lumen])),
    });
    await renderPage({ path: '/event-details/$id', at: '/event-details/5', component: OwnSections, role: ROLES.organizer });
    const user = userEvent.setup();

    // The details and the exhibitors, their statuses too.
    expect(screen.getByRole('heading', { level: 1, name: de(PAGE_TITLES.eventDetails) })).toBeInTheDocument();
    const details = (await screen.findByText(de(EVENT_TEXTS.nameLabel))).closest('dl')!;
    expect(within(details).getByText(de(EVENT_TEXTS.buildDatesLabel))).toBeInTheDocument();
    expect(within(details).getByText(de(EVENT_TEXTS.locationLabel)).nextElementSibling).toHaveTextContent('Berlin');
    const table = await screen.findByRole('table', { name: de(EVENT_TEXTS.exhibitorsActiveTitle) });
    await within(table).findByText('Lumen & Co');
    expect(within(table).getByText(de('Invited'))).toBeInTheDocument();
    expect(within(table).getByText(de('Inactive'))).toBeInTheDocument();
    expect(within(table).getByText(de(EVENT_TEXTS.notSet))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: de(IMPORT_TEXTS.sampleLink) })).toBeInTheDocument();
    expect(de(EVENT_TEXTS.exhibitorsActiveTitle)).not.toBe(EVENT_TEXTS.exhibitorsActiveTitle);
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // Add Exhibitor: the email first, then a new company's details as the server asks for them.
    await user.click(screen.getByRole('button', { name: de(EVENT_TEXTS.addExhibitorButton) }));
    const adding = await screen.findByRole('dialog', { name: de(EVENT_TEXTS.addExhibitorSubmit) });
    expect(adding).toHaveAccessibleDescription(de(EVENT_TEXTS.addExhibitorSubtitle));
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.type(within(adding).getByRole('textbox', { name: de(EVENT_TEXTS.emailLabel) }), 'new@blueharbour.example');
    await user.click(within(adding).getByRole('button', { name: de(EVENT_TEXTS.addExhibitorSubmit) }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json({ message: EVENT_MESSAGES.newCompanyDetails, errors: NEW_COMPANY_FIELDS }, { status: 400 }));
    expect(await within(adding).findByText(de(EVENT_TEXTS.newCompanyHint))).toBeVisible();
    expect(within(adding).getByRole('textbox', { name: de(EVENT_TEXTS.companyNameLabel) })).toBeRequired();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Remove: asked first, by the company's name.
    await user.click(within(table).getByRole('button', { name: de(EVENT_TEXTS.removeExhibitorLabel, { company: 'Lumen & Co' }) }));
    const confirm = await screen.findByRole('alertdialog', { name: de(EVENT_TEXTS.removeExhibitorTitle) });
    expect(confirm).toHaveTextContent(de(EVENT_TEXTS.confirmRemoveExhibitor, { company: 'Lumen & Co' }));
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: de(EVENT_TEXTS.removeExhibitor) }));
    await server.answer(Response.json({ message: EVENT_TEXTS.exhibitorRemoved }));
    expect(await screen.findByText(de(EVENT_TEXTS.exhibitorRemoved))).toBeVisible();

    // The CSV import: the file, its preview row by row, and the report.
    await user.click(screen.getByRole('button', { name: de(EVENT_TEXTS.uploadCsvButton) }));
    const importing = await screen.findByRole('dialog', { name: de(IMPORT_TEXTS.title) });
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.upload(within(importing).getByLabelText(de(IMPORT_TEXTS.chooseFile), { selector: 'input' }), new File([SAMPLE_CSV], 'exhibitors.csv', { type: 'text/csv' }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json(importReportFixture(false)));
    const preview = importReportFixture(false);
    expect(await within(importing).findByText(de(IMPORT_TEXTS.summary, preview.counts))).toBeVisible();
    expect(within(importing).getByRole('table', { name: de(IMPORT_TEXTS.rowsCaption) })).toBeInTheDocument();
    expect(within(importing).getByText(de(IMPORT_TEXTS.actions.refuse))).toBeInTheDocument();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.click(within(importing).getByRole('button', { name: de(IMPORT_TEXTS.confirm) }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json(importReportFixture(true)));
    expect(await within(importing).findByText(de(IMPORT_TEXTS.done, { count: 1 }))).toBeVisible();
    expect(within(importing).getByText(de(IMPORT_TEXTS.reportSummary, importReportFixture(true).counts))).toBeVisible();
    expect(within(importing).getByRole('button', { name: de(IMPORT_TEXTS.downloadRefused) })).toBeInTheDocument();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('says in German that an event cannot be shown', async () => {
    showLanguage('de');
    fakeServer({ 'GET /api/event/5': () => Response.json({ message: EVENT_MESSAGES.notYours }, { status: 403 }) });
    await renderPage({ path: '/event-details/$id', at: '/event-details/5', component: OwnSections, role: ROLES.organizer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(de(EVENT_TEXTS.unavailableTitle));
    expect(alert).toHaveTextContent(de(EVENT_MESSAGES.notYours));
    expect(within(alert).getByRole('link', { name: de(EVENT_TEXTS.backToCalendar) })).toBeInTheDocument();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });
});
