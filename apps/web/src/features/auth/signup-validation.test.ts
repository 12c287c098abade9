import { describe, expect, it } from 'vitest';
import { validateSignup, type SignupValues } from './signup-validation.ts';

const valid: SignupValues = {
  email: 'user@example.com',
  password: 'correct horse',
  name: '데이터마당',
  terms: true,
  privacy: true,
  marketing: false,
};

describe('validateSignup', () => {
  it('accepts a complete form; marketing is optional', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('requires the fields and both consents', () => {
    expect(validateSignup({ ...valid, email: ' ', password: '', name: '', terms: false, privacy: false })).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
      name: { key: 'required' },
      terms: { key: 'must_accept' },
      privacy: { key: 'must_accept' },
    });
  });

  it('checks the e-mail shape and password length', () => {
    expect(validateSignup({ ...valid, email: 'nope' }).email).toEqual({ key: 'email' });
    expect(validateSignup({ ...valid, password: 'short' }).password).toEqual({ key: 'too_short', params: { min: 8 } });
  });

  it('limits nicknames to 20 characters, counting Hangul as one each', () => {
    expect(validateSignup({ ...valid, name: '가'.repeat(20) }).name).toBeUndefined();
    expect(validateSignup({ ...valid, name: '가'.repeat(21) }).name).toEqual({ key: 'too_long', params: { max: 20 } });
  });
});
