import { computeTeenPattiPar, outcomeStream, spinTeenPatti, teenPatti } from '@sorte/slots';
import type { AnteResult, DealerQualifyingRule, HandClass, TeenPattiRound } from '@sorte/slots';
import { describeGame } from './describe-game';
import type { GameInfo, PlayableGame } from './playable-game';

/** The hand classes, highest first, as the rules screen lists them. */
const handClassesHighestFirst: readonly HandClass[] = [
  'trail',
  'pureSequence',
  'sequence',
  'colour',
  'pair',
  'highCard',
];

/** What the Teen Patti page reads in `rules`. */
export interface TeenPattiRules {
  /** Every hand class, highest first, with its ante bonus (to 1 on the ante; 0 pays none). */
  hands: { handClass: HandClass; bonusPays: number }[];
  dealerQualifies: DealerQualifyingRule;
  /** What a winning ante pays, to 1. */
  anteWinPays: number;
  anteWhenDealerDoesNotQualify: AnteResult;
  anteOnTie: AnteResult;
}

function describeTeenPatti(): GameInfo<66136, TeenPattiRules> {
  return {
    ...describeGame(66136, 'table', computeTeenPattiPar(teenPatti)),
    // The ante is the whole stake and every pay is a whole multiple of it: any bet splits.
    betDivisibleBy: 1,
    rules: {
      hands: handClassesHighestFirst.map((handClass) => ({
        handClass,
        bonusPays: teenPatti.anteBonusPays[handClass],
      })),
      dealerQualifies: { ...teenPatti.dealerQualifies },
      anteWinPays: teenPatti.anteWinPays,
      anteWhenDealerDoesNotQualify: teenPatti.anteWhenDealerDoesNotQualify,
      anteOnTie: teenPatti.anteOnTie,
    },
  };
}

let info: GameInfo<66136, TeenPattiRules> | undefined;

export const teenPattiGame: PlayableGame<66136, TeenPattiRules, TeenPattiRound> = {
  gameId: 66136,
  pageFile: 'teen-patti.html',
  get info() {
    // Counting every deal takes a fraction of a second: once per process is enough.
    info ??= describeTeenPatti();
    return info;
  },
  // The round's bet is the ante: the whole stake goes to the one hand.
  play: ({ serverSeed, clientSeed, nonce }, betMinor) =>
    spinTeenPatti(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), betMinor),
};
