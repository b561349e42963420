import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATE_TEXTS,
  emailTemplateOf,
  plural,
  pluralCategories,
  sampleValuesOf,
  variableErrors,
} from '../../api/contract';
import { LOCALE_NAMES } from '../../api/contract/i18n/locales';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { editedReset, languageSelect, list, subjectField, bodyField, previewBody, saveButton, render } from './templates-testing';
import { translate } from '../../api/contract/i18n/translate';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('the editor', () => {
  // The file's first render pays for loading the page's modules.
  it('inserts a clicked variable where the cursor is, and refuses an unknown one before sending', { timeout: 20_000 }, async () => {
    const server = fakeServer({ 'GET /api/email-templates': () => Response.json({ templates: list }) });
    await render();
    const user = userEvent.setup();
    await waitFor(() => expect(subjectField()).toHaveValue(editedReset.subject));
    await user.clear(subjectField());
    await user.paste('Hi  there');
    subjectField().setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: translate('en', EMAIL_TEMPLATE_TEXTS.insert, { name: 'firstName' }) }));
    expect(subjectField()).toHaveValue('Hi {{firstName}} there');
    // The cursor comes back after the inserted variable, in the field it was in.
    await waitFor(() => expect(subjectField().selectionStart).toBe('Hi {{firstName}}'.length));
    expect(subjectField()).toHaveFocus();
    await user.click(bodyField());
    await user.paste(' {{password}}');
    await user.click(saveButton());
    expect(bodyField()).toHaveAccessibleDescription(EMAIL_TEMPLATE_MESSAGES.unknownVariables(['password']));
    expect(server.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('escapes what the body holds in the preview', async () => {
    fakeServer({ 'GET /api/email-templates': () => Response.json({ templates: list }) });
    await render();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyField()).toHaveValue(editedReset.body));
    await user.clear(bodyField());
    await user.paste('<script>alert(1)</script> {{firstName}}');
    expect(previewBody().innerHTML).toBe(`<p>&lt;script&gt;alert(1)&lt;/script&gt; ${sampleValuesOf('reset-link').firstName}</p>`);
    expect(previewBody().querySelector('script')).toBeNull();
  });

  it('previews a count’s plural forms at the count chosen, and refuses forms on a variable that is no count before sending', async () => {
    const server = fakeServer({ 'GET /api/email-templates': () => Response.json({ templates: list }) });
    await render();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyField()).toHaveValue(editedReset.body));
    await user.clear(bodyField());
    const forms = { one: '# minute', other: '# minutes' };
    await user.paste(`Within {{validMinutes|one:${forms.one}|other:${forms.other}}}`);
    const count = screen.getByLabelText(translate('en', EMAIL_TEMPLATE_TEXTS.previewCount, { name: 'validMinutes' }));
    expect(count).toHaveValue(Number(sampleValuesOf('reset-link').validMinutes));
    expect(previewBody()).toHaveTextContent(`Within ${plural(Number(sampleValuesOf('reset-link').validMinutes), forms)}`);
    await user.clear(count);
    await user.type(count, '1');
    expect(previewBody()).toHaveTextContent(/^Within 1 minute$/);
    await user.clear(count);
    await user.type(count, '0');
    expect(previewBody()).toHaveTextContent(/^Within 0 minutes$/);

    await user.clear(subjectField());
    await user.paste('For {{firstName|one:a|other:b}}');
    await user.click(saveButton());
    expect(subjectField()).toHaveAccessibleDescription(EMAIL_TEMPLATE_MESSAGES.pluralNotNumber('firstName'));
    expect(server.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('writes Arabic right to left, with Arabic’s six plural forms, which English refuses', async () => {
    const arabic = emailTemplateOf('reset-link', { language: 'ar', standard: { subject: 'كلمة المرور', body: '{{link}}' }, english: { subject: editedReset.subject, body: editedReset.body } });
    const server = fakeServer({
      'GET /api/email-templates': (request) => Response.json({ templates: request.search.get('language') === 'ar' ? [arabic] : list }),
    });
    await render();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyField()).toHaveValue(editedReset.body));
    await user.selectOptions(languageSelect(), LOCALE_NAMES.ar);
    await waitFor(() => expect(bodyField()).toHaveValue(arabic.body));
    for (const element of [subjectField(), bodyField(), previewBody()]) {
      expect(element).toHaveAttribute('lang', 'ar');
      expect(element).toHaveAttribute('dir', 'rtl');
    }
    expect(screen.getByText(translate('en', EMAIL_TEMPLATE_TEXTS.pluralCategories, { categories: pluralCategories('ar').join(', ') }), { exact: false })).toBeVisible();
    const forms = { zero: 'صفر', one: 'واحدة', two: 'اثنتان', few: '# قليلة', many: '# كثيرة', other: '# أخرى' };
    await user.clear(bodyField());
    await user.paste(`{{validMinutes|${Object.entries(forms).map(([category, text]) => `${category}:${text}`).join('|')}}}`);
    const count = screen.getByLabelText(translate('en', EMAIL_TEMPLATE_TEXTS.previewCount, { name: 'validMinutes' }));
    for (const shown of ['2', '3', '11']) {
      await user.clear(count);
      await user.type(count, shown);
      expect(previewBody()).toHaveTextContent(plural(Number(shown), forms, 'ar'));
    }
    // Saved in Arabic, it names its language; its forms are Arabic's own.
    await user.click(saveButton());
    await waitFor(() => expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(server.requests.find((request) => request.method === 'PUT')!.search.get('language')).toBe('ar');
    expect(bodyField()).not.toHaveAttribute('aria-invalid');
    expect(variableErrors('reset-link', { subject: 'x', body: bodyField().value }, 'en').body).toBe(EMAIL_TEMPLATE_MESSAGES.pluralFormInvalid('validMinutes', pluralCategories('en')));
  });
});
