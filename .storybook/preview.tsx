import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
// theme.css brings the tokens and the global styles (see the note there).
import '../src/design-system/theme.css';
// The product's typeface, as the app serves it (src/main.tsx).
import '@fontsource-variable/outfit';
import { loadLocale, loadStaffTexts } from '../src/i18n/load';

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/** Sets data-theme on <html>, where the dark theme's variables live (so portals follow too). */
function ThemeScope({ theme, children }: { theme: Theme; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeScope theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeScope>
);

const preview: Preview = {
  decorators: [withTheme],
  // The screens show their words through the catalog: English, as the app loads it, with the staff
  // screens' texts (those that take values are in theirs alone), as a staff account's sign-in fetches them.
  loaders: [
    () => {
      void loadStaffTexts();
      return loadLocale('en');
    },
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...themes], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    backgrounds: { disable: true },
  },
};

export default preview;
