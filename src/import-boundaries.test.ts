// @vitest-environment node
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The lint rules that hold the one-way imports of docs/ARCHITECTURE.md must actually fire. */
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
    ['src/machines/probe.machine.ts', "import { EventsPage } from '../routes/calendar/EventsPage';"],
    ['src/machines/probe.machine.test.ts', "import { EventsPage } from '../routes/calendar/EventsPage';"],
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
    ['src/routes/matrix/Probe.tsx', "import { ArtworkChecklist } from '../artwork/ArtworkChecklist';"],
    ['src/routes/matrix/Probe.tsx', "import { EventDetailsPage } from '../events/EventDetailsPage';"],
    ['src/routes/calendar/Probe.tsx', "import { EventDetailsCard } from '../events/EventDetailsCard';"],
    ['src/routes/events/Probe.tsx', "import { LazyMatrixSection } from '../matrix/LazyMatrixSection';"],
    ['src/routes/artwork/probe.test.tsx', "import { DashboardPage } from '../dashboard/DashboardPage';"],
    ['src/routes/dashboard/Probe.tsx', "import { dashboardSections } from '../DashboardRoute';"],
    ['src/routes/shared/Probe.tsx', "import { EventsPage } from '../calendar/EventsPage';"],
    // The design system's internals stay inside it: screens take its index or its style entry.
    ['src/routes/search/Probe.tsx', "import { visuallyHidden } from '../../design-system/shared/visually-hidden.css';"],
    ['src/routes/layout/probe.css.ts', "import { vars } from '../../design-system/theme.css';"],
  ])('%s may not %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['src/routes/probe.ts', "import { Button } from '../design-system';"],
    ['src/routes/artwork/Probe.tsx', "import { TitledPage } from '../shared/TitledPage';"],
    ['src/routes/calendar/Probe.tsx', "import { EventModal } from '../shared/event-form/EventModal';"],
    ['src/routes/events/Probe.tsx', "import { EventModal } from '../shared/event-form/EventModal';"],
    ['src/routes/probe.ts', "import { ReviewQueue } from './review/ReviewQueue';"],
    ['server/probe.ts', "import { MESSAGES } from '../src/api/contract';"],
    ['server/storage/probe.ts', "import { enqueueJobs } from '../jobs/repository';"],
    ['server/modules/reviews/probe.ts', "import { recordAudit } from '../audit/repository';"],
    ['server/modules/reviews/probe.ts', "import { reviewsOf } from './repository';"],
    ['server/modules/uploads/probe.ts', "import { preflight } from '../preflight';"],
    ['server/modules/proofing/probe.ts', "import { preflight } from '../preflight/index';"],
    ['server/modules/preflight/probe.ts', "import { PREFLIGHT_TEXTS } from '../../../src/api/contract';"],
    // A path test drives its machine through the screen that uses it.
    ['src/machines/probe.paths.test.tsx', "import { EventsPage } from '../routes/calendar/EventsPage';"],
    ['src/routes/search/Probe.tsx', "import { visuallyHidden } from '../../design-system';"],
    ['src/routes/layout/probe.css.ts', "import { vars } from '../../design-system/styles.css';"],
  ])('%s may %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(0);
  });
});

describe('the server modules, by floors', () => {
  // Each takes a module's public file (SERVER_MODULE_PUBLIC), so that only its floor can refuse it.
  it.each([
    // The artwork core flows uploads → proofing → reviews; the file check, on the ground floor, imports no module.
    ['server/modules/uploads/probe.ts', "import { decisionOn } from '../reviews/repository';"],
    ['server/modules/uploads/probe.ts', "import { proofReportOf } from '../proofing/report';"],
    ['server/modules/proofing/probe.ts', "import { reviewsOf } from '../reviews/repository';"],
    ['server/modules/preflight/probe.ts', "import { findVersion } from '../uploads/versions-repository';"],
    ['server/modules/preflight/probe.ts', "import { printSizeOf } from '../requirements/repository';"],
    ['server/modules/requirements/probe.ts', "import { findVersion } from '../uploads/versions-repository';"],
    ['server/modules/reviews/probe.ts', "import { matrixRows } from '../matrix/matrix';"],
    // Below the core, and on one floor.
    ['server/modules/events/probe.ts', "import { readableRequirement } from '../requirements/service';"],
    ['server/modules/search/probe.ts', "import { printSizeOf } from '../requirements/repository';"],
    ['server/modules/mail/probe.ts', "import { findUserById } from '../users/repository';"],
  ])('%s may not %s', async (filePath, code) => {
    const messages = await violations(filePath, `${code}\nexport {};\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('SERVER_MODULE_FLOORS');
  });

  it.each([
    ['server/modules/reviews/probe.ts', "import { latestSubmittedVersion } from '../uploads/versions-repository';"],
    ['server/modules/reviews/probe.ts', "import { openNotesOf } from '../proofing/decision-notes';"],
    ['server/modules/proofing/probe.ts', "import { readableVersion } from '../uploads/versions-service';"],
    ['server/modules/matrix/probe.ts', "import { decisionOn } from '../reviews/repository';"],
    ['server/modules/dashboard/probe.ts', "import { matrixRows } from '../matrix/matrix';"],
    // A test may set up its data through a module above its own.
    ['server/modules/accounts/probe.test.ts', "import { companyRepository } from '../companies/repository';"],
  ])('%s may %s', async (filePath, code) => {
    expect(await violations(filePath, `${code}\nexport {};\n`)).toHaveLength(0);
  });

  it('puts every module on a floor', async () => {
    const modules = readdirSync('server/modules', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const config = (await eslint.calculateConfigForFile('server/modules/audit/probe.ts')) as { rules: Record<string, [string, { zones: { target: string; from: string[]; message: string }[] }]> };
    const floors = config.rules['import-x/no-restricted-paths']![1].zones.filter((zone) => zone.message.includes('SERVER_MODULE_FLOORS'));
    const placed = new Set(floors.flatMap((zone) => [zone.target, ...zone.from]).map((path) => path.replace('./server/modules/', '')));
    expect(modules.filter((module) => !placed.has(module))).toEqual([]);
  });
});

describe('a new area of screens', () => {
  it('may not import another area', async () => {
    expect(await violations(`${newArea}/Probe.tsx`, "import { ReviewQueue } from '../review/ReviewQueue';\nexport {};\n")).toHaveLength(1);
    expect(await violations(`${newArea}/Probe.tsx`, "import { TitledPage } from '../shared/TitledPage';\nexport {};\n")).toHaveLength(0);
  });
});
