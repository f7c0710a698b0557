import type { GamePage } from '../shared/game-page';
import { renderGoldenOxOutcome } from './outcome-summary';
import { renderGoldenOxRules } from './rules';
import { addGoldenOxArt } from './symbols';
import { createGoldenOxTable } from './table';

/** Golden Ox (66122) on the shared shell: its art, its table, its rules, its rounds in small. */
export const goldenOxPage: GamePage<66122> = {
  gameId: 66122,
  art: { mascot: 'sym-ox', coin: 'sym-coins' },
  addArt: addGoldenOxArt,
  createTable: createGoldenOxTable,
  renderRules: renderGoldenOxRules,
  renderOutcome: renderGoldenOxOutcome,
};
