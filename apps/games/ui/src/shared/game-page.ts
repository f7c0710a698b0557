import type { GameInfoOf, GameOutcome, PlayableGameId } from '../../../src/page-api/answers';
import type { CelebrationArt } from './celebration';
import type { Language, ShellWording, Translate } from './i18n';
import type { Sound } from './sound';

/** What the shell hands a game page: its game's info, the player's language, sound and money. */
export interface ShellContext<Id extends PlayableGameId> {
  game: GameInfoOf<Id>;
  language: Language;
  /** The shell's words; a page keeps its own catalogue for its own words. */
  t: Translate;
  sound: Sound;
  /** Integer minor units as the player reads them in the session's currency. */
  money: (amountMinor: number) => string;
}

/** The game's own celebration for an outcome, over the shell's big-win one. */
export interface GameCelebration {
  headline: string;
  multiplier: number | null;
}

/** The game's own part of the playing screen: its marquee and reels, and how a spin plays out. */
export interface GameTable<Outcome> {
  /** Placed between the top bar and the result message, in this order. */
  readonly elements: readonly HTMLElement[];
  /** A spin starts: clear the last result and, unless motion is unwelcome, set the reels turning. */
  startSpin(reducedMotion: boolean): void;
  /** Plays the outcome out (reels landing, features, win lines); resolves once it can be read. */
  present(outcome: Outcome, reducedMotion: boolean): Promise<void>;
  /** The spin failed: show the last result again. */
  restore(): void;
  /** The words after "You won …": the winning lines, the feature that paid. */
  describeWin(outcome: Outcome): string;
  /** A celebration of the game's own for this outcome, or null (big wins get the shell's). */
  celebration(outcome: Outcome): GameCelebration | null;
  /**
   * Optional: the whole result line, for a game where "You won …" misreads a round (a returned
   * stake is a push, not a win). Without it the shell says "You won …" or "No win".
   */
  announce?(outcome: Outcome): GameAnnouncement;
  /**
   * A game with a decision in the middle of a round: what to ask about a dealt outcome (present
   * has shown the part the player may see). The shell puts the choices where the bet and spin
   * button were, sends the one tapped and presents the round it answers.
   */
  decisionPrompt?(outcome: Outcome, situation: DecisionSituation): DecisionPrompt;
}

export interface DecisionSituation {
  balanceMinor: number;
  /** When the provider decides for the player, if the round says. */
  dueAt: Date | null;
}

export interface DecisionPrompt {
  /** The question, in the result line's place. */
  text: string;
  choices: readonly DecisionChoice[];
}

export interface DecisionChoice {
  decision: string;
  label: string;
  /** The gold button; the others are outlined. */
  primary: boolean;
  /** Shown but not available (a play bet the balance does not cover). */
  disabled: boolean;
}

/** A game's own result line; tone 'win' takes the shell's win style, the others the game's. */
export interface GameAnnouncement {
  text: string;
  tone: 'win' | 'push' | 'lose';
}

/**
 * What a game page provides to the shared shell: art, the table, its rules and a small drawing of
 * an outcome. Everything else (session, balance and bet, spin requests, history, verification,
 * errors, exit, sound) is the shell's.
 */
export interface GamePage<Id extends PlayableGameId> {
  readonly gameId: Id;
  /** Sprite ids of the mascot (loading, errors, celebrations) and of the coin that rains. */
  readonly art: CelebrationArt;
  /** Adds the game's sprite to the page; called once, before anything is drawn. */
  addArt(): void;
  /** Optional: the game's own words for some shell messages (a card game's "Deal" for "Spin"). */
  readonly shellWording?: ShellWording;
  /** Optional: the sprite id drawn on the spin button in place of the shell's turning arrows. */
  readonly actionIcon?: string;
  createTable(context: ShellContext<Id>): GameTable<GameOutcome<Id>>;
  /** The game's part of the rules sheet at the current total bet; the shell adds the figures. */
  renderRules(context: ShellContext<Id>, betMinor: number): Node[];
  /** A round's outcome in small, for the history and verify screens. */
  renderOutcome(context: ShellContext<Id>, outcome: GameOutcome<Id>): HTMLElement;
}
