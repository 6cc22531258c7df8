import { describe, expect, it } from 'vitest';
import { isEmail, isStrongPassword } from './validation.ts';

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

describe('password rule', () => {
  it('needs 8 characters with letters and digits', () => {
    expect(isStrongPassword('abcd1234')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
  });
});
