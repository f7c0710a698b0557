import type { TeenPattiDefinition } from './definition';

/**
 * Game 66136. Every rule that decides the RTP is here as data; computePar counts every deal
 * exactly and the PAR test pins the result, so any change to a pay or a rule shows up in review.
 */
export const teenPatti: TeenPattiDefinition = {
  gameId: 66136,
  title: 'Teen Patti',
  dealerQualifies: { handClass: 'highCard', leadingRankAtLeast: 'Q' },
  anteWinPays: 1,
  anteWhenDealerDoesNotQualify: 'push',
  anteOnTie: 'push',
  anteBonusPays: {
    trail: 8,
    pureSequence: 7,
    sequence: 3,
    colour: 1,
    pair: 0,
    highCard: 0,
  },
};
