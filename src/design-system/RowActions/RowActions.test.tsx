import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowActions } from './RowActions';

describe('RowActions', () => {
  it('groups the row’s controls under its name', () => {
    render(
      <RowActions label="Actions for Ann Lee">
        <button type="button" aria-label="Edit Ann Lee" />
        <button type="button" aria-label="Delete Ann Lee" />
      </RowActions>,
    );
    const group = screen.getByRole('group', { name: 'Actions for Ann Lee' });
    expect(within(group).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Edit Ann Lee', 'Delete Ann Lee']);
  });
});
