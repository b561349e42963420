import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

export const frame = style({
  display: 'grid',
  minHeight: '100vh',
  background: vars.color.surface.default,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const formSide = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space[10]} ${vars.space[6]}`,
});

export const formBox = style({ width: '100%', maxWidth: '448px' });

export const title = style({
  margin: 0,
  marginBottom: vars.space[2],
  color: vars.color.text.strong,
  fontSize: vars.type.title.sm.size,
  lineHeight: vars.type.title.sm.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const hint = style({
  margin: 0,
  marginBottom: vars.space[8],
  color: vars.color.text.muted,
  fontSize: vars.type.text.sm.size,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const codeButton = style({ marginTop: vars.space[3] });

export const row = style({ display: 'flex', justifyContent: 'flex-end', marginTop: `calc(-1 * ${vars.space[2]})` });

export const link = style({
  color: vars.color.text.link,
  fontSize: vars.type.text.sm.size,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** Next to plain text ("Don’t have an account? Sign Up") colour alone does not mark a link (axe link-in-text-block). */
export const inlineLink = style([link, { textDecoration: 'underline', textUnderlineOffset: '2px' }]);

export const footer = style({
  marginTop: vars.space[5],
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
});

export const brandSide = style({
  position: 'relative',
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  background: vars.color.brand[950],
  '@media': { [media.desktop]: { display: 'flex' } },
});

/** TailAdmin's faint square grid behind the brand. */
export const brandGrid = style({
  position: 'absolute',
  inset: 0,
  backgroundImage:
    'linear-gradient(rgba(255,255,255,0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.06) 1px, transparent 1px)',
  backgroundSize: '52px 52px',
  maskImage: 'radial-gradient(ellipse at center, black 20%, transparent 70%)',
});

export const brand = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  maxWidth: '440px',
  textAlign: 'center',
});

export const brandText = style({ margin: 0, color: vars.color.gray[400], fontSize: vars.type.text.md.size });

export const themeToggle = style({ position: 'fixed', insetInlineEnd: vars.space[6], insetBlockEnd: vars.space[6] });

/** The product's name above the form where the brand panel does not show (below desktop width). */
export const narrowBrand = style({
  marginBottom: vars.space[8],
  '@media': { [media.desktop]: { display: 'none' } },
});
