import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { showLanguage } from './test/languages';

// Screens render in a language as the app shows it: English unless a test chooses another.
showLanguage('en');
afterEach(() => showLanguage('en'));

// How long findBy… and waitFor wait for the screen to get where the test expects. They end the
// moment it does; the ceiling only matters on a loaded machine, where a render that takes a
// second is slow, not wrong. Testing-library's 1 s default failed path tests under CI's load, and
// 5 s failed a lazily loaded dialog's first render beside two CPU-bound loops (npm run test:busy).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
