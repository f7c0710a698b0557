import type { Card, HandClass, Rank, TeenPattiHand } from '@sorte/slots';
import { teenPattiHandWords } from '@sorte/words/games/teen-patti';
import type { HandWords } from '@sorte/words/games/teen-patti';
import type { Language } from '../shared/i18n';

/**
 * Hands and cards in the player's words (`@sorte/words/games/teen-patti`). The round carries only
 * the class and the ranks a hand is compared by, so a sentence like "Pair of Kings" is built here.
 */
const words: Record<Language, HandWords> = teenPattiHandWords;

// The words name exactly this game's hand classes and suits.
const everyClassWorded: Record<HandClass, string> = teenPattiHandWords.en.classNames;
const everySuitWorded: Record<Card['suit'], string> = teenPattiHandWords.en.suitNames;
void everyClassWorded;
void everySuitWorded;

export interface HandNames {
  /** "Pair", "Sequência pura", … */
  className(handClass: HandClass): string;
  /** "Queen", "Dama", "7". */
  rankName(rank: Rank): string;
  /** "Queen-high", "Dama alta": the weakest hand of a class led by this rank. */
  high(rank: Rank): string;
  /** The hand as a player says it: "Pair of Kings", "Sequence Q-J-10", "Ace-high". */
  describe(hand: Pick<TeenPattiHand, 'handClass' | 'comparedRanks'>): string;
  /** The hand with every rank it is compared by, to tell two alike apart: "King-high K-J-4". */
  describeFully(hand: Pick<TeenPattiHand, 'handClass' | 'comparedRanks'>): string;
  /** A card for a screen reader: "Queen of hearts". */
  card(card: Card): string;
}

export function handNames(language: Language): HandNames {
  const own = words[language];
  const rankName = (rank: Rank) => own.rankNames[rank] ?? rank;
  const plural = (rank: Rank) => own.rankPlurals[rank] ?? own.numberPlural(rank);
  const high = (rank: Rank) => own.high(rank, rankName(rank));
  const describe: HandNames['describe'] = ({ handClass, comparedRanks }) => {
    const [first] = comparedRanks;
    switch (handClass) {
      case 'trail':
        return own.trail(plural(first));
      case 'pair':
        return own.pair(plural(first));
      case 'highCard':
        return high(first);
      default:
        return `${own.classNames[handClass]} ${rankRun(comparedRanks)}`;
    }
  };
  return {
    className: (handClass) => own.classNames[handClass],
    rankName,
    high,
    describe,
    describeFully: (hand) =>
      hand.handClass === 'highCard' || hand.handClass === 'pair'
        ? `${describe(hand)} ${rankRun(hand.comparedRanks)}`
        : describe(hand),
    card: (card) => `${rankName(card.rank)} ${own.of} ${own.suitNames[card.suit]}`,
  };
}

/** Ranks as players write them, highest first ("Q-J-10"), except the low run written A-2-3. */
function rankRun(ranks: readonly [Rank, Rank, Rank]): string {
  const [first, second, third] = ranks;
  if (first === 'A' && second === '3' && third === '2') return 'A-2-3';
  return ranks.join('-');
}
