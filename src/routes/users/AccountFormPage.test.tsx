import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MESSAGES,
  LIST_TEXTS,
  ORGANISER_TEXTS,
  PAGE_TITLES,
  ROLES,
} from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { CompanyFormPage } from './companies';
import { OrganiserFormPage } from './organisers';
import { companyFixture } from '../../test/fixtures/users';
import { LOCALE_NAMES } from '../../api/contract/i18n/locales';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});


describe('the forms of the other kinds', () => {
  // The file's first render pays for loading the form's modules.
  it('organiser: no password to type (an invitation is emailed), the role is fixed, the status starts Active, and a failure without an answer says the kind’s own text', { timeout: 20_000 }, async () => {
    const server = fakeServer();
    await renderPage({ path: '/organisers/add', at: '/organisers/add', component: OrganiserFormPage, role: ROLES.owner });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_TITLES.organiserAdd);
    const role = screen.getByLabelText(ACCOUNT_FIELDS.role);
    expect(role).toHaveValue(ROLES.organizer);
    expect(role).toHaveAttribute('readonly');
    expect(screen.getByLabelText(ACCOUNT_FIELDS.status, { exact: false })).toHaveValue('Active');
    expect(screen.queryByLabelText(ACCOUNT_FIELDS.password, { exact: false })).toBeNull();
    expect(screen.getByText(ORGANISER_TEXTS.invitationHint)).toBeVisible();

    const typeInto = async (label: string, value: string) => user.type(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), value);
    await typeInto(ACCOUNT_FIELDS.firstname, 'Olive');
    await typeInto(ACCOUNT_FIELDS.lastname, 'Organiser');
    await typeInto(ACCOUNT_FIELDS.email, 'olive@example.com');
    await typeInto(ACCOUNT_FIELDS.phone, '+44 20 7946 0000');
    await typeInto(ACCOUNT_FIELDS.jobTitle, 'Event Lead');
    await typeInto(ACCOUNT_FIELDS.companyName, 'Expo Ltd');
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({
      method: 'POST',
      path: '/api/event-organiser',
      body: { role: ROLES.organizer, status: 'Active', companyAddress: null, additionalContactEmail: null, jobTitle: 'Event Lead' },
    });
    expect(server.pending()[0]!.body).not.toHaveProperty('password');
    await server.answer(Response.error());
    // A toast, and the same words under the form.
    expect(await screen.findAllByText(ORGANISER_TEXTS.createFailed)).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(ORGANISER_TEXTS.createFailed);
  });

  it('company: each empty field says its own message, and editing a field clears only its message', async () => {
    const existingCompany = companyFixture(3);
    fakeServer({ 'GET /api/exhibiting-company/3': () => Response.json(existingCompany) });
    await renderPage({ path: '/exhibiting-companies/edit/$id', at: '/exhibiting-companies/edit/3', component: CompanyFormPage, role: ROLES.admin });
    const user = userEvent.setup();
    const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
    await waitFor(() => expect(input(ACCOUNT_FIELDS.companyName)).toHaveValue(existingCompany.companyName));
    expect(input(ACCOUNT_FIELDS.password)).toHaveValue('');

    const required = {
      [ACCOUNT_FIELDS.firstname]: ACCOUNT_MESSAGES.firstNameRequired,
      [ACCOUNT_FIELDS.lastname]: ACCOUNT_MESSAGES.lastNameRequired,
      [ACCOUNT_FIELDS.companyName]: ACCOUNT_MESSAGES.companyNameRequired,
      [ACCOUNT_FIELDS.productCategory]: ACCOUNT_MESSAGES.productCategoryRequired,
      [ACCOUNT_FIELDS.boothSize]: ACCOUNT_MESSAGES.boothSizeRequired,
      [ACCOUNT_FIELDS.contactPerson]: ACCOUNT_MESSAGES.contactPersonRequired,
    };
    for (const label of Object.keys(required)) await user.clear(input(label));
    // Spaces alone are empty: the values are trimmed.
    await user.type(input(ACCOUNT_FIELDS.boothSize), '   ');
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.save }));
    for (const [label, message] of Object.entries(required)) expect(input(label)).toHaveAccessibleDescription(message);
    // A blank password on edit keeps the current one: no message.
    expect(input(ACCOUNT_FIELDS.password)).not.toHaveAttribute('aria-invalid');

    await user.type(input(ACCOUNT_FIELDS.boothSize), '3x3');
    expect(input(ACCOUNT_FIELDS.boothSize)).not.toHaveAttribute('aria-invalid');
    expect(input(ACCOUNT_FIELDS.contactPerson)).toHaveAccessibleDescription(ACCOUNT_MESSAGES.contactPersonRequired);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_TITLES.companyEdit);
    // The language is the company's own to change once it exists.
    expect(screen.queryByLabelText(ACCOUNT_FIELDS.language, { exact: false })).toBeNull();
  });

  it('company: a new one is added in the language chosen, English unless changed', async () => {
    const server = fakeServer();
    await renderPage({ path: '/exhibiting-companies/add', at: '/exhibiting-companies/add', component: CompanyFormPage, role: ROLES.admin });
    const user = userEvent.setup();
    const language = screen.getByLabelText(ACCOUNT_FIELDS.language, { exact: false, selector: 'select' });
    expect(language).toHaveValue('en');
    expect(language).toHaveAccessibleDescription(ACCOUNT_FIELDS.languageHint);
    await user.selectOptions(language, LOCALE_NAMES['zh-Hans']);
    const typeInto = async (label: string, value: string) => user.type(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), value);
    for (const [label, value] of [
      [ACCOUNT_FIELDS.firstname, 'Li'],
      [ACCOUNT_FIELDS.lastname, 'Wei'],
      [ACCOUNT_FIELDS.email, 'li.wei@example.com'],
      [ACCOUNT_FIELDS.password, 'a-long-password-1'],
      [ACCOUNT_FIELDS.companyName, 'Jade Print'],
      [ACCOUNT_FIELDS.productCategory, 'Printing'],
      [ACCOUNT_FIELDS.boothSize, '3x3'],
      [ACCOUNT_FIELDS.contactPerson, 'Li Wei'],
    ] as const)
      await typeInto(label, value);
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'POST', path: '/api/exhibiting-company', body: { companyName: 'Jade Print', language: 'zh-Hans' } });
  });
});
