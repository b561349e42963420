import { expect, type Locator, type Page } from '@playwright/test';
import { REVIEW_TEXTS } from '../../src/api/contract/texts';
import { english } from './english';

/**
 * The review page of v2 compares it with v1 side by side: v1 with the reviewer's `comment`, v2 not
 * decided yet, both previews showing. Answers the two versions' regions.
 */
export async function expectComparison(page: Page, v1Name: string, v2Name: string, comment: string): Promise<{ first: Locator; second: Locator }> {
  const first = page.getByRole('region', { name: english(REVIEW_TEXTS.versionTitle, { version: 1, name: v1Name }) });
  const second = page.getByRole('region', { name: english(REVIEW_TEXTS.versionTitle, { version: 2, name: v2Name }) });
  await expect(first).toContainText(comment);
  await expect(second).toContainText(REVIEW_TEXTS.noDecisions);
  await expect(first.getByRole('img')).toBeVisible();
  await expect(second.getByRole('img')).toBeVisible();
  return { first, second };
}
