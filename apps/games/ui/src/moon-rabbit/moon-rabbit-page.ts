import type { GamePage } from '../shared/game-page';
import { renderMoonRabbitOutcome } from './outcome-summary';
import { renderMoonRabbitRules } from './rules';
import { addMoonRabbitSprite } from './symbols';
import { createMoonRabbitTable } from './table';

/** Moon Rabbit (66123) on the shared shell: its art, its table, its rules, its rounds in small. */
export const moonRabbitPage: GamePage<66123> = {
  gameId: 66123,
  art: { mascot: 'mr-rabbit', coin: 'mr-pearl' },
  addArt: addMoonRabbitSprite,
  createTable: createMoonRabbitTable,
  renderRules: renderMoonRabbitRules,
  renderOutcome: renderMoonRabbitOutcome,
};
