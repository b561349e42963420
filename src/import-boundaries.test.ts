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
    ['src/api/contract/probe.ts', "import { http } from '../client';"],
    ['src/routes/probe.ts', "import { buildApp } from '../../server/app';"],
    ['server/probe.ts', "import { http } from '../src/api/client';"],
    ['server/db/probe.ts', "import { authRoutes } from '../modules/auth/routes';"],
    ['server/db/probe.ts', "import { buildApp } from '../app';"],
    ['server/lib/probe.ts', "import { authPlugin } from '../plugins/auth';"],
    ['server/plugins/probe.ts', "import { queueEmails } from '../modules/mail/queue';"],
    ['server/storage/probe.ts', "import { recordAudit } from '../modules/audit/repository';"],
    ['server/jobs/probe.ts', "import { storagePlugin } from '../plugins/storage';"],
    ['server/modules/reviews/probe.ts', "import { finalizeUpload } from '../uploads/finalize';"],
  ])('%s may not %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['src/routes/probe.ts', "import { Button } from '../design-system';"],
    ['server/probe.ts', "import { MESSAGES } from '../src/api/contract';"],
    ['server/storage/probe.ts', "import { enqueueJobs } from '../jobs/repository';"],
    ['server/modules/reviews/probe.ts', "import { recordAudit } from '../audit/repository';"],
    ['server/modules/reviews/probe.ts', "import { reviewsOf } from './repository';"],
  ])('%s may %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(0);
  });
});
