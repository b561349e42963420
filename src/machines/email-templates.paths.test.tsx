import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import {
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATE_TEXTS,
  type EmailTemplate,
  type EmailTemplateKey,
  emailTemplateOf,
  LAYOUT_TEXTS,
  PAGE_TITLES,
  renderEmail,
  sampleValuesOf,
} from '../api/contract';
import { toast } from '../design-system';
import { LOCALE_NAMES, type Locale } from '../api/contract/i18n/locales';
import { draftOf, emailTemplatesMachine, selectedTemplate } from './email-templates.machine';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { testModelOf } from '../test/test-model';
import { pathName } from '../test/path-names';
import { edited, editedReset, germanList, languageSelect, list, subjectField, bodyField, previewBody, saveButton, render } from '../routes/email-templates/templates-testing';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof emailTemplatesMachine>;

const saved = emailTemplateOf('reset-link', edited('Hello {{firstName}}', 'Open {{link}} soon'));
const unknownSubject = new ApiError(400, 'Invalid request', { subject: EMAIL_TEMPLATE_MESSAGES.unknownVariables(['password']) });
const serverDown = new ApiError(500, 'The server is away.');

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

/** The language of a server's answer: a list's or one template's. */
function answerLanguage(event: unknown): string | undefined {
  const { output } = event as { output?: EmailTemplate | EmailTemplate[] };
  return Array.isArray(output) ? output[0]?.language : output?.language;
}

/** Behind an open dialog the page is hidden from assistive technology, but still there. */
const listItem = (name: string) => screen.getByRole('button', { name: (accessible) => accessible.startsWith(name), hidden: true });

