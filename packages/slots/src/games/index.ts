import type { SlotGame } from '../slot-game';
import { goldenOxGame } from './golden-ox';
import { luckyTigerGame } from './lucky-tiger';
import { moonRabbitGame } from './moon-rabbit';
import { teenPattiGame } from './teen-patti';

/** Every game this package serves, for the PAR sheet script and the game service's catalogue. */
export const slotGames: readonly SlotGame[] = [
  luckyTigerGame,
  goldenOxGame,
  moonRabbitGame,
  teenPattiGame,
];
