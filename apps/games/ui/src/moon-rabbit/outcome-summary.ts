import type { GameOutcome } from '../../../src/page-api/answers';
import { h, spriteIcon } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { miniReels, reelsOfGrid } from '../shared/mini-reels';
import { moonRabbitWords } from '@sorte/words/games/moon-rabbit';
import { symbolSpriteId } from './symbols';

/**
 * A Moon Rabbit round in small, for the history and verify screens: its 4×3 screen with the
 * cells that paid lit (the line wins, and the pearls and rabbit of a collect), and under it what
 * paid: how many lines, how many pearls the rabbit collected and for how much.
 */
export function renderMoonRabbitOutcome(
  context: ShellContext<66123>,
  outcome: GameOutcome<66123>,
): HTMLElement {
  const own = translatorFor(moonRabbitWords, context.language);
  const paid = new Set<string>();
  for (const { positions } of outcome.lineWins) {
    for (const { reel, row } of positions) paid.add(`${row}:${reel}`);
  }
  const { collect, pearls, lineWins } = outcome;
  if (collect.collected) {
    for (const { reel, row } of [...pearls, ...collect.rabbitPositions]) paid.add(`${row}:${reel}`);
  }

  const facts: HTMLElement[] = [];
  if (lineWins.length > 0) {
    facts.push(
      h('span', {
        class: 'mr-summary-fact',
        text:
          lineWins.length === 1
            ? own('summaryLine')
            : own('summaryLines', { count: lineWins.length }),
      }),
    );
  }
  if (collect.collected) {
    facts.push(
      h('span', { class: 'mr-summary-fact collect' }, [
        spriteIcon(symbolSpriteId('rabbit'), 'mr-summary-icon'),
        pearls.length === 1 ? own('summaryPearl') : own('summaryPearls', { count: pearls.length }),
        h('strong', { text: context.money(collect.winMinor) }),
      ]),
    );
  }
  return h('div', { class: 'mr-summary', testId: 'round-summary' }, [
    miniReels(reelsOfGrid(outcome.grid), symbolSpriteId, paid),
    ...facts,
  ]);
}
