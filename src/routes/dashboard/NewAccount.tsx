import { Link } from '@tanstack/react-router';
import { NEW_ACCOUNT_TEXTS, PAGES } from '../../api/contract';
import { buttonClassName, Card, Stack, Text } from '../../design-system';
import { useT } from '../../i18n';

/** One way to take part: its question as a heading, and what to do. */
function WayIn({ title, text }: { title: string; text: string }) {
  return (
    <section aria-label={title}>
      <Stack gap={1}>
        <Text as="h3" weight="semibold">
          {title}
        </Text>
        <Text as="p" size="sm" tone="muted">
          {text}
        </Text>
      </Stack>
    </section>
  );
}

/** A self-registered account's home says what it can do and how it comes to take part in an event. */
export function NewAccount() {
  const t = useT();
  return (
    <Card title={t(NEW_ACCOUNT_TEXTS.title)}>
      <Stack gap={4} align="start">
        <Text as="p">{t(NEW_ACCOUNT_TEXTS.canDo)}</Text>
        <WayIn title={t(NEW_ACCOUNT_TEXTS.exhibitTitle)} text={t(NEW_ACCOUNT_TEXTS.exhibit)} />
        <WayIn title={t(NEW_ACCOUNT_TEXTS.organiseTitle)} text={t(NEW_ACCOUNT_TEXTS.organise)} />
        <Link to={PAGES.events.path} className={buttonClassName({ variant: 'outline' })}>
          {t(NEW_ACCOUNT_TEXTS.calendarLink)}
        </Link>
      </Stack>
    </Card>
  );
}
