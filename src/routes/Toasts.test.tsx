import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../design-system/testing/jsdom-polyfills';
import { MESSAGES } from '../api/contract';
import { toast } from '../design-system';
import { Toasts } from './Toasts';

afterEach(() => {
  act(() => toast.clear());
});

describe('the toasts of the app', () => {
  it('add no region until the first toast, then fetch it and show the toast; the region stays', async () => {
    render(<Toasts />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      toast.error(MESSAGES.networkError);
    });
    expect(await screen.findByText(MESSAGES.networkError)).toBeInTheDocument();
    act(() => toast.clear());
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
