import type { ComponentProps } from 'react';
import { LAYOUT_TEXTS, type SessionUser } from '../../api/contract';
import { Avatar, ChevronDownIcon, visuallyHidden } from '../../design-system';
import * as styles from './UserMenu.css';
import { useT } from '../../i18n';

type Props = Omit<ComponentProps<'button'>, 'children' | 'className' | 'type'> & { user: Pick<SessionUser, 'firstname' | 'lastname'> };

/** The header's avatar and first name: the user menu's trigger, drawn before the menu's code arrives. */
export function UserMenuButton({ user, ...rest }: Props) {
  const fullName = `${user.firstname} ${user.lastname}`;
  const t = useT();
  return (
    // Named by its hidden text, not aria-label: axe's label-content-name-mismatch counts the avatar's
    // initials as visible text, which no aria-label naming the person would contain.
    <button type="button" className={styles.trigger} {...rest}>
      <span aria-hidden="true" className={styles.avatar}>
        <Avatar name={fullName} size="md" />
      </span>
      <span className={visuallyHidden}>{`${t(LAYOUT_TEXTS.userMenu)}: ${fullName}`}</span>
      <span className={styles.firstName} aria-hidden="true">
        {user.firstname}
      </span>
      <ChevronDownIcon />
    </button>
  );
}
