export { marketCodes, isMarketCode } from './market-codes';
export type { MarketCode } from './market-codes';
export { markets, getMarket } from './market-table';
export type {
  Market,
  MarketField,
  MarketLanguage,
  WithdrawalAmountLists,
  WithdrawalAmountVariantKey,
  VipTier,
  DepositOption,
  DepositOverride,
  AmountRangeMinor,
} from './market';
export { userTypes, isUserType, userTypeLetterOf } from './user-types';
export type { UserType, UserTypeLetter } from './user-types';
export {
  complianceProfileIds,
  complianceProfiles,
  isComplianceProfileId,
  getComplianceProfile,
} from './compliance-profiles';
export type { ComplianceProfile, ComplianceProfileId } from './compliance-profiles';
export { depositOptionsFor } from './deposit-options-for';
export { checkDepositAmount } from './check-deposit-amount';
export type { DepositAmountCheck, DepositAmountRules } from './check-deposit-amount';
export { depositBonusFor, givingRateFor } from './deposit-bonus';
export type { DepositBonus, FirstDepositOffer } from './deposit-bonus';
export type { DepositChoice } from './deposit-options-for';
export { withdrawalAmountsFor } from './withdrawal-amounts-for';
export { vipTierFor } from './vip-tier-for';
export { customDepositRangeOf } from './custom-deposit-range';
export { defaultBlockedLanguages, isLanguageBlocked } from './blocked-languages';
export { exampleOperatorIdentity } from './operator-identity';
export type { OperatorIdentity } from './operator-identity';
export { withdrawalTaxBpsInSeedText } from './withdrawal-tax';
export { isValidCpf } from './accounts/is-valid-cpf';
export { isValidClabe } from './accounts/is-valid-clabe';
export { clabeCheckDigit } from './accounts/clabe-check-digit';
export { marketDay } from './market-day';
export { formatOnMarketClock } from './market-time';
export { passesLuhn, luhnCheckDigit } from './accounts/luhn-check-digit';
export { isValidNuban, nubanCheckDigit } from './accounts/nuban-check-digit';
export { ibanChecksumHolds } from './accounts/iban-checksum';
export { parseEmvQr, crc16CcittFalse, emvQrLengthMax } from './accounts/emv-qr';
export { fillTemplate, placeholdersOf } from './fill-template';

// Payout accounts: codes, channels, field rules, the account check and its messages.
export {
  payoutOrderTypes,
  seedPayoutOrderTypeNames,
  payoutBankCodes,
  isPayoutOrderType,
  isPayoutBankCode,
} from './payouts/order-types';
export type { PayoutOrderType, PayoutOrderTypeName, PayoutBankCode } from './payouts/order-types';
export { payoutFieldNames, typicalMinutesByTiming, channelCarries } from './payouts/payout-channel';
export type {
  PayoutChannel,
  PayoutFieldName,
  PayoutFieldKind,
  PayoutFieldSpec,
  PayoutDestinationType,
  PayoutTiming,
  PixKeyType,
} from './payouts/payout-channel';
export { payoutChannels, payoutChannelsOf, findPayoutChannel } from './payouts/payout-channels';
export { mobileNumberRules } from './payouts/mobile-number-rules';
export type { MobileNumberRule } from './payouts/mobile-number-rules';
export { payoutFieldErrorCodes, payoutFieldLengthMax } from './payouts/fields/payout-field-check';
export type { PayoutFieldCheck, PayoutFieldErrorCode } from './payouts/fields/payout-field-check';
export { checkCpfField } from './payouts/fields/check-cpf-field';
export {
  checkMobileNumberField,
  mobileNumberAsStored,
} from './payouts/fields/check-mobile-number-field';
export { checkEmailField, emailLengthMax } from './payouts/fields/check-email-field';
export { checkPixRandomKeyField } from './payouts/fields/check-pix-random-key-field';
export { checkClabeField } from './payouts/fields/check-clabe-field';
export { checkDebitCardField } from './payouts/fields/check-debit-card-field';
export { checkDigitsField } from './payouts/fields/check-digits-field';
export type { DigitCount } from './payouts/fields/check-digits-field';
export { checkEgyptIbanField } from './payouts/fields/check-egypt-iban-field';
export { checkQrisField } from './payouts/fields/check-qris-field';
export {
  checkHolderNameField,
  holderNameLengthMax,
} from './payouts/fields/check-holder-name-field';
export { checkPayoutField } from './payouts/fields/check-payout-field';
export { checkPayoutAccount, payoutAccountErrorCodes } from './payouts/check-payout-account';
export type {
  PayoutAccount,
  PayoutAccountCheck,
  PayoutAccountError,
  PayoutAccountErrorCode,
  PayoutAccountInput,
  PayoutAccountRules,
} from './payouts/check-payout-account';
export {
  payoutAccountMessages,
  payoutAccountErrorMessage,
} from './payouts/payout-account-messages';
export { payoutChannelLabels, payoutChannelLabel } from './payouts/payout-channel-labels';

