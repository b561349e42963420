import { useNavigate } from '@tanstack/react-router';
import { LAYOUT_TEXTS } from '../../api/contract';
import { Avatar, DropdownMenu } from '../../design-system';
import { useSession, useSessionUser } from '../use-session';
import { ChevronIcon, SignOutIcon, UserIcon } from './icons';
import * as styles from './UserMenu.css';

export function UserMenu() {
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const fullName = `${user.firstname} ${user.lastname}`;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <button type="button" className={styles.trigger} aria-label={`${LAYOUT_TEXTS.userMenu}: ${fullName}`}>
          <Avatar name={fullName} size="md" />
          <span className={styles.firstName}>{user.firstname}</span>
          <ChevronIcon />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          <span className={styles.fullName}>{fullName}</span>
          <span className={styles.email}>{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => void navigate({ to: '/profile' })}>
          <UserIcon />
          {LAYOUT_TEXTS.editProfile}
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => session.send({ type: 'session.logout' })}>
          <SignOutIcon />
          {LAYOUT_TEXTS.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
