import type { PageErrorCode } from '../../../src/page-api/answers';
import type { Language } from '@sorte/words/languages';
import { shellWords } from '@sorte/words/games';
import type { ShellMessageKey } from '@sorte/words/games';

export type { Language } from '@sorte/words/languages';
export { toLanguage } from '@sorte/words/languages';

/** The shell's words (`@sorte/words/games`), shared by every game page; a game's own are its. */
export type MessageKey = ShellMessageKey;

/** A set of messages in every language the pages speak. */
export type Catalogue<Key extends string> = Record<Language, Record<Key, string>>;

const shellMessages: Catalogue<MessageKey> = shellWords;

export type Translate<Key extends string = MessageKey> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;

/**
 * A game's own wording of some of the shell's messages, by language: a card game deals rather than
 * spins, and its figures come from every deal rather than every reel position.
 */
export type ShellWording = Partial<Record<Language, Partial<Record<MessageKey, string>>>>;

/** The shell's words in one language, with the game's own wording where it has one. */
export function translator(language: Language, wording: ShellWording = {}): Translate {
  const worded: Catalogue<MessageKey> = {
    ...shellMessages,
    [language]: { ...shellMessages[language], ...wording[language] },
  };
  return translatorFor(worded, language);
}

/** Any catalogue's words in one language, {placeholders} filled from values. */
export function translatorFor<Key extends string>(
  catalogue: Catalogue<Key>,
  language: Language,
): Translate<Key> {
  const messages = catalogue[language];
  return (key, values = {}) =>
    messages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}

/** The player's words for a refusal from the game server. */
export function errorMessageKey(code: PageErrorCode | 'network'): MessageKey {
  switch (code) {
    case 'insufficient_funds':
      return 'error_insufficient_funds';
    case 'session_invalid':
    case 'session_unknown':
      return 'error_session_invalid';
    case 'player_blocked':
      return 'error_player_blocked';
    case 'loss_limit_reached':
      return 'error_loss_limit_reached';
    case 'play_time_limit_reached':
      return 'error_play_time_limit_reached';
    case 'wallet_unavailable':
    case 'wallet_refused':
      return 'error_wallet_unavailable';
    case 'spin_in_progress':
      return 'error_spin_in_progress';
    case 'bet_invalid':
      return 'error_bet_invalid';
    case 'seed_invalid':
      return 'error_seed_invalid';
    case 'round_in_progress':
      return 'error_round_in_progress';
    case 'seeds_in_use':
      return 'error_seeds_in_use';
    case 'decision_pending':
      return 'error_decision_pending';
    case 'network':
      return 'error_network';
    default:
      return 'error_generic';
  }
}
