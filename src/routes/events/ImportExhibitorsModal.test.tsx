import '../../design-system/testing/jsdom-polyfills';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_TEXTS } from '../../api/contract';
import { toast } from '../../design-system';
import { refusedRowsCsv } from './refused-rows';
import { importReportFixture } from '../../test/fixtures/events';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('the refused rows, downloaded', () => {
  it('are the file’s own rows with their row number and reasons, ready to fix and import again', async () => {
    const csv = await refusedRowsCsv(importReportFixture(true));
    expect(csv.split(/\r?\n/)).toEqual([`Company Name,Email,${IMPORT_TEXTS.rowNumber},${IMPORT_TEXTS.reasons}`, 'Broken,not-an-email,3,Email: Enter a valid email address.']);
  });
});
