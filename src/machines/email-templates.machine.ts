import { assign, emit, fromPromise, setup } from 'xstate';
import { type EmailTemplate, type EmailTemplateBody, emailTemplateBody, type EmailTemplateKey, MESSAGES, variableErrors } from '../api/contract';
import { listEmailTemplates, resetEmailTemplate, saveEmailTemplate } from '../api/email-templates';
import { checkValues, failureOf, withoutField, type FieldErrors } from './form.machine';

type Context = {
  templates: EmailTemplate[];
  selected: EmailTemplateKey | null;
  /** The subject and body in the editor, saved or not. */
  draft: EmailTemplateBody;
  errors: FieldErrors;
};

export type EmailTemplatesEvent =
  | { type: 'templates.retry' }
  | { type: 'template.select'; key: EmailTemplateKey }
  | { type: 'template.edit'; field: keyof EmailTemplateBody; value: string }
  | { type: 'template.save' }
  | { type: 'template.reset' }
  | { type: 'reset.confirm' }
  | { type: 'reset.cancel' };

/** What the screen tells the user with a toast. */
export type EmailTemplatesEmitted = { type: 'template.saved' } | { type: 'template.resetDone' } | { type: 'template.failed'; message: string };

const draftOf = (template: EmailTemplate | undefined): EmailTemplateBody => ({ subject: template?.subject ?? '', body: template?.body ?? '' });
const replaced = (templates: EmailTemplate[], next: EmailTemplate) => templates.map((template) => (template.key === next.key ? next : template));
export const selectedTemplate = (context: Context) => context.templates.find((template) => template.key === context.selected);

/** The contract's checks, and the template's own variables, before anything is sent. */
function draftErrors(context: Context): FieldErrors {
  const checked = checkValues(emailTemplateBody, context.draft)?.errors ?? {};
  return context.selected ? { ...variableErrors(context.selected, context.draft), ...checked } : checked;
}

/**
 * The Email Templates page: loading → ready (or loadFailed, with retry). Ready, one template is in
 * the editor: edits change the draft; save checks it and sends it (saving), the server's field
 * messages coming back under the fields; reset asks first (confirmingReset), then puts the default back.
 */
export const emailTemplatesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as EmailTemplatesEvent,
    emitted: {} as EmailTemplatesEmitted,
  },
  actors: {
    load: fromPromise<EmailTemplate[]>(async () => (await listEmailTemplates()).templates),
    save: fromPromise<EmailTemplate, { key: EmailTemplateKey; draft: EmailTemplateBody }>(({ input }) => saveEmailTemplate(input.key, input.draft)),
    reset: fromPromise<EmailTemplate, { key: EmailTemplateKey }>(({ input }) => resetEmailTemplate(input.key)),
  },
  guards: {
    invalid: ({ context }) => Object.keys(draftErrors(context)).length > 0,
    edited: ({ context }) => selectedTemplate(context)?.isDefault === false,
  },
  actions: {
    show: assign(({ context }, template: EmailTemplate) => ({ templates: replaced(context.templates, template), draft: draftOf(template), errors: {} })),
  },
}).createMachine({
  id: 'emailTemplates',
  initial: 'loading',
  context: { templates: [], selected: null, draft: draftOf(undefined), errors: {} },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ templates: event.output, selected: event.output[0]?.key ?? null, draft: draftOf(event.output[0]), errors: {} })),
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
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ key: context.selected!, draft: context.draft }),
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
            input: ({ context }) => ({ key: context.selected! }),
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
