import type { GameOutcome } from '../../../src/page-api/answers';
import { h } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import { miniReels, winningCellsOf } from '../shared/mini-reels';
import { symbolSpriteId } from './symbols';

/**
 * A Golden Ox round in small: the screen that decided it (the last respin after an Ox Charge)
 * with its winning cells lit, and the charge's multiplier on a badge.
 */
export function renderGoldenOxOutcome(
  context: ShellContext<66122>,
  outcome: GameOutcome<66122>,
): HTMLElement {
  const last = outcome.charge?.respins.at(-1);
  const screen = last ?? outcome;
  const grid = miniReels(
    screen.reels,
    symbolSpriteId,
    winningCellsOf(screen.lineWins, context.game.rules.lines),
  );
  if (!last) return grid;
  return h('div', { class: 'ox-mini' }, [
    grid,
    h('span', { class: 'ox-mini-badge', text: `×${last.multiplier}` }),
  ]);
}
