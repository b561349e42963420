import { assign, emit, fromPromise, setup } from 'xstate';
import { type EmailTemplate, type EmailTemplateBody, emailTemplateBody, type EmailTemplateKey, MESSAGES, variableErrors } from '../api/contract';
import { DEFAULT_LOCALE, type Locale } from '../api/contract/i18n/locales';
import { listEmailTemplates, resetEmailTemplate, saveEmailTemplate } from '../api/email-templates';
import { t } from '../i18n';
import { checkValues, failureOf, withoutField, type FieldErrors } from './form.machine';

type Context = {
  /** The language whose wording is read and edited: each is edited apart. */
  language: Locale;
  templates: EmailTemplate[];
  selected: EmailTemplateKey | null;
  /** The subject and body in the editor, saved or not. */
  draft: EmailTemplateBody;
  errors: FieldErrors;
};

export type EmailTemplatesEvent =
  | { type: 'templates.retry' }
  | { type: 'language.change'; language: Locale }
  | { type: 'template.select'; key: EmailTemplateKey }
  | { type: 'template.edit'; field: keyof EmailTemplateBody; value: string }
  | { type: 'template.save' }
  | { type: 'template.reset' }
  | { type: 'reset.confirm' }
  | { type: 'reset.cancel' };

/** What the screen tells the user with a toast. */
export type EmailTemplatesEmitted = { type: 'template.saved' } | { type: 'template.resetDone' } | { type: 'template.failed'; message: string };

export const draftOf = (template: EmailTemplate | undefined): EmailTemplateBody => ({ subject: template?.subject ?? '', body: template?.body ?? '' });
const replaced = (templates: EmailTemplate[], next: EmailTemplate) => templates.map((template) => (template.key === next.key ? next : template));
export const selectedTemplate = (context: Context) => context.templates.find((template) => template.key === context.selected);

/** The contract's checks, and the template's own variables (said in the reader's language), before anything is sent. */
function draftErrors(context: Context): FieldErrors {
  const checked = checkValues(emailTemplateBody, context.draft)?.errors ?? {};
  return context.selected ? { ...variableErrors(context.selected, context.draft, context.language, t), ...checked } : checked;
}

/**
 * The Email Templates page: loading → ready (or loadFailed, with retry). Ready, one template is in
 * the editor: edits change the draft; save checks it and sends it (saving), the server's field
 * messages coming back under the fields; reset asks first (confirmingReset), then puts the default back.
 * Another language loads that language's wording of every template, the same one staying in the editor.
 */
export const emailTemplatesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as EmailTemplatesEvent,
    emitted: {} as EmailTemplatesEmitted,
  },
  actors: {
    load: fromPromise<EmailTemplate[], { language: Locale }>(async ({ input }) => (await listEmailTemplates(input.language)).templates),
    save: fromPromise<EmailTemplate, { key: EmailTemplateKey; language: Locale; draft: EmailTemplateBody }>(({ input }) => saveEmailTemplate(input.key, input.language, input.draft)),
    reset: fromPromise<EmailTemplate, { key: EmailTemplateKey; language: Locale }>(({ input }) => resetEmailTemplate(input.key, input.language)),
  },
  guards: {
    invalid: ({ context }) => Object.keys(draftErrors(context)).length > 0,
    edited: ({ context }) => selectedTemplate(context)?.isDefault === false,
    otherLanguage: ({ context, event }) => event.type === 'language.change' && event.language !== context.language,
  },
  actions: {
    chooseLanguage: assign(({ event }) => (event.type === 'language.change' ? { language: event.language } : {})),
    show: assign(({ context }, template: EmailTemplate) => ({ templates: replaced(context.templates, template), draft: draftOf(template), errors: {} })),
  },
}).createMachine({
  id: 'emailTemplates',
  initial: 'loading',
  context: { language: DEFAULT_LOCALE, templates: [], selected: null, draft: draftOf(undefined), errors: {} },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            // The template that was in the editor stays there in the new language.
            const shown = event.output.find((template) => template.key === context.selected) ?? event.output[0];
            return { templates: event.output, selected: shown?.key ?? null, draft: draftOf(shown), errors: {} };
          }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'templates.retry': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'template.select': {
              actions: assign(({ context, event }) => ({
                selected: event.key,
                draft: draftOf(context.templates.find((template) => template.key === event.key)),
                errors: {},
              })),
            },
            'template.edit': {
              actions: assign(({ context, event }) => ({ draft: { ...context.draft, [event.field]: event.value }, errors: withoutField(context.errors, event.field) })),
            },
            'template.save': [{ guard: 'invalid', actions: assign({ errors: ({ context }) => draftErrors(context) }) }, { target: 'saving' }],
            'template.reset': { guard: 'edited', target: 'confirmingReset' },
            'language.change': { guard: 'otherLanguage', target: '#emailTemplates.loading', actions: 'chooseLanguage' },
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ key: context.selected!, language: context.language, draft: context.draft }),
            onDone: { target: 'editing', actions: [{ type: 'show', params: ({ event }) => event.output }, emit({ type: 'template.saved' as const })] },
            onError: {
              target: 'editing',
              actions: [
                assign({ errors: ({ event }) => failureOf(event.error, MESSAGES.somethingWrong).errors }),
                emit(({ event }) => ({ type: 'template.failed' as const, message: failureOf(event.error, MESSAGES.somethingWrong).error })),
              ],
            },
          },
        },
        confirmingReset: { on: { 'reset.confirm': 'resetting', 'reset.cancel': 'editing' } },
        resetting: {
          invoke: {
            id: 'reset',
            src: 'reset',
            input: ({ context }) => ({ key: context.selected!, language: context.language }),
            onDone: { target: 'editing', actions: [{ type: 'show', params: ({ event }) => event.output }, emit({ type: 'template.resetDone' as const })] },
            onError: {
              target: 'editing',
              actions: emit(({ event }) => ({ type: 'template.failed' as const, message: failureOf(event.error, MESSAGES.somethingWrong).error })),
            },
          },
        },
      },
    },
  },
});
