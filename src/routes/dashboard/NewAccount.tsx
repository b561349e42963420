import { Link } from '@tanstack/react-router';
import { NEW_ACCOUNT_TEXTS, PAGES } from '../../api/contract';
import { buttonClassName, Card, Stack, Text } from '../../design-system';

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
  return (
    <Card title={NEW_ACCOUNT_TEXTS.title}>
      <Stack gap={4} align="start">
        <Text as="p">{NEW_ACCOUNT_TEXTS.canDo}</Text>
        <WayIn title={NEW_ACCOUNT_TEXTS.exhibitTitle} text={NEW_ACCOUNT_TEXTS.exhibit} />
        <WayIn title={NEW_ACCOUNT_TEXTS.organiseTitle} text={NEW_ACCOUNT_TEXTS.organise} />
        <Link to={PAGES.events.path} className={buttonClassName({ variant: 'outline' })}>
          {NEW_ACCOUNT_TEXTS.calendarLink}
        </Link>
      </Stack>
    </Card>
  );
}
