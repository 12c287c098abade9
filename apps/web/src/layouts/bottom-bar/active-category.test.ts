import { describe, expect, it } from 'vitest';
import { activeCategory } from './active-category.ts';

describe('activeCategory', () => {
  it('marks home for the roots and paths containing /home', () => {
    expect(activeCategory('/')).toBe('home');
    expect(activeCategory('/en')).toBe('home');
    expect(activeCategory('/myprofile/7/home')).toBe('home');
    expect(activeCategory('/en/myprofile/7/home')).toBe('home');
  });

  it('marks community', () => {
    expect(activeCategory('/community')).toBe('community');
    expect(activeCategory('/en/community/tips')).toBe('community');
  });

  it('marks learning for hackathons and open competitions', () => {
    expect(activeCategory('/hackathon')).toBe('hackathon');
    expect(activeCategory('/hackathon/camp')).toBe('hackathon');
    expect(activeCategory('/competitions/open')).toBe('hackathon');
    expect(activeCategory('/en/competitions/open/12/overview')).toBe('hackathon');
  });

  it('marks competitions for the rest of the competition pages', () => {
    expect(activeCategory('/competitions')).toBe('competitions');
    expect(activeCategory('/competitions/official/3/leaderboard')).toBe('competitions');
    expect(activeCategory('/competition/3/overview')).toBe('competitions');
  });

  it('marks more for profile, ranking, more and about', () => {
    expect(activeCategory('/myprofile/7/bookmark')).toBe('more');
    expect(activeCategory('/ranking/info')).toBe('more');
    expect(activeCategory('/more/faq')).toBe('more');
    expect(activeCategory('/en/about')).toBe('more');
  });

  it('marks nothing elsewhere', () => {
    expect(activeCategory('/search')).toBeNull();
    expect(activeCategory('/rankings-old')).toBeNull();
  });
});
