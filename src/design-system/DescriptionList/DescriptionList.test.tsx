import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each label with its value, and shows the empty mark for a missing one', () => {
    render(
      <DescriptionList
        emptyValue="—"
        items={[
          { key: 'email', label: 'Email', value: 'ann@example.com' },
          { key: 'phone', label: 'Phone', value: null },
          { key: 'bio', label: 'Bio', value: '' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Email', 'Phone', 'Bio']);
    expect(values).toEqual(['ann@example.com', '—', '—']);
  });
});
