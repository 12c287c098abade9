import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocale, switchLocaleHref } from './locale-path.ts';

describe('locale paths', () => {
  it('reads the language from the prefix', () => {
    expect(localeFromPath('/')).toBe('ko');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/competitions')).toBe('en');
    expect(localeFromPath('/english')).toBe('ko');
  });

  it('strips the prefix', () => {
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/more/faq')).toBe('/more/faq');
    expect(stripLocale('/more/faq')).toBe('/more/faq');
  });

  it('localizes paths', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/competitions', 'en')).toBe('/en/competitions');
    expect(localizePath('/en/competitions', 'ko')).toBe('/competitions');
    expect(localizePath('/search?tab=total', 'en')).toBe('/en/search?tab=total');
    expect(localizePath('/?x=1', 'en')).toBe('/en?x=1');
  });

  it('switches the current page, keeping query and hash', () => {
    expect(switchLocaleHref({ pathname: '/competitions', search: '?page=2', hash: '#top' }, 'en')).toBe('/en/competitions?page=2#top');
    expect(switchLocaleHref({ pathname: '/en/competitions', search: '', hash: '' }, 'ko')).toBe('/competitions');
    expect(switchLocaleHref({ pathname: '/en', search: '', hash: '' }, 'ko')).toBe('/');
  });
});
