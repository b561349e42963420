import type { FormEvent } from 'react';
import { ANNOTATION_TEXT_MAX } from '../../../../api/contract';
import { PROOF_CANVAS_TEXTS } from './proof-canvas-texts';
import { Button, FormError, Inline, Stack, StatusMessage, Textarea } from '../../../../design-system';
import type { AnnotationActor } from './placing';
import { useT } from '../../../../i18n';

type Props = AnnotationActor & {
  /** Where the note goes, in millimetres from the trim (null without a printed size). */
  where: string | null;
};

/** The note being written for a placed pin or box, its saving, and what came of it. */
export function NoteDraft({ state, send, where }: Props) {
  const t = useT();
  const { text, error, moving } = state.context;
  if (state.matches('saved')) return <StatusMessage tone="success">{moving ? t(PROOF_CANVAS_TEXTS.moved) : t(PROOF_CANVAS_TEXTS.saved)}</StatusMessage>;
  if (state.matches('failed')) {
    return (
      <Stack gap={2}>
        <FormError>{error && t(error)}</FormError>
        <Inline>
          <Button size="sm" onClick={() => send({ type: 'retry' })}>
            {t(PROOF_CANVAS_TEXTS.retry)}
          </Button>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'cancel' })}>
            {t(PROOF_CANVAS_TEXTS.cancel)}
          </Button>
        </Inline>
      </Stack>
    );
  }
  if (!state.matches('editing') && !(state.matches('saving') && !moving)) return null;
  const saving = state.matches('saving');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'save' });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={2}>
        <Textarea
          label={t(PROOF_CANVAS_TEXTS.noteLabel)}
          hint={where ?? undefined}
          value={text}
          rows={3}
          maxLength={ANNOTATION_TEXT_MAX}
          error={error ? t(error) : undefined}
          readOnly={saving}
          autoFocus
          onChange={(event) => send({ type: 'text.change', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !saving) send({ type: 'cancel' });
          }}
        />
        <Inline>
          <Button type="submit" size="sm" loading={saving}>
            {saving ? t(PROOF_CANVAS_TEXTS.saving) : t(PROOF_CANVAS_TEXTS.save)}
          </Button>
          <Button size="sm" variant="outline" disabled={saving} onClick={() => send({ type: 'cancel' })}>
            {t(PROOF_CANVAS_TEXTS.cancel)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
