import { expect, type Page } from '@playwright/test';
import { NOTES_PANEL_TEXTS } from '../../src/api/contract/texts';
import { PROOF_CANVAS_TEXTS } from '../../src/routes/shared/proofing/canvas/proof-canvas-texts';
import { english } from './english';

/** A note to pin: its place as fractions of the artwork (in tenths), and its words. */
export type PinNote = { x: number; y: number; text: string };

/**
 * Places notes on the page's canvas by keys alone: "Add a pin" puts a crosshair in the middle of
 * the artwork, Shift+arrows move it a tenth of the page, Enter places it.
 */
export async function placePins(page: Page, notes: readonly PinNote[]) {
  for (const [index, note] of notes.entries()) {
    await page.getByRole('button', { name: PROOF_CANVAS_TEXTS.addPin, exact: true }).click();
    const crosshair = page.getByRole('application', { name: PROOF_CANVAS_TEXTS.crosshair });
    await expect(crosshair).toBeFocused();
    const steps = (delta: number) => Math.round(Math.abs(delta) * 10);
    for (let step = 0; step < steps(note.x - 0.5); step += 1) await page.keyboard.press(note.x < 0.5 ? 'Shift+ArrowLeft' : 'Shift+ArrowRight');
    for (let step = 0; step < steps(note.y - 0.5); step += 1) await page.keyboard.press(note.y < 0.5 ? 'Shift+ArrowUp' : 'Shift+ArrowDown');
    await expect(crosshair).toHaveAttribute('data-x', note.x.toFixed(4));
    await expect(crosshair).toHaveAttribute('data-y', note.y.toFixed(4));
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: PROOF_CANVAS_TEXTS.noteLabel, exact: true }).fill(note.text);
    await page.getByRole('button', { name: PROOF_CANVAS_TEXTS.save, exact: true }).click();
    await expect(page.getByRole('list', { name: english(NOTES_PANEL_TEXTS.listLabel, { count: index + 1 }) }).first()).toBeVisible();
  }
}
