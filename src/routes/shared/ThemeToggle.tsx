import { useState } from 'react';
import { LAYOUT_TEXTS } from '../../api/contract';
import { IconButton, MoonIcon, SunIcon } from '../../design-system';
import { applyTheme, storedTheme } from './theme-preference';
import { useT } from '../../i18n';

export function ThemeToggle() {
  const t = useT();
  const [theme, setTheme] = useState(storedTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={theme === 'dark' ? t(LAYOUT_TEXTS.lightMode) : t(LAYOUT_TEXTS.darkMode)}
      variant="outline"
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
