import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { can, LAYOUT_TEXTS, PAGES, personName } from '../../api/contract';
import { DropdownMenu, SignOutIcon, UserIcon } from '../../design-system';
import { useSession, useSessionUser } from '../shared/use-session';
import * as styles from './UserMenu.css';
import { UserMenuButton } from './UserMenuButton';
import { useT } from '../../i18n';

type Props = {
  /** Open at once: the trigger was pressed while this code was on its way. */
  defaultOpen: boolean;
  /** The trigger drawn before had the keyboard's focus: this one takes it. */
  focused: boolean;
};

/** The user menu itself (Radix's menu and its positioning): a chunk of its own, see UserMenu. */
export function UserMenuDropdown({ defaultOpen, focused }: Props) {
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const t = useT();
  useEffect(() => {
    if (focused && !defaultOpen) trigger.current?.focus();
  }, [focused, defaultOpen]);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <UserMenuButton user={user} ref={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          <span className={styles.fullName}>{personName(user)}</span>
          <span className={styles.email}>{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        {can(user.role, PAGES.profile.permission) && (
          <DropdownMenu.Item onSelect={() => void navigate({ to: PAGES.profile.path })}>
            <UserIcon />
            {t(LAYOUT_TEXTS.editProfile)}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item onSelect={() => session.send({ type: 'session.logout' })}>
          <SignOutIcon size={24} />
          {t(LAYOUT_TEXTS.signOut)}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
