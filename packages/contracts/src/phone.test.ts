import { describe, expect, it } from 'vitest';
import { parsePhone, phoneFormSchema, phoneInputDigits, smsCodeSchema } from './phone.ts';

describe('phone rules (spec section 5)', () => {
  it('keep digits only, at most 11', () => {
    expect(phoneInputDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneInputDigits('+82 (10) 1234 5678 9')).toBe('82101234567');
  });

  it('drop the leading 0 behind the country code and take Korean mobiles only', () => {
    expect(parsePhone('82', '010-1234-5678')).toEqual({ countryCode: '82', national: '1012345678', international: '+821012345678' });
    expect(parsePhone('82', '011-123-4567')?.international).toBe('+82111234567');
    for (const typed of ['02-123-4567', '010-123-4567', '0101234567890', '', 'abc']) expect(parsePhone('82', typed), typed).toBeNull();
    expect(parsePhone('81', '090-1234-5678')?.international).toBe('+819012345678');
    expect(parsePhone('1', '12345')).toBeNull();
  });

  it('default the country code to 82 and take it with or without a plus', () => {
    expect(phoneFormSchema.parse({ phone: '01012345678' }).country_code).toBe('82');
    expect(phoneFormSchema.parse({ phone: '01012345678', country_code: '+1' }).country_code).toBe('1');
    expect(phoneFormSchema.safeParse({ phone: '01012345678', country_code: '82a' }).success).toBe(false);
  });

  it('take a code of exactly 6 digits', () => {
    expect(smsCodeSchema.safeParse('123456').success).toBe(true);
    expect(smsCodeSchema.safeParse(' 123456 ').success).toBe(true);
    for (const code of ['12345', '1234567', '12a456', '']) expect(smsCodeSchema.safeParse(code).success, code).toBe(false);
  });
});
