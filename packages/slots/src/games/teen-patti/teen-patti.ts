import type { TeenPattiDefinition } from './definition';

/**
 * Game 66136. Every rule that decides the RTP is here as data; computePar counts every deal
 * exactly, finds the best decision for each of the 22,100 hands a player can see, and the PAR test
 * pins the result, so any change to a pay or a rule shows up in review.
 */
export const teenPatti: TeenPattiDefinition = {
  gameId: 66136,
  title: 'Teen Patti',
  dealerQualifies: { handClass: 'highCard', leadingRankAtLeast: 'Q' },
  anteWinPays: 1,
  playWinPays: 1,
  // A dealer who does not qualify pays the ante and returns the play bet.
  anteWhenDealerDoesNotQualify: 'win',
  playWhenDealerDoesNotQualify: 'push',
  anteOnTie: 'push',
  playOnTie: 'push',
  anteBonusPays: {
    trail: 7,
    pureSequence: 6,
    sequence: 0,
    colour: 0,
    pair: 0,
    highCard: 0,
  },
};
