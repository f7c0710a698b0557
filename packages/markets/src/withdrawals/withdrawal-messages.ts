import { byLanguage } from '@sorte/words/languages';
import { marketsWords } from '@sorte/words/markets';
import type { MarketLanguage } from '../market';
import type { WithdrawalRefusalCode } from './withdrawal-refusal';
import type { PayoutFailureReason, WithdrawalStage } from './withdrawal-stages';

interface StageCopy {
  readonly label: string;
  /** One sentence a player reads under the label. */
  readonly explanation: string;
}

type Catalogue<Key extends string, Value> = {
  readonly [Language in MarketLanguage]: { readonly [K in Key]: Value };
};

/** Each stage's label and explanation (seed §8), in `@sorte/words/markets`. */
export const withdrawalStageMessages: Catalogue<WithdrawalStage, StageCopy> = byLanguage(
  (language) => marketsWords[language].withdrawalStages,
);

/** A refusal's words, with `{placeholders}` filled by `withdrawalRefusalMessage`. */
export const withdrawalRefusalMessages: Catalogue<WithdrawalRefusalCode, string> = byLanguage(
  (language) => marketsWords[language].withdrawalRefusals,
);

/** Why a payout failed, told to the player beside the refund. */
export const payoutFailureMessages: Catalogue<PayoutFailureReason, string> = byLanguage(
  (language) => marketsWords[language].payoutFailures,
);

/** A channel's typical time, worded as typical: {minutes} after the payment is sent. */
export const typicalTimeMessages: { readonly [Language in MarketLanguage]: string } = byLanguage(
  (language) => marketsWords[language].typicalTime,
);
