import type { TeenPattiRound } from '@sorte/slots';
import type { GameAnnouncement } from '../shared/game-page';
import type { Translate } from '../shared/i18n';
import type { HandNames } from './hand-names';
import type { TeenPattiMessageKey } from '@sorte/words/games/teen-patti';

/** How the felt banner and the result line colour a round: by what happened to the money. */
export type ResultTone = 'win' | 'push' | 'lose';

export interface ResultWords {
  /** The shell's result line: what happened, both hands, the bonus, in one or two sentences. */
  announce(round: TeenPattiRound): GameAnnouncement;
  /** The banner on the felt: a word or two, and why. */
  banner(round: TeenPattiRound): { title: string; detail: string; tone: ResultTone };
}

export function resultWords(options: {
  own: Translate<TeenPattiMessageKey>;
  names: HandNames;
  money: (amountMinor: number) => string;
}): ResultWords {
  const { own, names } = options;
  // An amount never breaks across lines ("R$" alone at a line's end reads as a missing number).
  const money = (amountMinor: number) => options.money(amountMinor).replace(/ /g, '\u00a0');
  // "King-high beats King-high" says nothing: hands alike in words are told with all their ranks.
  const handWords = (round: TeenPattiRound) => {
    const player = names.describe(round.player);
    const dealer = names.describe(round.dealer);
    return player === dealer && round.comparison !== 'equal'
      ? { player: names.describeFully(round.player), dealer: names.describeFully(round.dealer) }
      : { player, dealer };
  };
  // The tone follows the money: more back than staked reads as a win, the stake back as a push.
  const toneOf = (round: TeenPattiRound): ResultTone =>
    round.totalWinMinor > round.totalBetMinor
      ? 'win'
      : round.totalWinMinor === round.totalBetMinor
        ? 'push'
        : 'lose';
  return {
    announce(round) {
      const { player, dealer } = handWords(round);
      const amount = money(round.totalWinMinor);
      let text: string;
      switch (round.result) {
        case 'folded':
          text = own('announceFolded', { dealer });
          break;
        case 'dealerDoesNotQualify':
          text = own('announceNotQualified', { amount });
          break;
        case 'won':
          text = own('announceWin', { amount, player, dealer });
          break;
        case 'tied':
          text = own('announceTie');
          break;
        case 'lost':
          text = own('announceLose', { dealer });
          break;
      }
      if (round.bonusPayoutMinor > 0) {
        text += own(round.result === 'lost' ? 'announceBonusOnLoss' : 'announceBonus', {
          hand: names.className(round.player.handClass),
          bonus: money(round.bonusPayoutMinor),
        });
      }
      return { text, tone: toneOf(round) };
    },
    banner(round) {
      const details: Record<TeenPattiRound['result'], string> = {
        folded: own('bannerFoldedDetail'),
        dealerDoesNotQualify: own('bannerNotQualified'),
        won: handWords(round).player,
        tied: own('bannerTie'),
        lost: handWords(round).dealer,
      };
      return {
        title: own(`banner_${round.result}`),
        detail: details[round.result],
        tone: toneOf(round),
      };
    },
  };
}
