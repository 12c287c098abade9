import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import ko from '../../../../packages/i18n/src/ko.json';
import en from '../../../../packages/i18n/src/en.json';
import { translator } from './translator.ts';

type Catalog = { [key: string]: string | Catalog };

function leafKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));
}

/** Every key once, with plural suffixes taken off, so plural keys are asked for as the pages ask. */
const askedKeys = [...new Set([...leafKeys(ko), ...leafKeys(en)].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];
const values = { count: 3, name: '<b>Kim</b>', title: 'A & B', n: 12, total: 40, rank: 2, date: '2026-11-26', user: { name: 'Lee' } };

const reference = i18next.createInstance();
await reference.init({
  lng: 'ko',
  fallbackLng: 'ko',
  resources: { ko: { translation: ko }, en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});
translator.addResourceBundle('ko', 'translation', ko);
// English arrives in two slices, as the lazy namespaces do, to cover the merge.
translator.addResourceBundle('en', 'translation', Object.fromEntries(Object.entries(en).slice(0, 5)));
translator.addResourceBundle('en', 'translation', Object.fromEntries(Object.entries(en).slice(5)));

describe('translator', () => {
  it.each(['ko', 'en'])('renders every %s key as i18next does, with and without values and counts', async (locale) => {
    await reference.changeLanguage(locale);
    await translator.changeLanguage(locale);
    for (const key of askedKeys) {
      for (const options of [undefined, values, { ...values, count: 0 }, { ...values, count: 1 }, { count: 21 }]) {
        expect(translator.t(key, options), `${locale} ${key} ${JSON.stringify(options)}`).toBe(reference.t(key, options));
      }
      expect(translator.exists(key), key).toBe(reference.exists(key));
    }
  });

  it('falls back to Korean, then to the default value, then to the key', async () => {
    await translator.changeLanguage('en');
    translator.addResourceBundle('ko', 'translation', { onlyKorean: { text: '한국어만 {{x}}' } });
    expect(translator.t('onlyKorean.text', { x: 1 })).toBe('한국어만 1');
    expect(translator.t('missing.key', { defaultValue: 'Default {{x}}', x: 2 })).toBe('Default 2');
    expect(translator.t('missing.key', 'Given')).toBe('Given');
    expect(translator.t('missing.key')).toBe('missing.key');
    expect(translator.t('onlyKorean')).toBe('onlyKorean');
  });

  it('tells listeners about a language change once, and keeps one bound function per language', async () => {
    await translator.changeLanguage('ko');
    const bound = translator.getFixedT('ko');
    let calls = 0;
    const stop = translator.onLanguageChanged(() => (calls += 1));
    await translator.changeLanguage('en');
    await translator.changeLanguage('en');
    stop();
    await translator.changeLanguage('ko');
    expect(calls).toBe(1);
    expect(translator.getFixedT('ko')).toBe(bound);
  });
});
