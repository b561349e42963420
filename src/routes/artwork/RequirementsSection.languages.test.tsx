import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, PRINT_SIZE_MM_MAX, REVIEW_CHECKLIST_EDITOR_TEXTS, ROLES, type Requirement } from '../../api/contract';
import { toast } from '../../design-system';
import { englishLeft } from '../../test/english-left';
import { fakeServer } from '../../test/fake-server';
import { logoRequirement, requirementFixture } from '../../test/fixtures/artwork';
import { eventFixture, exhibitorFixture, exhibitorsPage } from '../../test/fixtures/events';
import { de, showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { RequirementsSection } from './RequirementsSection';

const event = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });
const wall = requirementFixture({ versionCount: 3 });
const logo = logoRequirement;

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

/** The requirements alone on a page, shown in German, with the event's requirements and exhibitors as given. */
async function renderRequirements(requirements: Requirement[]) {
  showLanguage('de');
  const server = fakeServer({
    'GET /api/event/5/requirements': () => Response.json({ requirements }),
    'GET /api/event/5/exhibitors': () => Response.json(exhibitorsPage([exhibitorFixture(), exhibitorFixture({ companyId: 32, companyName: 'Lumen & Co', email: 'sara@lumen.example' })])),
  });
  await renderPage({ path: '/event', at: '/event', role: ROLES.organizer, component: () => (
      <main>
        <h1>{event.name}</h1>
        <RequirementsSection event={event} />
      </main>
    ),
  });
  return { server, table: await screen.findByRole('table', { name: de(ARTWORK_TEXTS.requirementsTitle) }) };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false, selector: 'input, select, textarea' });

/** An event's artwork requirements for staff who read German (decision 20): the list, the form with its messages, the delete. */
describe('an event’s artwork requirements in German', () => {
  it('lists them, their columns, whom they apply to and their actions in German', async () => {
    const { table } = await renderRequirements([wall, logo]);
    expect(de(ARTWORK_TEXTS.requirementsTitle)).not.toBe(ARTWORK_TEXTS.requirementsTitle);
    expect(within(table).getByRole('columnheader', { name: de(ARTWORK_TEXTS.requirementColumn) })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(de(ARTWORK_TEXTS.appliesAll));
    expect(rows[1]).toHaveTextContent(de(ARTWORK_TEXTS.noTemplate));
    expect(rows[2]).toHaveTextContent(de(ARTWORK_TEXTS.appliesToCount, { count: 2 }));
    expect(de(ARTWORK_TEXTS.appliesToCount, { count: 2 })).not.toBe(de(ARTWORK_TEXTS.appliesToCount, { count: 1 }));
    expect(within(rows[1]!).getByRole('button', { name: de(ARTWORK_TEXTS.editRequirement, { name: 'Back wall' }) })).toBeVisible();
    expect(screen.getByRole('button', { name: de(ARTWORK_TEXTS.addRequirement) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('says so in German when there are none', async () => {
    const { table } = await renderRequirements([]);
    expect(await within(table).findByText(de(ARTWORK_TEXTS.noRequirements))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the form: its fields, presets, print rules, exhibitors and checklist, and the contract’s messages, in German', async () => {
    const { server } = await renderRequirements([wall]);
    await userEvent.click(screen.getByRole('button', { name: de(ARTWORK_TEXTS.addRequirement) }));
    expect(dialog()).toHaveAccessibleName(de(ARTWORK_TEXTS.addRequirementTitle));
    expect(field(de(ARTWORK_TEXTS.deadlineDateLabel))).toHaveAccessibleDescription(expect.stringContaining(de(ARTWORK_TEXTS.deadlineZoneHint, { zone: 'Europe/Berlin' })));
    expect(within(field(de(ARTWORK_TEXTS.presetLabel))).getByRole('option', { name: de(ARTWORK_TEXTS.presetNames.largeFormat) })).toBeInTheDocument();
    expect(englishLeft(document.body, 'de')).toEqual([]);

    await userEvent.selectOptions(field(de(ARTWORK_TEXTS.appliesToLabel)), 'chosen');
    expect(await within(dialog()).findByRole('checkbox', { name: 'Lumen & Co' })).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: de(REVIEW_CHECKLIST_EDITOR_TEXTS.add) }));
    expect(within(dialog()).getByRole('textbox', { name: de(REVIEW_CHECKLIST_EDITOR_TEXTS.itemLabel, { number: 1 }) })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: de(REVIEW_CHECKLIST_EDITOR_TEXTS.remove, { number: 1 }) })).toBeInTheDocument();
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // Sent empty: the contract's messages, the plain ones and those with the contract's figures, are German.
    await userEvent.click(within(dialog()).getByRole('button', { name: de(ARTWORK_TEXTS.save) }));
    expect(field(de(ARTWORK_TEXTS.nameLabel))).toHaveAccessibleDescription(de(ARTWORK_MESSAGES.nameRequired));
    expect(field(de(ARTWORK_TEXTS.widthLabel))).toHaveAccessibleDescription(de(ARTWORK_MESSAGES.sizeInvalid(PRINT_SIZE_MM_MAX)));
    expect(de(ARTWORK_MESSAGES.sizeInvalid(PRINT_SIZE_MM_MAX))).not.toBe(ARTWORK_MESSAGES.sizeInvalid(PRINT_SIZE_MM_MAX));
    expect(field(de(ARTWORK_TEXTS.deadlineDateLabel))).toHaveAccessibleDescription(expect.stringContaining(de(ARTWORK_MESSAGES.deadlineRequired)));
    expect(server.pending()).toHaveLength(0);
    expect(englishLeft(document.body, 'de')).toEqual([]);
  }, 30_000);

  it('the delete’s question, with its plural, and its toast in German', async () => {
    const { server, table } = await renderRequirements([wall]);
    await userEvent.click(within(table).getByRole('button', { name: de(ARTWORK_TEXTS.deleteRequirement, { name: 'Back wall' }) }));
    const confirm = screen.getByRole('alertdialog', { name: de(ARTWORK_TEXTS.deleteRequirementTitle) });
    expect(confirm).toHaveTextContent(de(ARTWORK_TEXTS.confirmDeleteRequirement, { name: 'Back wall', versions: 3 }));
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: de(ARTWORK_TEXTS.delete) }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json({ message: ARTWORK_TEXTS.requirementDeleted, versionsRemoved: 3 }));
    expect(await screen.findByText(de(ARTWORK_TEXTS.requirementDeleted))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });
});
