import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, COLOUR_MODES, INK_LIMIT_MAX, INK_LIMIT_MIN, REQUIREMENT_PRESETS } from '../../api/contract';
import { Checkbox, Select, TextField } from '../../design-system';
import { requirementFixture } from '../../test/fixtures/artwork';
import { PresetPicker, PrintRuleFields } from './PrintRules';
import { initialValues } from './requirement-form';
import * as page from '../shared/section.css';

type Args = { onEdit: (field: string) => void; errors: Partial<Record<string, string>> };

/** The print rules as the requirement editor shows them, with the fields a preset also fills. */
function PrintRulesForm({ onEdit, errors }: Args) {
  const initial = initialValues(requirementFixture({ inkLimit: 320, pagesExpected: 2 }), 'UTC');
  return (
    <form className={page.form} aria-label={ARTWORK_TEXTS.printRulesLabel}>
      <PresetPicker onEdit={onEdit} />
      {(['png', 'jpg', 'tiff', 'pdf'] as const).map((format) => (
        <Checkbox key={format} label={ARTWORK_TEXTS.formatNames[format]} name="formats" value={format} defaultChecked={initial.formats.includes(format)} />
      ))}
      <TextField label={ARTWORK_TEXTS.bleedLabel} name="bleedMm" defaultValue={initial.bleedMm} />
      <TextField label={ARTWORK_TEXTS.minDpiLabel} name="minDpi" defaultValue={initial.minDpi} />
      <Select label={ARTWORK_TEXTS.colourModeLabel} name="colourMode" defaultValue={initial.colourMode} options={[{ value: '', label: ARTWORK_TEXTS.anyColourMode }, ...COLOUR_MODES.map((mode) => ({ value: mode, label: mode }))]} />
      <PrintRuleFields initial={initial} errors={errors} onEdit={onEdit} />
    </form>
  );
}

const meta = {
  title: 'Artwork/PrintRules',
  component: PrintRulesForm,
  args: { onEdit: fn(), errors: {} },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof PrintRulesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label, { exact: false, selector: 'input, select' });

/** A requirement's own rules, as the editor opens it. */
export const FromTheRequirement: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, ARTWORK_TEXTS.inkLimitLabel)).toHaveValue('320');
    await expect(field(canvasElement, ARTWORK_TEXTS.pagesExpectedLabel)).toHaveValue('2');
    await expect(field(canvasElement, ARTWORK_TEXTS.viewingDistanceLabel)).toHaveValue('');
    await expect(within(canvasElement).getByRole('checkbox', { name: ARTWORK_TEXTS.spotColoursLabel })).not.toBeChecked();
  },
};

/** "Large format, GWG Sign & Display" fills the formats, colour and every print rule, and clears their messages. */
export const LargeFormatPreset: Story = {
  play: async ({ canvasElement, args }) => {
    const large = REQUIREMENT_PRESETS.largeFormat;
    await userEvent.selectOptions(field(canvasElement, ARTWORK_TEXTS.presetLabel), 'largeFormat');
    await expect(field(canvasElement, ARTWORK_TEXTS.viewingDistanceLabel)).toHaveValue(String(large.viewingDistanceM));
    await expect(field(canvasElement, ARTWORK_TEXTS.inkLimitLabel)).toHaveValue(String(large.inkLimit));
    await expect(field(canvasElement, ARTWORK_TEXTS.minDpiLabel)).toHaveValue('');
    await expect(field(canvasElement, ARTWORK_TEXTS.colourModeLabel)).toHaveValue(large.colourMode);
    await expect(within(canvasElement).getByRole('checkbox', { name: 'TIFF' })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'PNG' })).not.toBeChecked();
    await expect(args.onEdit).toHaveBeenCalledWith('viewingDistanceM');
  },
};

/** "PDF/X-4 for offset": PDF only, 300 dpi, CMYK, 300 % of ink, no viewing distance. */
export const OffsetPreset: Story = {
  play: async ({ canvasElement }) => {
    const offset = REQUIREMENT_PRESETS.pdfx4Offset;
    await userEvent.selectOptions(field(canvasElement, ARTWORK_TEXTS.presetLabel), 'pdfx4Offset');
    await expect(field(canvasElement, ARTWORK_TEXTS.minDpiLabel)).toHaveValue(String(offset.minDpi));
    await expect(field(canvasElement, ARTWORK_TEXTS.bleedLabel)).toHaveValue(String(offset.bleedMm));
    await expect(field(canvasElement, ARTWORK_TEXTS.inkLimitLabel)).toHaveValue(String(offset.inkLimit));
    await expect(within(canvasElement).getByRole('checkbox', { name: 'PDF' })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'JPG' })).not.toBeChecked();
  },
};

/** The contract's message under a figure it refuses. */
export const InkLimitRefused: Story = {
  args: { errors: { inkLimit: ARTWORK_MESSAGES.inkLimitInvalid(INK_LIMIT_MIN, INK_LIMIT_MAX) } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, ARTWORK_TEXTS.inkLimitLabel)).toHaveAccessibleDescription(expect.stringContaining(ARTWORK_MESSAGES.inkLimitInvalid(INK_LIMIT_MIN, INK_LIMIT_MAX)));
  },
};
