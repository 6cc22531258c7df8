import { describe, expect, it } from 'vitest';
import { addUnique, isEmail, isNumeric, isStrongPassword } from './validation.ts';

describe('e-mail rule (spec §5)', () => {
  it.each(['runner@example.com', 'a.b_c%d+e-f@mail.example.com.tw', 'X9@sub-domain.org'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    'runner',
    'runner@',
    '@example.com',
    'runner@example', // no dot in the domain
    'runner@example.c', // suffix shorter than 2 letters
    'runner@example.c0m', // suffix must be letters
    'run ner@example.com',
    '跑者@example.com',
    'runner@@example.com',
  ])('rejects %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('rejects addresses longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('numeric check (spec §5)', () => {
  it('accepts digits with optional decimals only', () => {
    expect(isNumeric('42')).toBe(true);
    expect(isNumeric('3.14')).toBe(true);
    expect(isNumeric('3.')).toBe(false);
    expect(isNumeric('-1')).toBe(false);
    expect(isNumeric('1e3')).toBe(false);
    expect(isNumeric('')).toBe(false);
  });
});

describe('array helper (spec §5)', () => {
  it('adds an item only when no equal one is present', () => {
    expect(addUnique([1, 2], 2)).toEqual([1, 2]);
    expect(addUnique([1, 2], 3)).toEqual([1, 2, 3]);
  });

  it('compares by a key when given one', () => {
    const list = [{ id: 1, name: 'a' }];
    expect(addUnique(list, { id: 1, name: 'b' }, 'id')).toEqual(list);
    expect(addUnique(list, { id: 2, name: 'a' }, 'id')).toHaveLength(2);
  });
});

describe('password rule', () => {
  it('needs 8 characters with letters and digits', () => {
    expect(isStrongPassword('abcd1234')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
  });
});
