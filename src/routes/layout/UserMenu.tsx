import { useNavigate } from '@tanstack/react-router';
import { LAYOUT_TEXTS } from '../../api/contract';
import { Avatar, ChevronDownIcon, DropdownMenu, SignOutIcon, UserIcon } from '../../design-system';
import { visuallyHidden } from '../../design-system/shared/visually-hidden.css';
import { useSession, useSessionUser } from '../shared/use-session';
import * as styles from './UserMenu.css';

export function UserMenu() {
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const fullName = `${user.firstname} ${user.lastname}`;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        {/* Named by its hidden text, not aria-label: axe's label-content-name-mismatch counts the avatar's
            initials as visible text, which no aria-label naming the person would contain. */}
        <button type="button" className={styles.trigger}>
          <span aria-hidden="true" className={styles.avatar}>
            <Avatar name={fullName} size="md" />
          </span>
          <span className={visuallyHidden}>{`${LAYOUT_TEXTS.userMenu}: ${fullName}`}</span>
          <span className={styles.firstName} aria-hidden="true">
            {user.firstname}
          </span>
          <ChevronDownIcon />
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
          <SignOutIcon size={24} />
          {LAYOUT_TEXTS.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
