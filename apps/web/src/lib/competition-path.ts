import type { CompetitionListItem } from '@madang/contracts';

/** The page of a competition, by its slug under its host segment; `tab` is a child route such as 'data'. */
export function competitionPath(competition: Pick<CompetitionListItem, 'host' | 'slug'>, tab = ''): string {
  const base = `/competitions/${competition.host}/${competition.slug}`;
  return tab ? `${base}/${tab}` : base;
}
