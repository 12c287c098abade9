import { describe, expect, it } from 'vitest';
import { competitionAnswer } from '../../test/competition-answer.ts';
import { renderAddress } from '../../test/render-address.ts';

/** Each section and the host's text the fixture gives it. */
const SECTIONS = {
  description: 'About the voyage',
  evaluation: 'Scored by accuracy',
  prize: 'Prizes for the top three',
  rules: 'One account each',
  schedule: 'Eight weeks',
  agreement: 'Agree before downloading',
} as const;
type Section = keyof typeof SECTIONS;

describe("a competition's overview", { timeout: 30_000 }, () => {
  it.each(Object.keys(SECTIONS))('overview/%s shows that section in Korean and in English, with the sub-tabs marking it', async (section) => {
    const ko = await renderAddress(`/competitions/official/titanic/overview/${section}`, { answers: competitionAnswer('titanic') });
    const tabs = [...ko.document.querySelectorAll('.cpt-subnav a')];
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(Object.keys(SECTIONS).map((name) => `/competitions/official/titanic/overview/${name}`));
    expect(ko.document.querySelector('.cpt-subnav a[aria-current="page"]')?.getAttribute('href')).toBe(`/competitions/official/titanic/overview/${section}`);
    expect(ko.document.querySelector('[data-testid="competition-text"]')?.textContent).toContain(`${SECTIONS[section as Section]} (ko)`);

    const en = await renderAddress(`/en/competitions/official/titanic/overview/${section}`, { answers: competitionAnswer('titanic') });
    expect(en.document.querySelector('.cpt-subnav a[aria-current="page"]')?.getAttribute('href')).toBe(`/en/competitions/official/titanic/overview/${section}`);
    expect(en.document.querySelector('[data-testid="competition-text"]')?.textContent).toContain(`${SECTIONS[section as Section]} (en)`);
    expect(en.document.querySelector('[data-testid="error-page-4444"]')).toBeNull();
  });

  it('shows the description at the overview itself', async () => {
    const { document } = await renderAddress('/competitions/official/titanic/overview', { answers: competitionAnswer('titanic') });
    expect(document.querySelector('.cpt-subnav a[aria-current="page"]')?.getAttribute('href')).toBe('/competitions/official/titanic/overview/description');
    expect(document.querySelector('[data-testid="competition-text"]')?.textContent).toContain('About the voyage (ko)');
  });

  it('answers an unknown section with the 4444 page and its Home link, inside the competition', async () => {
    const ko = await renderAddress('/competitions/official/titanic/overview/no-such-section', { answers: competitionAnswer('titanic') });
    const missing = ko.document.querySelector('[data-testid="error-page-4444"]');
    expect(missing?.querySelector('h1')?.textContent).toBe('존재하지 않는 페이지입니다');
    expect(missing?.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(ko.document.querySelector('.cpt-subnav')).toBeNull();

    const en = await renderAddress('/en/competitions/official/titanic/overview/no-such-section', { answers: competitionAnswer('titanic') });
    expect(en.document.querySelector('[data-testid="error-page-4444"] a')?.getAttribute('href')).toBe('/en');
  });
});
