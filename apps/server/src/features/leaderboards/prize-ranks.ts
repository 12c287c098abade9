/**
 * The final ranks that win a prize: exactly the ranks the competition's prizes name, so a competition without
 * prizes has no prize winners. The award list, the winners' code upload and the winner survey all follow this one rule.
 */
export const prizeRanksOf = (competition: { prizes: readonly { rank: number }[] }): number[] => [...new Set(competition.prizes.map((prize) => prize.rank))].sort((a, b) => a - b);
