import { Button, FormError, Stack } from '../../design-system';

type Props = { message: string | null; actionLabel: string; onAction: () => void };

/** Why something failed, as the server said it, and the one thing to do about it (read again). */
export function FailedWithAction({ message, actionLabel, onAction }: Props) {
  return (
    <Stack>
      <FormError>{message}</FormError>
      <div>
        <Button variant="outline" onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </Stack>
  );
}
