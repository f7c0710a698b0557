import type { GamePage } from '../shared/game-page';
import { createLuckyTigerTable } from './table';
import { renderLuckyTigerOutcome } from './outcome-summary';
import { renderLuckyTigerRules } from './rules';
import { addSymbolSprite } from './symbols';

/** Lucky Tiger (66121) on the shared shell: its art, its table, its rules, its rounds in small. */
export const luckyTigerPage: GamePage<66121> = {
  gameId: 66121,
  art: { mascot: 'sym-tiger', coin: 'sym-coins' },
  addArt: addSymbolSprite,
  createTable: createLuckyTigerTable,
  renderRules: renderLuckyTigerRules,
  renderOutcome: renderLuckyTigerOutcome,
};