describe('Email Templates: every shortest path of its machine, driven through the screen', () => {
  const model = testModelOf(emailTemplatesMachine, {
    events: [
      { type: 'xstate.done.actor.load', output: list },
      { type: 'xstate.done.actor.load', output: germanList },
      { type: 'xstate.error.actor.load', error: serverDown },
      { type: 'templates.retry' },
      { type: 'language.change', language: 'de' },
      { type: 'template.select', key: 'invitation' },
      { type: 'template.select', key: 'reset-link' },
      { type: 'template.edit', field: 'subject', value: 'Hello {{firstName}}' },
      { type: 'template.edit', field: 'body', value: '' },
      { type: 'template.save' },
      { type: 'xstate.done.actor.save', output: saved },
      { type: 'xstate.done.actor.save', output: { ...saved, language: 'de' } },
      { type: 'xstate.error.actor.save', error: unknownSubject },
      { type: 'template.reset' },
      { type: 'reset.cancel' },
      { type: 'reset.confirm' },
      { type: 'xstate.done.actor.reset', output: emailTemplateOf('reset-link') },
      { type: 'xstate.done.actor.reset', output: germanList[0] },
      { type: 'xstate.error.actor.reset', error: serverDown },
    ] as never[],
    serializeState: (state: State) =>
      JSON.stringify([state.value, state.context.language, state.context.selected, state.context.draft, Object.keys(state.context.errors).sort(), selectedTemplate(state.context)?.isDefault, state.context.templates.filter((shown) => shown.needsReview).length]),
    filterEvents: (state: State, event: { type: string }) => {
      const typed = event as { type: string; key?: string };
      // The server answers in the language asked for.
      if (typed.type.startsWith('xstate.done.actor.') && answerLanguage(event) !== state.context.language) return false;
      if (typed.type.endsWith('actor.load')) return state.matches('loading');
      if (typed.type === 'templates.retry') return state.matches('loadFailed');
      if (typed.type.endsWith('actor.save')) return state.matches({ ready: 'saving' });
      if (typed.type.endsWith('actor.reset')) return state.matches({ ready: 'resetting' });
      if (typed.type.startsWith('reset.')) return state.matches({ ready: 'confirmingReset' });
      if (!state.matches({ ready: 'editing' })) return false;
      // The server's answers are the reset link's: saving and resetting are tried on it.
      if (typed.type === 'template.save' || typed.type === 'template.reset') return state.context.selected === 'reset-link';
      if (typed.type === 'template.select') return typed.key !== state.context.selected;
      // Another language is tried on a clean editor, and in it no edit is typed again: saving and
      // resetting there show that each request names its language.
      const clean = JSON.stringify(state.context.draft) === JSON.stringify(draftOf(selectedTemplate(state.context)));
      if (typed.type === 'language.change') return clean && (event as { language?: string }).language !== state.context.language;
      if (typed.type === 'template.edit') return state.context.language === 'en';
      return true;
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state a person can see', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['loading', 'loadFailed', { ready: 'editing' }, { ready: 'saving' }, { ready: 'confirmingReset' }, { ready: 'resetting' }]) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });

  for (const path of paths) {
    const name = pathName(path, (event) => {
      if (event.type === 'template.select') return String(event.key);
      if (event.type === 'template.edit') return `${String(event.field)}=${JSON.stringify(event.value)}`;
      if (event.type === 'language.change') return String(event.language);
      return undefined;
    });
    it(name, { timeout: pathCeiling(path) }, async () => {
      const server: FakeServer = fakeServer();
      await render();
      const user = userEvent.setup();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_TITLES.emailTemplates);
      /** The language the waiting request asks in. */
      const languageOf = () => server.pending().at(-1)!.search.get('language');

      await path.test({
        states: {
          loading: async (snapshot) => {
            expect(screen.getByText(LAYOUT_TEXTS.loading)).toBeInTheDocument();
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: '/api/email-templates' }));
            expect(server.pending().at(-1)!.search.get('language')).toBe((snapshot as State).context.language);
          },
          loadFailed: async () => {
            expect(await screen.findByRole('button', { name: EMAIL_TEMPLATE_TEXTS.retry })).toBeEnabled();
            expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_TEMPLATE_TEXTS.loadFailed);
          },
          ready: async (snapshot) => {
            const state = snapshot as State;
            const { draft, errors } = state.context;
            const template = selectedTemplate(state.context)!;
            await waitFor(() => expect(subjectField()).toHaveValue(draft.subject));
            expect(bodyField()).toHaveValue(draft.body);
            expect(listItem(template.name)).toHaveAttribute('aria-current', 'true');
            for (const [field, element] of [['subject', subjectField()], ['body', bodyField()]] as const) {
              if (errors[field]) expect(element).toHaveAccessibleDescription(errors[field]);
              else expect(element).not.toHaveAttribute('aria-invalid');
            }
            // The live preview: the draft with the sample values, escaped in its HTML.
            const preview = renderEmail(draft, sampleValuesOf(template.key), {}, state.context.language);
            expect(screen.getByTestId('preview-subject')).toHaveTextContent(preview.subject);
            expect(previewBody().innerHTML).toBe(preview.html);
            for (const variable of template.variables) expect(screen.getByRole('button', { name: translate('en', EMAIL_TEMPLATE_TEXTS.insert, { name: variable.name }), hidden: true })).toBeVisible();
            // The language chosen, its wording written as that language is, a translation behind its English marked.
            expect(languageSelect()).toHaveValue(state.context.language);
            expect(bodyField()).toHaveAttribute('lang', state.context.language);
            const marks = screen.queryAllByText(EMAIL_TEMPLATE_TEXTS.needsReview);
            expect(marks).toHaveLength(state.context.templates.filter((shown) => shown.needsReview).length + (template.needsReview ? 1 : 0));
            if (template.english) expect(screen.getByText(EMAIL_TEMPLATE_TEXTS.englishVersion)).toBeInTheDocument();
            else expect(screen.queryByText(EMAIL_TEMPLATE_TEXTS.englishVersion)).toBeNull();
          },
          'ready.editing': async (snapshot) => {
            const state = snapshot as State;
            await waitFor(() => expect(saveButton()).toHaveTextContent(EMAIL_TEMPLATE_TEXTS.save));
            expect(saveButton()).toBeEnabled();
            const reset = screen.getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.reset });
            if (selectedTemplate(state.context)!.isDefault) expect(reset).toBeDisabled();
            else expect(reset).toBeEnabled();
            expect(screen.queryByRole('alertdialog')).toBeNull();
          },
          'ready.saving': async (snapshot) => {
            const state = snapshot as State;
            expect(saveButton()).toHaveTextContent(EMAIL_TEMPLATE_TEXTS.saving);
            expect(saveButton()).toBeDisabled();
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'PUT', path: '/api/email-template/reset-link' }));
            expect(server.pending().at(-1)!.body).toEqual(state.context.draft);
            expect(server.pending().at(-1)!.search.get('language')).toBe(state.context.language);
          },
          'ready.confirmingReset': async () => {
            const dialog = await screen.findByRole('alertdialog');
            expect(dialog).toHaveTextContent(translate('en', EMAIL_TEMPLATE_TEXTS.resetMessage, { name: editedReset.name }));
          },
          'ready.resetting': async (snapshot) => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'DELETE', path: '/api/email-template/reset-link' }));
            expect(server.pending().at(-1)!.search.get('language')).toBe((snapshot as State).context.language);
            expect(screen.getByRole('alertdialog')).toBeInTheDocument();
          },
        },
        events: {
          'templates.retry': () => user.click(screen.getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.retry })),
          'language.change': ({ event }: { event: unknown }) => user.selectOptions(languageSelect(), LOCALE_NAMES[(event as { language: Locale }).language]),
          'template.select': ({ event }: { event: unknown }) => {
            const key = (event as { key: EmailTemplateKey }).key;
            return user.click(listItem(EMAIL_TEMPLATE_DEFAULTS[key].name));
          },
          'template.edit': async ({ event }: { event: unknown }) => {
            const { field, value } = event as { field: 'subject' | 'body'; value: string };
            const element = field === 'subject' ? subjectField() : bodyField();
            await user.clear(element);
            if (value) await user.paste(value);
          },
          'template.save': () => user.click(saveButton()),
          'template.reset': () => user.click(screen.getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.reset })),
          'reset.cancel': () => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.cancel })),
          'reset.confirm': () => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.resetConfirm })),
          ...({
            'xstate.done.actor.load': () => server.answer(Response.json({ templates: languageOf() === 'de' ? germanList : list })),
            'xstate.error.actor.load': () => server.answer(Response.json({ message: serverDown.message }, { status: 500 })),
            'xstate.done.actor.save': async () => {
              await server.answer(Response.json({ ...saved, language: languageOf() }));
              expect(await screen.findByText(EMAIL_TEMPLATE_TEXTS.saved)).toBeVisible();
            },
            'xstate.error.actor.save': async () => {
              await server.answer(Response.json({ message: unknownSubject.message, errors: unknownSubject.errors }, { status: 400 }));
              expect(await screen.findByText(unknownSubject.message)).toBeVisible();
            },
            'xstate.done.actor.reset': async () => {
              const language = languageOf();
              await server.answer(Response.json(language === 'de' ? germanList[0] : emailTemplateOf('reset-link')));
              expect(await screen.findByText(EMAIL_TEMPLATE_TEXTS.resetDone)).toBeVisible();
            },
            'xstate.error.actor.reset': async () => {
              await server.answer(Response.json({ message: serverDown.message }, { status: 500 }));
              expect(await screen.findByText(serverDown.message)).toBeVisible();
            },
          } as object),
        },
      });
    });
  }
});
