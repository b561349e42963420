import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_MESSAGES as M, EMAIL_TEMPLATE_TEXTS, pluralCategories } from '../../api/contract';
import { translate } from '../../api/contract/i18n/translate';
import { toast } from '../../design-system';
import { englishLeft } from '../../test/english-left';
import { fakeServer } from '../../test/fake-server';
import { de, showLanguage } from '../../test/languages';
import { editedReset, list, render } from './templates-testing';


afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

/** The Email Templates editor in German (decision 20): its own words, each email's name, purpose and variables. */
describe('the email templates’ editor in German', () => {
  it('names the emails, their variables and the editor’s controls in German, and asks before a reset in German', { timeout: 20_000 }, async () => {
    showLanguage('de');
    fakeServer({ 'GET /api/email-templates': () => Response.json({ templates: list }) });
    await render();
    const resetLink = EMAIL_TEMPLATE_DEFAULTS['reset-link'];
    await waitFor(() => expect(screen.getByRole('heading', { name: de(resetLink.name) })).toBeVisible());
    expect(de(resetLink.name)).not.toBe(resetLink.name);
    expect(screen.getByText(de(resetLink.description))).toBeVisible();
    expect(screen.getByText(de(resetLink.variables.validMinutes.description))).toBeVisible();
    expect(screen.getByRole('button', { name: de(EMAIL_TEMPLATE_TEXTS.insert, { name: 'firstName' }) })).toBeVisible();
    expect(screen.getByLabelText(de(EMAIL_TEMPLATE_TEXTS.previewCount, { name: 'validMinutes' }))).toBeVisible();
    expect(screen.getByRole('button', { name: de(EMAIL_TEMPLATE_TEXTS.save) })).toBeVisible();
    expect(screen.getByRole('combobox', { name: de(EMAIL_TEMPLATE_TEXTS.language) })).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(de(EMAIL_TEMPLATE_DEFAULTS.invitation.name).replace(/[()]/g, '\\$&')) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: de(EMAIL_TEMPLATE_TEXTS.reset) }));
    const dialog = screen.getByRole('alertdialog', { name: de(EMAIL_TEMPLATE_TEXTS.resetTitle) });
    expect(dialog).toHaveTextContent(de(EMAIL_TEMPLATE_TEXTS.resetMessage, { name: de(editedReset.name) }));
    expect(within(dialog).getByRole('button', { name: de(EMAIL_TEMPLATE_TEXTS.resetConfirm) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('refuses an unknown variable and plural forms on a variable that is no count in German, before sending', async () => {
    showLanguage('de');
    const server = fakeServer({ 'GET /api/email-templates': () => Response.json({ templates: list }) });
    await render();
    const user = userEvent.setup();
    // The editor's fields by their German labels.
    const subjectField = () => screen.getByLabelText(de(EMAIL_TEMPLATE_TEXTS.subject), { selector: 'input', exact: false });
    const bodyField = () => screen.getByLabelText(de(EMAIL_TEMPLATE_TEXTS.body), { selector: 'textarea', exact: false });
    await waitFor(() => expect(subjectField()).toHaveValue(editedReset.subject));
    await user.clear(subjectField());
    await user.paste('{{firstName|one:x|other:y}}');
    await user.click(bodyField());
    await user.paste(' {{password}} {{validMinutes|one:x}}');
    await user.click(screen.getByRole('button', { name: de(EMAIL_TEMPLATE_TEXTS.save) }));
    expect(subjectField()).toHaveAccessibleDescription(de(M.pluralNotNumberSaid, { name: 'firstName' }));
    const body = `${de(M.unknownVariablesSaid, { count: 1, names: '{{password}}' })} ${de(M.pluralOtherMissingSaid, { name: 'validMinutes' })}`;
    expect(bodyField()).toHaveAccessibleDescription(body);
    expect(de(M.pluralNotNumberSaid, { name: 'firstName' })).not.toBe(M.pluralNotNumber('firstName'));
    expect(server.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('says each refusal in English as the server words it', () => {
    const en = (message: string, values: Record<string, unknown>) => translate('en', message, values);
    expect(en(M.unknownVariablesSaid, { count: 1, names: '{{a}}' })).toBe(M.unknownVariables(['a']));
    expect(en(M.unknownVariablesSaid, { count: 2, names: '{{a}}, {{b}}' })).toBe(M.unknownVariables(['a', 'b']));
    expect(en(M.pluralNotNumberSaid, { name: 'a' })).toBe(M.pluralNotNumber('a'));
    expect(en(M.pluralFormInvalidSaid, { name: 'a', forms: 'one:, other:, =N:' })).toBe(M.pluralFormInvalid('a', pluralCategories('en')));
    expect(en(M.pluralOtherMissingSaid, { name: 'a' })).toBe(M.pluralOtherMissing('a'));
  });
});
