import type { CompetitionPhase } from '@madang/contracts';

export type Stage = 'upcoming' | 'active' | 'practice' | 'ended' | 'closed';

/**
 * The stage a host reads: the server's phase (derived from the dates) wins over the stored status,
 * so a competition that starts next week is "upcoming", not "active".
 */
export function stageOf(status: 'active' | 'practice' | 'closed', phase: CompetitionPhase): Stage {
  if (phase === 'closed' || status === 'closed') return 'closed';
  if (phase === 'upcoming') return 'upcoming';
  if (status === 'practice') return 'practice';
  return phase === 'ended' ? 'ended' : 'active';
}
