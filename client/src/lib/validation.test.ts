import { describe, expect, it } from 'vitest';
import { addIfAbsent, isEmail, isNumeric } from './validation.ts';

describe('isEmail (spec §5)', () => {
  it.each(['runner@example.com', 'a.b_c%d+e-f@mail.example.tw', 'X9@sub-domain.co', '  trim@me.io  '])(
    'accepts %s',
    (value) => expect(isEmail(value)).toBe(true),
  );

  it.each([
    'runner@example',
    'runner@example.c',
    'runner@example.c0m',
    'runner example@mail.com',
    'runner@@mail.com',
    '跑者@mail.com',
    '@mail.com',
    'runner@.com',
    '',
  ])('refuses %s', (value) => expect(isEmail(value)).toBe(false));
});

describe('isNumeric (spec §5)', () => {
  it.each(['0', '169', '12.5', '007', 189, 3.75])('accepts %s', (value) => expect(isNumeric(value)).toBe(true));
  it.each(['', '-1', '1.', '.5', '1e3', '1,000', 'NT$169', '12.5.1'])('refuses %s', (value) =>
    expect(isNumeric(value)).toBe(false),
  );
});

describe('addIfAbsent (spec §5)', () => {
  it('compares by key when one is given', () => {
    const list = [{ id: 1, name: 'a' }];
    expect(addIfAbsent(list, { id: 1, name: 'changed' }, 'id')).toBe(list);
    expect(addIfAbsent(list, { id: 2, name: 'a' }, 'id')).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'a' },
    ]);
  });

  it('compares whole values otherwise, objects included', () => {
    expect(addIfAbsent([1, 2], 2)).toEqual([1, 2]);
    expect(addIfAbsent([1, 2], 3)).toEqual([1, 2, 3]);
    const list = [{ id: 1, tags: ['a'] }];
    expect(addIfAbsent(list, { id: 1, tags: ['a'] })).toBe(list);
    expect(addIfAbsent(list, { id: 1, tags: ['b'] })).toHaveLength(2);
  });

  it('leaves the original list untouched', () => {
    const list = [1];
    addIfAbsent(list, 2);
    expect(list).toEqual([1]);
  });
});
