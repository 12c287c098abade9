import { lazy, Suspense, useState } from 'react';
import type { PolicyDocument } from '@madang/contracts';
import { useTranslation } from 'react-i18next';

const PolicyPopup = lazy(() => import('../policy/policy-popup.tsx'));

export interface Consents {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

interface Props {
  value: Consents;
  onChange: (value: Consents) => void;
  errors: Partial<Record<'terms' | 'privacy', string>>;
}

const items: { key: keyof Consents; required: boolean }[] = [
  { key: 'terms', required: true },
  { key: 'privacy', required: true },
  { key: 'marketing', required: false },
];

/** Terms and privacy are required, marketing is optional; each text opens in its popup. */
export function ConsentCheckboxes({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const [reading, setReading] = useState<PolicyDocument | null>(null);
  const all = value.terms && value.privacy && value.marketing;

  return (
    <fieldset className="consents">
      <legend className="sr-only">{t('auth.consents')}</legend>
      <label className="check check-all">
        <input type="checkbox" checked={all} onChange={(e) => onChange({ terms: e.target.checked, privacy: e.target.checked, marketing: e.target.checked })} />
        {t('auth.agreeAll')}
      </label>
      {items.map((item) => (
        <div key={item.key} className="consent-row">
          <label className="check">
            <input
              type="checkbox"
              name={item.key}
              checked={value[item.key]}
              onChange={(e) => onChange({ ...value, [item.key]: e.target.checked })}
              data-testid={`signup-${item.key}`}
            />
            <span>
              {t(`auth.consent.${item.key}`)} <em className={item.required ? 'tag-required' : 'tag-optional'}>{item.required ? t('auth.required') : t('auth.optional')}</em>
            </span>
          </label>
          <button type="button" className="link-btn" onClick={() => setReading(item.key)}>
            {t('auth.read')}
          </button>
          {item.key !== 'marketing' && errors[item.key] ? (
            <p className="field-error" role="alert">
              {errors[item.key]}
            </p>
          ) : null}
        </div>
      ))}
      <Suspense fallback={null}>{reading ? <PolicyPopup document={reading} onClose={() => setReading(null)} /> : null}</Suspense>
    </fieldset>
  );
}
