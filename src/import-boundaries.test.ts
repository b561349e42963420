// @vitest-environment node
import { mkdirSync, rmSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The lint rules that hold DESIGN.md's one-way imports must actually fire. */
const eslint = new ESLint();
const violations = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths');
};

// The areas' zones are made from the folders of src/routes when the lint config loads (on the first
// lint below): a folder made before then is covered as the others are.
const newArea = 'src/routes/probe-area';
beforeAll(() => mkdirSync(newArea, { recursive: true }));
afterAll(() => rmSync(newArea, { recursive: true, force: true }));

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
    ['server/db/probe.ts', "import { buildApp } from '../app';"],
    ['server/lib/probe.ts', "import { authPlugin } from '../plugins/auth';"],
    ['server/plugins/probe.ts', "import { queueEmails } from '../modules/mail/queue';"],
    ['server/storage/probe.ts', "import { recordAudit } from '../modules/audit/repository';"],
    ['server/jobs/probe.ts', "import { storagePlugin } from '../plugins/storage';"],
    ['server/modules/reviews/probe.ts', "import { finalizeUpload } from '../uploads/finalize';"],
    // The file check sits below uploads, reviews and proofing: not even their public files.
    ['server/modules/preflight/probe.ts', "import { versionById } from '../uploads/versions-repository';"],
    ['server/modules/preflight/probe.ts', "import { reviewsOf } from '../reviews/repository';"],
    ['server/modules/preflight/probe.ts', "import { proofReport } from '../proofing/report';"],
    ['server/modules/uploads/probe.ts', "import { checkPdf } from '../preflight/preflight-pdf';"],
    // Areas of screens import only routes/shared and their own files: not another area, not the app layer.
    ['src/routes/artwork/Probe.tsx', "import { ReviewQueue } from '../review/ReviewQueue';"],
    ['src/routes/review/Probe.tsx', "import { RequirementUpload } from '../artwork/RequirementUpload';"],
    ['src/routes/events/matrix/Probe.tsx', "import { ArtworkChecklist } from '../../artwork/ArtworkChecklist';"],
    ['src/routes/artwork/probe.test.tsx', "import { DashboardPage } from '../dashboard/DashboardPage';"],
    ['src/routes/dashboard/Probe.tsx', "import { dashboardSections } from '../DashboardRoute';"],
    ['src/routes/shared/Probe.tsx', "import { EventsPage } from '../events/EventsPage';"],
  ])('%s may not %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['src/routes/probe.ts', "import { Button } from '../design-system';"],
    ['src/routes/artwork/Probe.tsx', "import { TitledPage } from '../shared/TitledPage';"],
    ['src/routes/events/matrix/Probe.tsx', "import { EventDetailsPage } from '../EventDetailsPage';"],
    ['src/routes/probe.ts', "import { ReviewQueue } from './review/ReviewQueue';"],
    ['server/probe.ts', "import { MESSAGES } from '../src/api/contract';"],
    ['server/storage/probe.ts', "import { enqueueJobs } from '../jobs/repository';"],
    ['server/modules/reviews/probe.ts', "import { recordAudit } from '../audit/repository';"],
    ['server/modules/reviews/probe.ts', "import { reviewsOf } from './repository';"],
    ['server/modules/uploads/probe.ts', "import { preflight } from '../preflight';"],
    ['server/modules/proofing/probe.ts', "import { preflight } from '../preflight/index';"],
    ['server/modules/preflight/probe.ts', "import { PREFLIGHT_TEXTS } from '../../../src/api/contract';"],
    // A path test drives its machine through the screen that uses it.
    ['src/machines/probe.paths.test.tsx', "import { EventsPage } from '../routes/events/EventsPage';"],
  ])('%s may %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(0);
  });
});

describe('a new area of screens', () => {
  it('may not import another area', async () => {
    expect(await violations(`${newArea}/Probe.tsx`, "import { ReviewQueue } from '../review/ReviewQueue';\nexport {};\n")).toHaveLength(1);
    expect(await violations(`${newArea}/Probe.tsx`, "import { TitledPage } from '../shared/TitledPage';\nexport {};\n")).toHaveLength(0);
  });
});
