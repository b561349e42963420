import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The space scale as gaps: what Stack and Inline set between their children. */
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
export const rowGap = styleVariants(vars.space, (space) => ({ rowGap: space }));
export const columnGap = styleVariants(vars.space, (space) => ({ columnGap: space }));

export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const justifyContent = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

/** A list laid out by a primitive keeps no bullets nor indent of its own. */
export const listReset = style({ margin: 0, padding: 0, listStyle: 'none' });
