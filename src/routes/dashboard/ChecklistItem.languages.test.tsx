import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ARTWORK_TEXTS, DATE_TEXTS, FINDING_MESSAGES, FINDING_WORDS, formatBytes, formatInstant, NOTES_PANEL_TEXTS, PREFLIGHT_TEXTS, REVIEW_MESSAGES, REVIEW_TEXTS, ROLES, versionValue, type ChecklistItem } from '../../api/contract';
import type { Locale } from '../../api/contract/i18n/locales';
import { worded } from '../../api/contract/i18n/finding-text';
import { findingValuesIn } from '../../api/contract/i18n/lists';
import { translate } from '../../api/contract/i18n/translate';
import { fakeServer } from '../../test/fake-server';
import { annotationPageFixture } from '../../test/fixtures/annotations';
import { checklistFixture, requirementFixture, versionFixture, warningsReport } from '../../test/fixtures/artwork';
import { reviewFixture } from '../../test/fixtures/review';
import { showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { DashboardPage } from './DashboardPage';
import { PROOF_CANVAS_TEXTS } from '../shared/proofing/canvas/proof-canvas-texts';
import { onFixedDate } from '../../test/fixed-date';

const wall = requirementFixture();
const banner = requirementFixture({ id: 9, name: 'Banner', template: { name: 'banner-template.pdf', bytes: 2048, url: '/api/requirement/9/template' } });
const transparent = { code: 'transparency', severity: 'warning' as const, message: PREFLIGHT_TEXTS.transparency };
/** Findings with figures, stored with their key and values beside their English words. */
const fonts = FINDING_WORDS.fontNotEmbedded('Helvetica-Bold', [1, 2]);
const hairline = FINDING_WORDS.hairline(0.05, 2);
const figured = [
  { code: 'font', severity: 'warning' as const, ...worded(fonts), page: 1 },
  { code: 'hairline', severity: 'warning' as const, ...worded(hairline), page: 2 },
];
const draft = versionFixture({ id: 43, requirementId: 9, preflight: { ...warningsReport, findings: [...warningsReport.findings, transparent, ...figured] }, originalName: 'banner.jpg' });
const submitted = versionFixture({ id: 44, submittedAt: '2026-12-01T10:00:00.000Z' });
/** A draft whose check warns, waiting to be submitted; and a submitted file sent back with a decision. */
const items: ChecklistItem[] = [
  { requirement: banner, status: 'Missing', latest: draft, submitted: null, extendedTo: null, late: false },
  { requirement: wall, status: 'Changes requested', latest: submitted, submitted, extendedTo: null, late: true },
];

async function renderItems(locale: Locale) {
  showLanguage(locale);
  fakeServer({
    'GET /api/dashboard': () => Response.json({ kind: 'company', events: [], progress: [] }),
    'GET /api/artwork/checklist': () => Response.json(checklistFixture(items)),
    'GET /api/requirement/7/reviews': () => Response.json({ reviews: [reviewFixture({ versionId: 44 })] }),
    'GET /api/artwork/version/44/annotations': () => Response.json(annotationPageFixture(44, [])),
  });
  await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.exhibitor });
  const say = (message: string, values?: Record<string, unknown>) => translate(locale, message, values);
  const sayFinding = (words: (typeof figured)[number]['words']) => translate(locale, FINDING_MESSAGES[words.key], findingValuesIn(locale, words));
  const item = async (name: string) => (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;
  return { say, sayFinding, bannerItem: await item('Banner'), wallItem: await item('Back wall') };
}

onFixedDate('2026-12-09T12:00:00.000Z');

