import { byLanguage } from '@sorte/words/languages';
import { marketsWords } from '@sorte/words/markets';
import { fillTemplate } from '../fill-template';
import type { MarketLanguage } from '../market';
import type { MarketCode } from '../market-codes';
import type { PayoutAccountErrorCode } from './check-payout-account';
import { holderNameLengthMax } from './fields/check-holder-name-field';
import { mobileNumberRules } from './mobile-number-rules';

/**
 * What a player reads for each refused field or account (`@sorte/words/markets`). `{example}` is
 * the market's way of writing a mobile number.
 */
export const payoutAccountMessages: {
  readonly [Language in MarketLanguage]: { readonly [Code in PayoutAccountErrorCode]: string };
} = byLanguage((language) => marketsWords[language].payoutAccountRefusals);

/** The message for a refused field or account, in the player's language. */
export function payoutAccountErrorMessage(
  code: PayoutAccountErrorCode,
  language: MarketLanguage,
  marketCode: MarketCode,
): string {
  return fillTemplate(payoutAccountMessages[language][code], {
    example: mobileNumberRules[marketCode].example,
    max: String(holderNameLengthMax),
  });
}
