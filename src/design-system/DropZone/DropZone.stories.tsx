import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, userEvent, within } from 'storybook/test';
import { DropZone } from './DropZone';

const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

const png = () => new File(['png'], 'booth.png', { type: 'image/png' });
const pdf = () => new File(['pdf'], 'brief.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Forms/DropZone',
  component: DropZone,
  args: {
    label: 'Drop files here',
    hint: 'Drag and drop your PNG, JPG, WebP, SVG images here or browse',
    accept: imageTypes,
    multiple: true,
    onFiles: fn(),
  },
  argTypes: { accept: { control: 'object' } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof DropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    // Stubbed so that no real file chooser opens.
    const picker = spyOn(input, 'click').mockImplementation(() => {});
    const zone = canvas.getByRole('button', { name: 'Drop files here' });
    await expect(zone).toHaveAccessibleDescription(/PNG, JPG, WebP, SVG/);

    await userEvent.tab();
    await expect(zone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(picker).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(picker).toHaveBeenCalledTimes(2);
    picker.mockRestore();
  },
};

export const DropSortsFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByRole('button', { name: 'Drop files here' }).parentElement as HTMLElement;
    const files = [png(), pdf()];
    fireEvent.dragOver(zone, { dataTransfer: { files, dropEffect: 'none' } });
    await expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files } });
    await expect(zone).not.toHaveAttribute('data-dragging');
    await expect(args.onFiles).toHaveBeenCalledWith([files[0]], [files[1]]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Drop files here' })).toBeDisabled();
  },
};

export const CsvOnly: Story = {
  args: { label: '+ Upload Exhibitors CSV', hint: 'A .csv file with one exhibitor per row', accept: ['text/csv', '.csv'], multiple: false },
};