/** The company's items in its language (decision 20): what is asked, the upload, the check's frame, submitting and the decision. */
describe('the company’s artwork items in another language', () => {
  it('German: the facts in the glossary’s terms, the drop zone, the draft and its check, the decision and the notes', async () => {
    const { say: de, sayFinding: deFinding, bannerItem, wallItem } = await renderItems('de');
    expect(screen.getByRole('heading', { name: de(ARTWORK_TEXTS.checklistFor, { event: 'Tech Expo' }) })).toBeInTheDocument();
    // What is asked: the printed size with its bleed in German ("Beschnitt"), the largest file in German's numbers.
    expect(de(ARTWORK_TEXTS.printedSize, { width: 3000, height: 2500, bleed: 5 })).toContain('Beschnitt');
    expect(wallItem).toHaveTextContent(de(ARTWORK_TEXTS.printedSize, { width: wall.widthMm, height: wall.heightMm, bleed: wall.bleedMm }));
    expect(wallItem).toHaveTextContent(de(ARTWORK_TEXTS.maxSizeValue, { size: formatBytes(wall.maxBytes, 'de') }));
    expect(wallItem).toHaveTextContent(`${de(ARTWORK_TEXTS.deadlineLabel)}: ${formatInstant(wall.deadline, 'Europe/Berlin', 'de')}`);
    // Its hover gives the reader's own clock, in German too.
    const ownClock = de(DATE_TEXTS.yourClock, { when: formatInstant(wall.deadline, Intl.DateTimeFormat().resolvedOptions().timeZone, 'de') });
    expect(within(wallItem).getAllByTitle(ownClock).length).toBeGreaterThan(0);
    expect(within(wallItem).getByText(de(ARTWORK_TEXTS.requiredLabel))).toBeInTheDocument();
    expect(within(wallItem).getAllByText(de('Changes requested')).length).toBeGreaterThan(0);
    expect(within(wallItem).getByText(de('Late'))).toBeInTheDocument();

    // The drop zone and the draft: its name, its check's frame and its warnings to acknowledge.
    expect(within(bannerItem).getByRole('button', { name: de(ARTWORK_TEXTS.dropLabel, { name: 'Banner' }) })).toBeInTheDocument();
    expect(within(bannerItem).getByRole('button', { name: de(ARTWORK_TEXTS.latestFile, { version: versionValue(draft.version), name: draft.originalName }) })).toBeInTheDocument();
    expect(within(bannerItem).getByRole('region', { name: de(ARTWORK_TEXTS.preflightTitle) })).toHaveTextContent(de(ARTWORK_TEXTS.severityNames.warning));
    expect(within(bannerItem).getByLabelText(de(ARTWORK_TEXTS.acknowledgeWarnings))).toBeInTheDocument();
    expect(within(bannerItem).getByRole('button', { name: de(ARTWORK_TEXTS.submit) })).toBeDisabled();
    // A finding the catalog holds is shown in German; the server stored its English words.
    expect(within(bannerItem).getByText(de(PREFLIGHT_TEXTS.transparency))).toBeInTheDocument();
    expect(within(bannerItem).queryByText(PREFLIGHT_TEXTS.transparency)).toBeNull();
    // One with figures, from the findings' catalog as it arrives: the pages listed and 0.05 written the German way.
    expect(await within(bannerItem).findByText(deFinding(fonts))).toHaveTextContent('(Seiten 1 und 2)');
    expect(within(bannerItem).getByText(deFinding(hairline))).toHaveTextContent('0,05 pt');
    for (const english of figured.map((finding) => finding.message)) expect(within(bannerItem).queryByText(english)).toBeNull();
    expect(within(bannerItem).getByRole('button', { name: de(ARTWORK_TEXTS.templateDownload) })).toBeInTheDocument();

    // The decision: its words, who took it, when, and the reasons, in German.
    const decision = await within(wallItem).findByRole('region', { name: de(REVIEW_TEXTS.decisionTitle) });
    expect(decision).toHaveTextContent(`${de(REVIEW_TEXTS.reasonsLabel)}: ${de(REVIEW_TEXTS.reasons.bleed)}`);
    expect(decision).toHaveTextContent(
      de(ARTWORK_TEXTS.decisionBy, { decision: de(REVIEW_TEXTS.decisions.changes_requested), who: reviewFixture().reviewer, when: formatInstant(reviewFixture().createdAt, 'Europe/Berlin', 'de') }),
    );
    expect(await within(wallItem).findByRole('region', { name: de(NOTES_PANEL_TEXTS.versionHeading, { version: 1, count: 0 }) })).toBeInTheDocument();
    expect(within(wallItem).getByRole('button', { name: de(NOTES_PANEL_TEXTS.downloadReport) })).toBeInTheDocument();
    expect(within(wallItem).getByText(de(NOTES_PANEL_TEXTS.empty))).toBeInTheDocument();
    // The artwork at zoom: its tools in German.
    expect(within(wallItem).getByRole('button', { name: de(PROOF_CANVAS_TEXTS.addPin) })).toBeInTheDocument();
    expect(within(wallItem).getByRole('toolbar', { name: de(PROOF_CANVAS_TEXTS.toolsLabel) })).toBeInTheDocument();
    for (const english of [ARTWORK_TEXTS.acknowledgeWarnings, ARTWORK_TEXTS.preflightTitle, REVIEW_TEXTS.decisionTitle, ARTWORK_TEXTS.templateDownload]) expect(screen.queryByText(english)).toBeNull();
  });

  it('Arabic: right to left, the file check and the submit in Arabic', async () => {
    const { say: ar, sayFinding: arFinding, bannerItem } = await renderItems('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(bannerItem).getByRole('region', { name: ar(ARTWORK_TEXTS.preflightTitle) })).toHaveTextContent(ar(ARTWORK_TEXTS.severityNames.warning));
    expect(within(bannerItem).getByLabelText(ar(ARTWORK_TEXTS.acknowledgeWarnings))).toBeInTheDocument();
    expect(within(bannerItem).getByText(ar(PREFLIGHT_TEXTS.transparency))).toBeInTheDocument();
    expect(await within(bannerItem).findByText(arFinding(fonts))).toBeInTheDocument();
    expect(within(bannerItem).queryByText(figured[0]!.message)).toBeNull();
    expect(within(bannerItem).getByRole('button', { name: ar(ARTWORK_TEXTS.dropLabel, { name: 'Banner' }) })).toBeInTheDocument();
    // A file of a format the requirement does not take is refused in Arabic, the formats listed the Arabic way.
    const input = within(bannerItem).getByLabelText(ar(ARTWORK_TEXTS.dropLabel, { name: 'Banner' }), { selector: 'input' });
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'notes.txt'));
    const refusal = arFinding(FINDING_WORDS.formatNotAccepted(null, banner.formats.map((format) => ARTWORK_TEXTS.formatNames[format])));
    expect(refusal).toContain('PDF');
    expect(await within(bannerItem).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(REVIEW_MESSAGES.lockedApproved)).toBeNull();
  });
});
