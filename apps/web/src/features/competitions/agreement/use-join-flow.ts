import { useState } from 'react';
import type { CompetitionDetail } from '@madang/contracts';
import { checkPhone, useAcceptAgreement, useJoinAlone } from '../api/competition-api.ts';

export type PhoneProblem = 'phone_required' | 'exist' | null;

/**
 * Accepting the rules and joining alone, in that order (the server refuses a join before the rules).
 * A competition that needs a phone is checked first, so the member learns it before anything is saved.
 */
export function useJoinFlow(competition: CompetitionDetail) {
  const accept = useAcceptAgreement(competition.id);
  const join = useJoinAlone(competition.id);
  const [phoneProblem, setPhoneProblem] = useState<PhoneProblem>(null);
  const [checking, setChecking] = useState(false);
  const canJoin = competition.phase === 'open' || competition.phase === 'upcoming';

  async function run(): Promise<'joined' | 'agreed' | 'stopped'> {
    if (canJoin && !competition.me.joined && competition.rules.requires_phone) {
      setChecking(true);
      try {
        const phone = await checkPhone(competition.id);
        if (phone.result !== 'ok') {
          setPhoneProblem(phone.result);
          return 'stopped';
        }
      } finally {
        setChecking(false);
      }
    }
    if (!competition.me.agreed) await accept.mutateAsync();
    if (!canJoin || competition.me.joined) return 'agreed';
    await join.mutateAsync();
    return 'joined';
  }

  return {
    run,
    busy: checking || accept.isPending || join.isPending,
    phoneProblem,
    clearPhoneProblem: () => setPhoneProblem(null),
  };
}
