import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EMAIL_TEMPLATE_TEXTS, type EmailTemplateBody, LAYOUT_TEXTS, PAGE_TITLES, renderEmail } from '../../api/contract';
import { directionOf } from '../../api/contract/i18n/locales';
import { Badge, Button, Card, ConfirmDialog, Inline, Spinner, Stack, Text, Textarea, TextField, toast } from '../../design-system';
import { emailTemplatesMachine, selectedTemplate } from '../../machines/email-templates.machine';
import { TitledPage } from '../shared/TitledPage';
import { useT } from '../../i18n';
import * as styles from './email-templates.css';
import { EnglishVersion } from './EnglishVersion';
import { LanguageSelect } from './LanguageSelect';
import { PreviewCounts } from './PreviewCounts';
import { TemplateList } from './TemplateList';
import { VariableList } from './VariableList';

type Field = keyof EmailTemplateBody;

export function EmailTemplatesPage() {
  const [state, send, actor] = useMachine(emailTemplatesMachine);
  const t = useT();
  const { templates, draft, errors, language } = state.context;
  const template = selectedTemplate(state.context);
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  /** The field a variable goes into: the one last focused, the body at first. */
  const lastField = useRef<Field>('body');

  useEffect(() => {
    const subscriptions = [
      actor.on('template.saved', () => toast.success(t(EMAIL_TEMPLATE_TEXTS.saved))),
      actor.on('template.resetDone', () => toast.success(t(EMAIL_TEMPLATE_TEXTS.resetDone))),
      actor.on('template.failed', (event) => toast.error(t(event.message))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, t]);

  /** Counts the editor chose for the preview, per template: each plural form can be read before saving. */
  const [previewCounts, setPreviewCounts] = useState<Record<string, Record<string, string>>>({});
  const counts = useMemo(() => (template ? (previewCounts[template.key] ?? {}) : {}), [template, previewCounts]);
  const samples = useMemo(() => ({ ...Object.fromEntries((template?.variables ?? []).map((variable) => [variable.name, variable.sample])), ...counts }), [template, counts]);
  const preview = useMemo(() => renderEmail(draft, samples, {}, language), [draft, samples, language]);
  /** The wording's own language on the fields and the preview: read, spelled and written (Arabic right to left) as that language is. */
  const written = { lang: language, dir: directionOf(language) };

  const edit = (field: Field, value: string) => send({ type: 'template.edit', field, value });

  function insert(name: string) {
    const field = lastField.current;
    const element = fields[field].current;
    const value = draft[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const placeholder = `{{${name}}}`;
    edit(field, value.slice(0, start) + placeholder + value.slice(end));
    // After React has rendered the new value: the cursor goes after what was inserted.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  }

  if (state.matches('loading')) {
    return (
      <TitledPage title={t(PAGE_TITLES.emailTemplates)}>
        <Stack align="center" className={styles.centered}>
          <Spinner label={t(LAYOUT_TEXTS.loading)} />
        </Stack>
      </TitledPage>
    );
  }
  if (state.matches('loadFailed') || !template) {
    return (
      <TitledPage title={t(PAGE_TITLES.emailTemplates)}>
        <Card>
          <Stack align="center" className={styles.centered} role="alert">
            <Text size="sm" tone="muted">{t(EMAIL_TEMPLATE_TEXTS.loadFailed)}</Text>
            <Button variant="outline" onClick={() => send({ type: 'templates.retry' })}>
              {t(EMAIL_TEMPLATE_TEXTS.retry)}
            </Button>
          </Stack>
        </Card>
      </TitledPage>
    );
  }

  const saving = state.matches({ ready: 'saving' });
  const resetting = state.matches({ ready: 'resetting' });
  const busy = saving || resetting;

  return (
    <TitledPage title={t(PAGE_TITLES.emailTemplates)}>
      <div className={styles.layout}>
        <Card title={t(EMAIL_TEMPLATE_TEXTS.templates)}>
          <Stack gap={4}>
            <LanguageSelect value={language} disabled={busy} onChange={(next) => send({ type: 'language.change', language: next })} />
            <TemplateList templates={templates} selected={template.key} onSelect={(key) => send({ type: 'template.select', key })} disabled={busy} />
          </Stack>
        </Card>
        <Stack gap={6}>
          <Card
            title={t(template.name)}
            actions={
              <Inline gap={2}>
                {template.needsReview && <Badge tone="warning">{t(EMAIL_TEMPLATE_TEXTS.needsReview)}</Badge>}
                <Badge tone={template.isDefault ? 'neutral' : 'info'}>{t(template.isDefault ? EMAIL_TEMPLATE_TEXTS.standard : EMAIL_TEMPLATE_TEXTS.edited)}</Badge>
              </Inline>
            }
          >
            <Stack as="form" gap={5}
             
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'template.save' });
              }}
            >
              <Text size="sm" tone="muted">{t(template.description)}</Text>
              {template.english && <EnglishVersion english={template.english} needsReview={template.needsReview} />}
              <TextField
                {...written}
                ref={fields.subject}
                label={t(EMAIL_TEMPLATE_TEXTS.subject)}
                required
                value={draft.subject}
                error={errors.subject && t(errors.subject)}
                onFocus={() => (lastField.current = 'subject')}
                onChange={(event) => edit('subject', event.target.value)}
              />
              <Textarea
                {...written}
                ref={fields.body}
                label={t(EMAIL_TEMPLATE_TEXTS.body)}
                required
                rows={12}
                value={draft.body}
                error={errors.body && t(errors.body)}
                onFocus={() => (lastField.current = 'body')}
                onChange={(event) => edit('body', event.target.value)}
              />
              <VariableList variables={template.variables} language={language} onInsert={insert} />
              <Inline gap={3} justify="end">
                <Button type="button" variant="outline" disabled={template.isDefault || busy} onClick={() => send({ type: 'template.reset' })}>
                  {t(EMAIL_TEMPLATE_TEXTS.reset)}
                </Button>
                <Button type="submit" disabled={busy}>
                  {t(saving ? EMAIL_TEMPLATE_TEXTS.saving : EMAIL_TEMPLATE_TEXTS.save)}
                </Button>
              </Inline>
            </Stack>
          </Card>
          <Card title={t(EMAIL_TEMPLATE_TEXTS.preview)}>
            <Text size="sm" tone="muted">{t(EMAIL_TEMPLATE_TEXTS.previewHint)}</Text>
            <PreviewCounts
              variables={template.variables}
              values={counts}
              onChange={(name, value) => setPreviewCounts((all) => ({ ...all, [template.key]: { ...all[template.key], [name]: value } }))}
            />
            <p {...written} className={styles.previewSubject} data-testid="preview-subject">
              {preview.subject}
            </p>
            {/* The HTML part as a mail reader shows it. renderEmail escapes every character of the template and the
                values; the only markup it makes is paragraphs, line breaks and links to http(s) addresses. */}
            <article {...written} className={styles.previewBody} aria-label={t(EMAIL_TEMPLATE_TEXTS.previewLabel)} dangerouslySetInnerHTML={{ __html: preview.html }} />
          </Card>
        </Stack>
      </div>
      <ConfirmDialog
        open={state.matches({ ready: 'confirmingReset' }) || resetting}
        title={t(EMAIL_TEMPLATE_TEXTS.resetTitle)}
        message={t(EMAIL_TEMPLATE_TEXTS.resetMessage, { name: t(template.name) })}
        confirmLabel={t(EMAIL_TEMPLATE_TEXTS.resetConfirm)}
        cancelLabel={t(EMAIL_TEMPLATE_TEXTS.cancel)}
        pending={resetting}
        onConfirm={() => send({ type: 'reset.confirm' })}
        onCancel={() => send({ type: 'reset.cancel' })}
      />
    </TitledPage>
  );
}
