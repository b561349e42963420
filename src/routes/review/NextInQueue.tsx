import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { REVIEW_TEXTS } from '../../api/contract';
import { Button, Inline, Text } from '../../design-system';
import { useT } from '../../i18n';
import { useReviewPlace } from './review-place';

/** A key pressed while writing is the writing's, not a shortcut. */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** After a decision: on to the oldest other submission awaiting review, by the button or the N key; or that none is left. */
export function NextInQueue({ next }: { next: number | 'none' }) {
  const t = useT();
  const navigate = useNavigate();
  const { review } = useReviewPlace();
  useEffect(() => {
    if (next === 'none') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'n' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      void navigate({ to: review, params: { versionId: String(next) } });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, navigate, review]);

  if (next === 'none') return <Text size="sm" tone="muted">{t(REVIEW_TEXTS.queueDone)}</Text>;
  return (
    <Inline gap={3} align="center">
      <Button aria-keyshortcuts="N" onClick={() => void navigate({ to: review, params: { versionId: String(next) } })}>
        {t(REVIEW_TEXTS.nextInQueue)}
      </Button>
      <Text as="span" size="sm" tone="muted" aria-hidden="true">
        {t(REVIEW_TEXTS.nextShortcut)}
      </Text>
    </Inline>
  );
}
