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
