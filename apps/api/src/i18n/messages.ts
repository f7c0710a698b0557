import type { DepositLimitPeriod, MsgCode } from '@sorte/contracts';
import { apiWords } from '@sorte/words/api';
import type {
  ApiMessageCode,
  DepositLimitPeriod as WordedPeriod,
  PlayerTexts,
} from '@sorte/words/api';
import type { Language } from '@sorte/words/languages';

export type { Language } from '@sorte/words/languages';
export { toLanguage } from '@sorte/words/languages';

/** True only when two unions hold the same members. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// The words (@sorte/words/api) name exactly the stable codes and periods of @sorte/contracts: a
// code added there without its words, or words for a code that no longer exists, fail here.
const everyCodeWorded: Same<MsgCode, ApiMessageCode> = true;
const everyPeriodWorded: Same<DepositLimitPeriod, WordedPeriod> = true;
void everyCodeWorded;
void everyPeriodWorded;

/** The words of a stable `msgCode` in the player's language. */
export function message(code: MsgCode, language: Language): string {
  return apiWords[language].messages[code];
}

/** The sentences with values, in the player's language. */
export function textsFor(language: Language): PlayerTexts {
  return apiWords[language].texts;
}
