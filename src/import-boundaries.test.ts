// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that hold DESIGN.md's one-way imports must actually fire. */
const eslint = new ESLint();
const violations = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths');
};

describe('import boundaries', () => {
  it.each([
    ['src/design-system/Probe.tsx', "import { MESSAGES } from '../api/contract';"],
    ['src/design-system/Probe.tsx', "import { sessionMachine } from '../machines/session.machine';"],
    ['src/machines/probe.ts', "import { Root } from '../routes/Root';"],
    ['src/machines/probe.ts', "import { Button } from '../design-system';"],
    ['src/machines/probe.machine.ts', "import { EventsPage } from '../routes/events/EventsPage';"],
    ['src/machines/probe.machine.test.ts', "import { EventsPage } from '../routes/events/EventsPage';"],
    ['src/api/contract/probe.ts', "import { http } from '../client';"],
    ['src/routes/probe.ts', "import { buildApp } from '../../server/app';"],
    ['server/probe.ts', "import { http } from '../src/api/client';"],
    ['server/db/probe.ts', "import { authRoutes } from '../modules/auth/routes';"],
  ])('%s may not %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['src/routes/probe.ts', "import { Button } from '../design-system';"],
    ['server/probe.ts', "import { MESSAGES } from '../src/api/contract';"],
    // A path test drives its machine through the screen that uses it.
    ['src/machines/probe.paths.test.tsx', "import { EventsPage } from '../routes/events/EventsPage';"],
  ])('%s may %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(0);
  });
});
