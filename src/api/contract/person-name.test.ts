import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('joins first and last name with one space', () => {
    expect(personName({ firstname: 'Orla', lastname: 'Byrne' })).toBe('Orla Byrne');
  });

  it('leaves out a missing part rather than a space before the comma that follows', () => {
    expect(personName({ firstname: 'print@shop.example', lastname: '' })).toBe('print@shop.example');
    expect(personName({ firstname: null, lastname: 'Byrne' })).toBe('Byrne');
    expect(personName({ firstname: ' ', lastname: null })).toBe('');
  });
});
