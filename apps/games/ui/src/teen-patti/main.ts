import { startGamePage } from '../shared/start-game-page';
import { teenPattiPage } from './teen-patti-page';

await startGamePage(teenPattiPage);
