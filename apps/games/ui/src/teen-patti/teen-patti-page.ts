import type { GamePage } from '../shared/game-page';
import { addTeenPattiArt } from './art';
import { teenPattiShellWording } from '@sorte/words/games/teen-patti';
import { renderTeenPattiOutcome } from './outcome-summary';
import { renderTeenPattiRules } from './rules';
import { createTeenPattiTable } from './table';

/** Teen Patti (66136) on the shared shell: a card table, its rules, its rounds in small. */
export const teenPattiPage: GamePage<66136> = {
  gameId: 66136,
  art: { mascot: 'tp-fan', coin: 'tp-chip' },
  addArt: addTeenPattiArt,
  shellWording: teenPattiShellWording,
  actionIcon: 'tp-icon-deal',
  createTable: createTeenPattiTable,
  renderRules: renderTeenPattiRules,
  renderOutcome: renderTeenPattiOutcome,
};
