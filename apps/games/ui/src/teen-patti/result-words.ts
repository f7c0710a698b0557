import type { AnteResult, TeenPattiRound } from '@sorte/slots';
import type { GameAnnouncement } from '../shared/game-page';
import type { Translate } from '../shared/i18n';
import type { HandNames } from './hand-names';
import type { TeenPattiMessageKey } from './messages';

export interface ResultWords {
  /** The shell's result line: what happened, both hands, the bonus, in one or two sentences. */
  announce(round: TeenPattiRound): GameAnnouncement;
  /** The banner on the felt: a word or two, and why. */
  banner(round: TeenPattiRound): { title: string; detail: string; tone: AnteResult };
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
  return {
    announce(round) {
      const { player, dealer } = handWords(round);
      const bonusHand = names.className(round.player.handClass);
      const bonus = money(round.bonusPayoutMinor);
      let text: string;
      if (round.result === 'win') {
        text = own('announceWin', { amount: money(round.totalWinMinor), player, dealer });
      } else if (round.result === 'push') {
        text = round.dealerQualifies ? own('announceTie') : own('announceNotQualified');
      } else {
        text = own('announceLose', { dealer });
      }
      if (round.bonusPayoutMinor > 0) {
        text += own(round.result === 'lose' ? 'announceBonusOnLoss' : 'announceBonus', {
          hand: bonusHand,
          bonus,
        });
      }
      // The tone follows the money: more back than staked reads as a win, the stake back as a
      // push, whatever happened to the ante on its own.
      const tone =
        round.totalWinMinor > round.totalBetMinor
          ? 'win'
          : round.totalWinMinor === round.totalBetMinor
            ? 'push'
            : 'lose';
      return { text, tone };
    },
    banner(round) {
      const detail =
        round.result === 'push'
          ? own(round.dealerQualifies ? 'bannerTie' : 'bannerNotQualified')
          : round.result === 'win'
            ? handWords(round).player
            : handWords(round).dealer;
      return { title: own(`banner_${round.result}`), detail, tone: round.result };
    },
  };
}
