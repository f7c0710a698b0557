import { startGamePage } from '../shared/start-game-page';
import { goldenOxPage } from './golden-ox-page';

await startGamePage(goldenOxPage);
