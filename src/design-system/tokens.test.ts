import { describe, expect, it } from 'vitest';
import { breakpoints, media, palette, sidebarWidth, toastDefaults } from './tokens';

describe('tokens', () => {
  it('carries the constants of docs/screens.md', () => {
    expect(breakpoints).toEqual({ mobile: 768, desktop: 1024 });
    expect(sidebarWidth).toEqual({ expanded: 290, collapsed: 90 });
    expect(toastDefaults).toEqual({ durationMs: 4000, limit: 3, widthPx: 356 });
    expect(palette.brand[500]).toBe('#465fff');
  });

  it('builds media queries from the breakpoints', () => {
    expect(media.tablet).toBe('screen and (min-width: 768px)');
    expect(media.desktop).toBe('screen and (min-width: 1024px)');
  });

  it('gives the file check’s findings a colour of their own, apart from the notes’ pins and the print guides', () => {
    const taken = [palette.brand[500], palette.warning[700], palette.gray[500], palette.error[600], palette.info[500], palette.success[500], palette.changed[700]];
    expect(taken).not.toContain(palette.finding[700]);
  });
});
