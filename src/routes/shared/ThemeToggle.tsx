import { useState } from 'react';
import { LAYOUT_TEXTS } from '../../api/contract';
import { IconButton, MoonIcon, SunIcon } from '../../design-system';
import { applyTheme, storedTheme } from './theme-preference';

export function ThemeToggle() {
  const [theme, setTheme] = useState(storedTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={theme === 'dark' ? LAYOUT_TEXTS.lightMode : LAYOUT_TEXTS.darkMode}
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
