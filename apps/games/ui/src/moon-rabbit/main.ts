import { startGamePage } from '../shared/start-game-page';
import { moonRabbitPage } from './moon-rabbit-page';

await startGamePage(moonRabbitPage);
