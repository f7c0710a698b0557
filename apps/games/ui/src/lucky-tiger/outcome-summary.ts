import type { GameOutcome } from '../../../src/page-api/answers';
import type { ShellContext } from '../shared/game-page';
import { miniReels, reelsOfGrid, winningCellsOf } from '../shared/mini-reels';
import { symbolSpriteId } from './symbols';

/** A Lucky Tiger round in small: its 3×3 screen with the winning cells lit. */
export function renderLuckyTigerOutcome(
  context: ShellContext<66121>,
  outcome: GameOutcome<66121>,
): HTMLElement {
  return miniReels(
    reelsOfGrid(outcome.grid),
    symbolSpriteId,
    winningCellsOf(outcome.lineWins, context.game.rules.lines),
  );
}
