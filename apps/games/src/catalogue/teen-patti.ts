import {
  computeTeenPattiPar,
  dealTeenPatti,
  outcomeStream,
  settleTeenPattiDeal,
  teenPatti,
  teenPattiDealtView,
} from '@sorte/slots';
import type {
  AnteResult,
  DealerQualifyingRule,
  HandClass,
  Rank,
  TeenPattiDealt,
  TeenPattiDecision,
  TeenPattiRound,
} from '@sorte/slots';
import { describeGame } from './describe-game';
import { decisionWaitMs } from './playable-game';
import type { GameInfo, PlayableGame, RoundSeeds } from './playable-game';

/** The hand classes, highest first, as the rules screen lists them. */
const handClassesHighestFirst: readonly HandClass[] = [
  'trail',
  'pureSequence',
  'sequence',
  'colour',
  'pair',
  'highCard',
];

/** A Teen Patti round as stored and shown: dealt and waiting for the decision, or decided. */
export type TeenPattiOutcome = TeenPattiDealt | TeenPattiRound;

/** What the Teen Patti page reads in `rules`. */
export interface TeenPattiRules {
  /** Every hand class, highest first, with its ante bonus (to 1 on the ante; 0 pays none). */
  hands: { handClass: HandClass; bonusPays: number }[];
  dealerQualifies: DealerQualifyingRule;
  /** What a winning ante and a winning play bet pay, to 1. */
  anteWinPays: number;
  playWinPays: number;
  anteWhenDealerDoesNotQualify: AnteResult;
  playWhenDealerDoesNotQualify: AnteResult;
  anteOnTie: AnteResult;
  playOnTie: AnteResult;
  /** The best play, found by counting every deal: play this hand or better, fold below. */
  playsFrom: { handClass: HandClass; comparedRanks: readonly [Rank, Rank, Rank] };
  /** The RTP of playing every hand; the published RTP is the best play's. */
  alwaysPlayRtpPercent: string;
  /** How long the table waits for a decision before folding the hand. */
  decisionWaitSeconds: number;
  /** The most one round returns, in antes (the ante and play bet included). */
  returnMaxAntes: number;
}

function describeTeenPatti(): GameInfo<66136, TeenPattiRules> {
  const par = computeTeenPattiPar(teenPatti);
  const topBonus = Math.max(...Object.values(teenPatti.anteBonusPays));
  return {
    ...describeGame(66136, 'table', par),
    // The ante is the bet the player chooses and every pay is a whole multiple of it.
    betDivisibleBy: 1,
    rules: {
      hands: handClassesHighestFirst.map((handClass) => ({
        handClass,
        bonusPays: teenPatti.anteBonusPays[handClass],
      })),
      dealerQualifies: { ...teenPatti.dealerQualifies },
      anteWinPays: teenPatti.anteWinPays,
      playWinPays: teenPatti.playWinPays,
      anteWhenDealerDoesNotQualify: teenPatti.anteWhenDealerDoesNotQualify,
      playWhenDealerDoesNotQualify: teenPatti.playWhenDealerDoesNotQualify,
      anteOnTie: teenPatti.anteOnTie,
      playOnTie: teenPatti.playOnTie,
      playsFrom: par.strategy.playsFrom,
      alwaysPlayRtpPercent: par.alwaysPlayRtpPercent,
      decisionWaitSeconds: decisionWaitMs / 1000,
      returnMaxAntes: 1 + teenPatti.anteWinPays + 1 + teenPatti.playWinPays + topBonus,
    },
  };
}

let info: GameInfo<66136, TeenPattiRules> | undefined;

function isDecision(value: string): value is TeenPattiDecision {
  return value === 'play' || value === 'fold';
}

function dealFrom({ serverSeed, clientSeed, nonce }: RoundSeeds, anteMinor: number) {
  return dealTeenPatti(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), anteMinor);
}

export const teenPattiGame: PlayableGame<66136, TeenPattiRules, TeenPattiOutcome> = {
  gameId: 66136,
  pageFile: 'teen-patti.html',
  get info() {
    // Counting every deal takes a fraction of a second: once per process is enough.
    info ??= describeTeenPatti();
    return info;
  },
  // The bet the player chooses is the ante. Without a decision: the deal as the player sees it.
  play: (seeds, anteMinor, decision) => {
    const dealt = dealFrom(seeds, anteMinor);
    if (decision === undefined) return teenPattiDealtView(dealt);
    if (!isDecision(decision)) throw new RangeError(`no Teen Patti decision ${decision}`);
    return settleTeenPattiDeal(teenPatti, dealt, decision);
  },
  decision: {
    choices: ['fold', 'play'],
    withoutSecondBet: 'fold',
    // Playing puts down a play bet equal to the ante.
    secondBetMinor: (decision, anteMinor) => (decision === 'play' ? anteMinor : 0),
    chosenBetOf: (outcome) => outcome.anteBetMinor,
  },
};
