import type { ShellMessageKey } from '../catalogues/en/games';

/**
 * Hands and cards in one language. The round carries only the class and the ranks a hand is
 * compared by, so a sentence like "Pair of Kings" is built by the page from these: plurals and
 * the gender of "high" differ, which a single template per language could not say. Ranks are
 * `@sorte/slots`' ("A", "K", "10", …); the page checks the keys are its hand classes and suits.
 */
export interface HandWords {
  classNames: Record<
    'trail' | 'pureSequence' | 'sequence' | 'colour' | 'pair' | 'highCard',
    string
  >;
  /** Ranks that are words, not numbers: the ace and the court cards. */
  rankNames: Partial<Record<string, string>>;
  rankPlurals: Partial<Record<string, string>>;
  /** A plain number's plural ("7s" in English, "7" in Portuguese and Spanish). */
  numberPlural: (rank: string) => string;
  suitNames: Record<'hearts' | 'diamonds' | 'spades' | 'clubs', string>;
  trail: (plural: string) => string;
  pair: (plural: string) => string;
  high: (rank: string, name: string) => string;
  /** "Queen of hearts": the word between a card's rank and its suit. */
  of: string;
}

/** A game's own wording of some of the shell's words: a card game deals rather than spins. */
export type TeenPattiShellWording = Partial<Record<ShellMessageKey, string>>;
