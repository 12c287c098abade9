import type { KeyboardEvent } from 'react';
import { DEFAULT_COUNTRY_CODE, PHONE_EDIT_KEYS, phoneInputDigits } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/field.tsx';
import { useCountryCodes } from './phone-api.ts';

const EDIT_KEYS = new Set<string>(PHONE_EDIT_KEYS);

/**
 * Spec section 5: only digits and the editing keys get through. Shortcuts (copy, paste) stay, and so do
 * Tab and Enter, without which the form could not be left or sent from the keyboard.
 */
export function digitsOnlyKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || /^\d$/.test(event.key) || EDIT_KEYS.has(event.key) || event.key === 'Enter') return;
  event.preventDefault();
}

interface PhoneInputProps {
  countryCode: string;
  onCountryCode: (code: string) => void;
  phone: string;
  onPhone: (digits: string) => void;
  /** Locked once a code is on its way, so the code always belongs to the number shown. */
  locked: boolean;
  error?: string | undefined;
}

/** The country code (default 82) and the number: digits only, at most 11, pasted dashes and spaces dropped (so no maxLength, which would cut a pasted number first). */
export function PhoneInput({ countryCode, onCountryCode, phone, onPhone, locked, error }: PhoneInputProps) {
  const { t } = useTranslation();
  const countries = useCountryCodes();
  const options = countries.data ?? [{ seq: 0, code2: 'KR', code: DEFAULT_COUNTRY_CODE, text: `+${DEFAULT_COUNTRY_CODE}` }];
  return (
    <div className="phone-input">
      <label className="phone-country">
        <span>{t('auth.phone.country')}</span>
        <select value={countryCode} disabled={locked} onChange={(event) => onCountryCode(event.target.value)} data-testid="phone-country">
          {options.map((country) => (
            <option key={`${country.code2}-${country.code}`} value={country.code}>
              {country.text}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('auth.phone.number')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="01012345678"
        value={phone}
        readOnly={locked}
        onKeyDown={digitsOnlyKeys}
        onChange={(event) => onPhone(phoneInputDigits(event.target.value))}
        hint={t('auth.phone.hint')}
        error={error}
        data-testid="phone-number"
      />
    </div>
  );
}