// Withdrawals: the quote, the rules a player sees, the decision and the catalogue.
export { quoteWithdrawal } from './withdrawals/quote-withdrawal';
export type { WithdrawalCostRules, WithdrawalQuote } from './withdrawals/quote-withdrawal';
export { withdrawalLimitsFor } from './withdrawals/withdrawal-limits-for';
export type { WithdrawalLimits } from './withdrawals/withdrawal-limits-for';
export type { WithdrawalPlayerState } from './withdrawals/withdrawal-player-state';
export { withdrawalRulesFor } from './withdrawals/withdrawal-rules-for';
export type { WithdrawalRules } from './withdrawals/withdrawal-rules-for';
export { decideWithdrawal } from './withdrawals/decide-withdrawal';
export { withdrawalAmountRefusal } from './withdrawals/withdrawal-amount-refusal';
export type { WithdrawalAmountState } from './withdrawals/withdrawal-amount-refusal';
export type { WithdrawalDecision, WithdrawalRequestState } from './withdrawals/decide-withdrawal';
export { withdrawalRefusalCodes } from './withdrawals/withdrawal-refusal';
export type { WithdrawalRefusal, WithdrawalRefusalCode } from './withdrawals/withdrawal-refusal';
export {
  withdrawalStages,
  withdrawalForwardStages,
  withdrawalRefundedStages,
  payoutFailureReasons,
} from './withdrawals/withdrawal-stages';
export type { WithdrawalStage, PayoutFailureReason } from './withdrawals/withdrawal-stages';
export {
  withdrawalStageMessages,
  withdrawalRefusalMessages,
  payoutFailureMessages,
  typicalTimeMessages,
} from './withdrawals/withdrawal-messages';
export {
  withdrawalRefusalMessage,
  typicalTimeMessage,
} from './withdrawals/withdrawal-refusal-message';
export type { MessageContext } from './withdrawals/withdrawal-refusal-message';

// Rewards: each market's settings under its compliance profile, and the pure decisions.
export { rewardKinds, rewardSettingsFor, chosenRewardFields } from './rewards/reward-settings';
export type {
  RewardKind,
  RewardSettings,
  NoviceTask,
  LuckyBagPrize,
} from './rewards/reward-settings';
export { decideSignIn, addDays, signInAmountMinor } from './rewards/decide-sign-in';
export type { SignInDecision, SignInCalendarDay } from './rewards/decide-sign-in';
export { drawLuckyBag } from './rewards/draw-lucky-bag';
export { noviceProgress } from './rewards/novice-progress';
export type { NoviceProgress } from './rewards/novice-progress';
export { decideInviteReward } from './rewards/decide-invite-reward';
export type { PlayerTraces, InviteRefusal } from './rewards/decide-invite-reward';
export { manualAdjustmentAloneMinorMax } from './manual-adjustment-limits';

// Market settings staff edit in the console, and this process's settings in force.
export { putMarketInForce } from './market-table';
export {
  marketSettingsFields,
  settingsOfMarket,
  marketWithSettings,
} from './settings/market-settings';
export type { MarketSettings, MarketSettingsField } from './settings/market-settings';
export { checkMarketSettings, settingsProblemCodes } from './settings/check-market-settings';
export type { SettingsProblem, SettingsProblemCode } from './settings/check-market-settings';
export { differingSettings } from './settings/differing-settings';
export type { SettingsChange } from './settings/differing-settings';
