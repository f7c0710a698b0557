import type {
  GameInfo,
  GameInfoOf,
  PlayableGameId,
  SessionAnswer,
} from '../../../src/page-api/answers';
import { h, spriteIcon } from './dom';
import { exitGame, unverifiedReturnUrl } from './exit-game';
import type { GamePage } from './game-page';
import { renderGameShell } from './game-shell';
import { errorMessageKey, toLanguage, translator } from './i18n';
import { addIconSprite } from './icons';
import { readLaunchParams } from './launch-params';
import { formatAmount } from './money';
import { PageApiError, postJson } from './page-api';
import { createSound } from './sound';

/**
 * A game page's whole start: the loading state, the session from the launch URL, then the shared
 * playing screen with the game's table, or the error state with a way back to the casino.
 */
export async function startGamePage<Id extends PlayableGameId>(page: GamePage<Id>): Promise<void> {
  const host = document.getElementById('game');
  if (!host) throw new Error('the page has no #game element');

  const params = readLaunchParams(window.location);
  const language = toLanguage(params.language);
  const t = translator(language, page.shellWording);
  document.documentElement.lang = language;
  addIconSprite();
  page.addArt();

  host.replaceChildren(
    h('div', { class: 'loading' }, [
      spriteIcon(page.art.mascot, 'loading-tiger'),
      h('p', { text: t('loading') }),
    ]),
  );

  try {
    const session = await postJson<SessionAnswer>('/api/session', {
      token: params.token,
      gameId: params.gameId,
      currency: params.currency,
      language: params.language,
      returnUrl: params.returnUrl,
    });
    const game = session.game;
    if (!isGameInfoOf(game, page.gameId)) {
      throw new Error(`this page plays game ${page.gameId}, not ${game.gameId}`);
    }
    const sessionLanguage = toLanguage(session.language);
    renderGameShell({
      host,
      page,
      // The session's game is the page's own (checked above), so is its open round's.
      session: { ...session, game, openRound: session.openRound as SessionAnswer<Id>['openRound'] },
      token: params.token,
      opensOnRules: params.opensOnRules,
      context: {
        game,
        language: sessionLanguage,
        t: translator(sessionLanguage, page.shellWording),
        sound: createSound(),
        money: (amountMinor) => formatAmount(amountMinor, session.currency),
      },
    });
  } catch (error) {
    const code = error instanceof PageApiError ? error.code : 'internal';
    host.replaceChildren(
      h('div', { class: 'session-error' }, [
        spriteIcon(page.art.mascot, 'loading-tiger'),
        h('h1', { text: t('sessionFailed') }),
        h('p', { text: t(errorMessageKey(code)) }),
        h(
          'button',
          {
            class: 'wide-button primary',
            testId: 'exit-button',
            attrs: { type: 'button' },
            onClick: () => exitGame(params.gameId, unverifiedReturnUrl(params.returnUrl)),
          },
          [t('exit')],
        ),
      ]),
    );
    host.setAttribute('aria-busy', 'false');
  }
}

/** Narrows the session's game to the page's own, so the page reads its rules typed. */
function isGameInfoOf<Id extends PlayableGameId>(
  game: GameInfo,
  gameId: Id,
): game is GameInfoOf<Id> {
  return game.gameId === gameId;
}
