import { startGamePage } from '../shared/start-game-page';
import { luckyTigerPage } from './lucky-tiger-page';

await startGamePage(luckyTigerPage);
