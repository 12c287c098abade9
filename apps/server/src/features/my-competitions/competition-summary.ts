import type { competitions } from '../../db/schema.ts';
import { phaseOf } from '../competitions/schedule.ts';

/** The fields every profile list of competitions starts with: which competition, its title and its schedule now. */
export function presentCompetitionSummary(competition: typeof competitions.$inferSelect, now: Date) {
  return {
    cpt_id: competition.id,
    is_official: competition.isOfficial,
    title: competition.title,
    status: competition.status,
    phase: phaseOf(competition, now),
    starts_at: competition.startsAt.toISOString(),
    ends_at: competition.endsAt.toISOString(),
  };
}
