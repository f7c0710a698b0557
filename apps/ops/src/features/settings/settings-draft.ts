import { decimalAmount, parseMoney } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import type { MarketSettings, MarketSettingsField } from '@sorte/markets';

type RewardsOffered = MarketSettings['rewardsOffered'];

/**
 * The settings form as staff type it: every amount as text in the currency's units (R$ 10,50 is
 * "10.50"), every bonus rate as a percentage; turned back into minor units only when previewed.
 */
export interface SettingsDraft {
  depositOptions: { amount: string; bonusPercent: string }[];
  firstWithdrawalAmounts: string[];
  laterWithdrawalAmounts: string[];
  withdrawalMin: string;
  withdrawalMax: string;
  autoApproveMax: string;
  secondApprovalAbove: string;
  rewardsOffered: RewardsOffered;
  noviceReward: string;
  signInRewards: string[];
  vipThresholds: string[];
  complianceProfileId: MarketSettings['complianceProfileId'];
}

const basisPointsPerPercent = 100;

function percentOf(bps: number): string {
  return String(bps / basisPointsPerPercent);
}

/** A percentage with at most two decimals, as basis points; null when it is not one. */
function bpsOf(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * basisPointsPerPercent + Number((match[2] ?? '').padEnd(2, '0'));
}

export function draftOf(settings: MarketSettings, currency: CurrencyCode): SettingsDraft {
  const text = (amountMinor: number) => decimalAmount(amountMinor, currency);
  return {
    depositOptions: settings.depositOptions.map((option) => ({
      amount: text(option.orderAmountMinor),
      bonusPercent: percentOf(option.givingRateBps),
    })),
    firstWithdrawalAmounts: settings.firstWithdrawalAmountsMinor.map(text),
    laterWithdrawalAmounts: settings.laterWithdrawalAmountsMinor.map(text),
    withdrawalMin: text(settings.withdrawalMinorMin),
    withdrawalMax: text(settings.withdrawalMinorMax),
    autoApproveMax: text(settings.withdrawalAutoApproveMinorMax),
    secondApprovalAbove: text(settings.withdrawalSecondApprovalAboveMinor),
    rewardsOffered: settings.rewardsOffered,
    noviceReward: text(settings.newTaskRewardMinor),
    signInRewards: settings.dailySignInRewardsMinor.map(text),
    vipThresholds: settings.vipThresholdsMinor.map(text),
    complianceProfileId: settings.complianceProfileId,
  };
}

export type DraftReading =
  { ok: true; settings: MarketSettings } | { ok: false; unreadable: MarketSettingsField[] };

/**
 * The settings a draft stands for, or the fields holding text that is no amount (or no
 * percentage): those are named before anything is sent.
 */
export function readDraft(draft: SettingsDraft, currency: CurrencyCode): DraftReading {
  const unreadable = new Set<MarketSettingsField>();
  const amount = (field: MarketSettingsField, text: string): number => {
    const parsed = parseMoney(text, currency);
    if (parsed.ok && parsed.amountMinor >= 0) return parsed.amountMinor;
    unreadable.add(field);
    return 0;
  };
  const amounts = (field: MarketSettingsField, texts: readonly string[]) =>
    texts.map((text) => amount(field, text));
  const settings: MarketSettings = {
    depositOptions: draft.depositOptions.map((option) => {
      const bps = bpsOf(option.bonusPercent);
      if (bps === null) unreadable.add('depositOptions');
      return { orderAmountMinor: amount('depositOptions', option.amount), givingRateBps: bps ?? 0 };
    }),
    firstWithdrawalAmountsMinor: amounts(
      'firstWithdrawalAmountsMinor',
      draft.firstWithdrawalAmounts,
    ),
    laterWithdrawalAmountsMinor: amounts(
      'laterWithdrawalAmountsMinor',
      draft.laterWithdrawalAmounts,
    ),
    withdrawalMinorMin: amount('withdrawalMinorMin', draft.withdrawalMin),
    withdrawalMinorMax: amount('withdrawalMinorMax', draft.withdrawalMax),
    withdrawalAutoApproveMinorMax: amount('withdrawalAutoApproveMinorMax', draft.autoApproveMax),
    withdrawalSecondApprovalAboveMinor: amount(
      'withdrawalSecondApprovalAboveMinor',
      draft.secondApprovalAbove,
    ),
    rewardsOffered: draft.rewardsOffered,
    newTaskRewardMinor: amount('newTaskRewardMinor', draft.noviceReward),
    dailySignInRewardsMinor: amounts('dailySignInRewardsMinor', draft.signInRewards),
    vipThresholdsMinor: amounts('vipThresholdsMinor', draft.vipThresholds),
    complianceProfileId: draft.complianceProfileId,
  };
  return unreadable.size > 0 ? { ok: false, unreadable: [...unreadable] } : { ok: true, settings };
}
