import { useState, type ComponentType } from 'react';
import { loadOnce } from '../shared/load-once';
import { useSessionUser } from '../shared/use-session';
import { UserMenuButton } from './UserMenuButton';

type Dropdown = ComponentType<{ defaultOpen: boolean; focused: boolean }>;
const loadDropdown = loadOnce(() => import('./UserMenuDropdown').then((module): Dropdown => module.UserMenuDropdown));

/**
 * The header's user menu. Its trigger is drawn at once; the menu (Radix's, with its positioning,
 * about 15 KB gzip) is fetched when the pointer or the keyboard first comes to the trigger, and a
 * press before it has arrived opens it once it has.
 */
export function UserMenu() {
  const user = useSessionUser();
  const [Loaded, setLoaded] = useState<{ Dropdown: Dropdown } | null>(null);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const load = () => void loadDropdown().then((Dropdown) => setLoaded({ Dropdown }), () => setPressed(false));
  const press = () => {
    setPressed(true);
    load();
  };

  if (Loaded) return <Loaded.Dropdown defaultOpen={pressed} focused={focused} />;
  return (
    <UserMenuButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      // Radix's trigger opens on the press of the main button, so does this one (the click may
      // land on the trigger that replaced it); the keyboard's Enter and Space come as a click.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      onClick={press}
    />
  );
}
