import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from './theme.css';

const groups = {
  Surfaces: {
    background: vars.color.background,
    'surface.default': vars.color.surface.default,
    'surface.muted': vars.color.surface.muted,
    'border.default': vars.color.border.default,
    'border.strong': vars.color.border.strong,
  },
  Text: {
    'text.strong': vars.color.text.strong,
    'text.default': vars.color.text.default,
    'text.muted': vars.color.text.muted,
    'text.link': vars.color.text.link,
  },
  Brand: Object.fromEntries(Object.entries(vars.color.brand).map(([step, value]) => [`brand.${step}`, value])),
  Tones: {
    'success.solid': vars.color.success.solid,
    'error.solid': vars.color.error.solid,
    'warning.solid': vars.color.warning.solid,
    'info.solid': vars.color.info.solid,
    'primary.bg': vars.color.primary.bg,
    'danger.bg': vars.color.danger.bg,
  },
};

function Swatches() {
  return (
    <div style={{ display: 'grid', gap: 24, fontFamily: vars.font.family, color: vars.color.text.default }}>
      {Object.entries(groups).map(([group, tokens]) => (
        <section key={group} aria-label={group}>
          <h2 style={{ margin: '0 0 8px', fontSize: 16, color: vars.color.text.strong }}>{group}</h2>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
            {Object.entries(tokens).map(([name, value]) => (
              <div key={name} style={{ fontSize: 12 }}>
                <div style={{ height: 48, borderRadius: 8, background: value, border: `1px solid ${vars.color.border.default}` }} />
                <code>{name}</code>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const meta = { title: 'Foundations/Colours', component: Swatches } satisfies Meta<typeof Swatches>;
export default meta;

export const Colours: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('brand.500')).toBeInTheDocument();
  },
};
