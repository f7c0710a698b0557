import type {
  GameOutcome,
  PlayableGameId,
  RotateSeedsAnswer,
  SeedsView,
  SessionAnswer,
} from '../../../src/page-api/answers';
import type { BetPanel } from './bet-panel';
import type { GamePage, GameTable, ShellContext } from './game-page';

/** What the playing screen holds while it runs: the money shown, the bet and the seeds. */
export interface ShellState {
  balanceMinor: number;
  betIndex: number;
  spinning: boolean;
  lastWinMinor: number;
  seeds: SeedsView;
  lastRevealed: RotateSeedsAnswer['revealed'] | null;
}

/** The playing screen once drawn: its parts, its state, and how it redraws the money shown. */
export interface RunningShell<Id extends PlayableGameId> {
  readonly host: HTMLElement;
  readonly page: GamePage<Id>;
  readonly session: SessionAnswer<Id>;
  readonly token: string;
  readonly context: ShellContext<Id>;
  readonly table: GameTable<GameOutcome<Id>>;
  /** The result line. */
  readonly message: HTMLElement;
  readonly panel: BetPanel;
  /** Where the choices of a round waiting for a decision go, in place of the bet and spin button. */
  readonly decisionBar: HTMLElement;
  readonly state: ShellState;
  betMinor(): number;
  render(): void;
}
