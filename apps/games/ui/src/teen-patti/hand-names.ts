import type { Card, HandClass, Rank, TeenPattiHand } from '@sorte/slots';
import type { Language } from '../shared/i18n';

/**
 * Hands and cards in the player's words. The round carries only the class and the ranks a hand is
 * compared by, so a sentence like "Pair of Kings" is built here, language by language: plurals
 * and the gender of "high" differ, which a single template per language could not say.
 */
interface HandWords {
  classNames: Record<HandClass, string>;
  /** Ranks that are words, not numbers: the ace and the court cards. */
  rankNames: Partial<Record<Rank, string>>;
  rankPlurals: Partial<Record<Rank, string>>;
  /** A plain number's plural ("7s" in English, "7" in Portuguese and Spanish). */
  numberPlural: (rank: Rank) => string;
  suitNames: Record<Card['suit'], string>;
  trail: (plural: string) => string;
  pair: (plural: string) => string;
  high: (rank: Rank, name: string) => string;
}

const words: Record<Language, HandWords> = {
  en: {
    classNames: {
      trail: 'Trail',
      pureSequence: 'Pure sequence',
      sequence: 'Sequence',
      colour: 'Colour',
      pair: 'Pair',
      highCard: 'High card',
    },
    rankNames: { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack' },
    rankPlurals: { A: 'Aces', K: 'Kings', Q: 'Queens', J: 'Jacks' },
    numberPlural: (rank) => `${rank}s`,
    suitNames: { hearts: 'hearts', diamonds: 'diamonds', spades: 'spades', clubs: 'clubs' },
    trail: (plural) => `Trail of ${plural}`,
    pair: (plural) => `Pair of ${plural}`,
    high: (_rank, name) => `${name}-high`,
  },
  'pt-BR': {
    classNames: {
      trail: 'Trinca',
      pureSequence: 'Sequência pura',
      sequence: 'Sequência',
      colour: 'Cor',
      pair: 'Par',
      highCard: 'Carta alta',
    },
    rankNames: { A: 'Ás', K: 'Rei', Q: 'Dama', J: 'Valete' },
    rankPlurals: { A: 'Ases', K: 'Reis', Q: 'Damas', J: 'Valetes' },
    numberPlural: (rank) => rank,
    suitNames: { hearts: 'copas', diamonds: 'ouros', spades: 'espadas', clubs: 'paus' },
    trail: (plural) => `Trinca de ${plural}`,
    pair: (plural) => `Par de ${plural}`,
    high: (rank, name) => `${name} ${rank === 'Q' ? 'alta' : 'alto'}`,
  },
  es: {
    classNames: {
      trail: 'Trío',
      pureSequence: 'Secuencia pura',
      sequence: 'Secuencia',
      colour: 'Color',
      pair: 'Pareja',
      highCard: 'Carta alta',
    },
    rankNames: { A: 'As', K: 'Rey', Q: 'Reina', J: 'Jota' },
    rankPlurals: { A: 'Ases', K: 'Reyes', Q: 'Reinas', J: 'Jotas' },
    numberPlural: (rank) => rank,
    suitNames: {
      hearts: 'corazones',
      diamonds: 'diamantes',
      spades: 'picas',
      clubs: 'tréboles',
    },
    trail: (plural) => `Trío de ${plural}`,
    pair: (plural) => `Pareja de ${plural}`,
    high: (rank, name) => `${name} ${rank === 'Q' || rank === 'J' ? 'alta' : 'alto'}`,
  },
};

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
    card: (card) => `${rankName(card.rank)} ${ofWord(language)} ${own.suitNames[card.suit]}`,
  };
}

/** Ranks as players write them, highest first ("Q-J-10"), except the low run written A-2-3. */
function rankRun(ranks: readonly [Rank, Rank, Rank]): string {
  const [first, second, third] = ranks;
  if (first === 'A' && second === '3' && third === '2') return 'A-2-3';
  return ranks.join('-');
}

function ofWord(language: Language): string {
  return language === 'en' ? 'of' : 'de';
}
