import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropZone, type DropZoneProps } from './DropZone';

const images = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
const png = new File(['p'], 'a.png', { type: 'image/png' });
const svg = new File(['s'], 'b.svg', { type: 'image/svg+xml' });
const pdf = new File(['d'], 'c.pdf', { type: 'application/pdf' });

function setup(props: Partial<DropZoneProps> = {}) {
  const onFiles = vi.fn();
  render(<DropZone label="Drop files here" hint="PNG, JPG, WebP, SVG" accept={images} multiple onFiles={onFiles} {...props} />);
  const button = screen.getByRole('button', { name: 'Drop files here' });
  const zone = button.parentElement as HTMLElement;
  const input = zone.querySelector('input[type="file"]') as HTMLInputElement;
  return { onFiles, button, zone, input };
}

describe('DropZone', () => {
  it('is a labelled, described button that opens the picker by click, Enter and Space', async () => {
    const { button, input } = setup();
    expect(button).toHaveAccessibleDescription('PNG, JPG, WebP, SVG');
    const picker = vi.spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(picker).toHaveBeenCalledTimes(3);
  });

  it('the hidden input carries the accept list and multiple', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/svg+xml');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toBeVisible();
  });

  it('reports picked files', async () => {
    const { input, onFiles } = setup();
    await userEvent.upload(input, [png, svg]);
    expect(onFiles).toHaveBeenCalledWith([png, svg], []);
  });

  it('shows the drag-over state and sorts dropped files', () => {
    const { zone, onFiles } = setup();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [png, pdf] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [png, pdf] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(onFiles).toHaveBeenCalledWith([png], [pdf]);
  });

  it('leaves the drag-over state when the drag leaves', () => {
    const { zone } = setup();
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('takes only the first file when not multiple', () => {
    const { zone, onFiles } = setup({ multiple: false });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf, png] } });
    expect(onFiles).toHaveBeenCalledWith([], [pdf]);
  });

  it('ignores drops and clicks when disabled', () => {
    const { zone, button, onFiles } = setup({ disabled: true });
    expect(button).toBeDisabled();
    fireEvent.dragOver(zone, { dataTransfer: { files: [png] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [png] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('DropZone mouse', () => {
  it('opens the picker once from a click anywhere on the zone', async () => {
    const onFiles = vi.fn();
    render(<DropZone label="Drop files here" hint="PNG only" accept={['image/png']} onFiles={onFiles} />);
    const zone = screen.getByRole('button', { name: 'Drop files here' }).parentElement as HTMLElement;
    const input = zone.querySelector('input') as HTMLInputElement;
    const picker = vi.spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByText('PNG only'));
    await userEvent.click(screen.getByRole('button', { name: 'Drop files here' }));
    expect(picker).toHaveBeenCalledTimes(2);
  });
});
