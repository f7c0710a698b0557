import { formatRatePercent } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import type { MarketSettings, MarketSettingsField } from '@sorte/markets';
import { formatAmount } from '../../../lib/format';
import type { Translate } from '../../../lib/words';

type Value<Field extends MarketSettingsField> = MarketSettings[Field];

/** A setting's value as staff read it in the preview: amounts in the currency, rewards by name. */
export function describeSetting(
  field: MarketSettingsField,
  value: unknown,
  currency: CurrencyCode,
  t: Translate,
): string {
  const money = (amountMinor: number) => formatAmount(amountMinor, currency);
  switch (field) {
    case 'depositOptions':
      return (value as Value<'depositOptions'>)
        .map(
          (option) =>
            `${money(option.orderAmountMinor)} (+${formatRatePercent(option.givingRateBps)})`,
        )
        .join(' · ');
    case 'rewardsOffered': {
      const offered = Object.entries(value as Value<'rewardsOffered'>)
        .filter(([, on]) => on)
        .map(([kind]) => t(`settings.reward.${kind as keyof Value<'rewardsOffered'>}`));
      return offered.length > 0 ? offered.join(', ') : t('settings.none');
    }
    case 'complianceProfileId':
      return t(`settings.profile.${value as Value<'complianceProfileId'>}`);
    case 'firstWithdrawalAmountsMinor':
    case 'laterWithdrawalAmountsMinor':
    case 'dailySignInRewardsMinor':
    case 'vipThresholdsMinor':
      return (value as readonly number[]).map(money).join(' · ');
    default:
      return money(value as number);
  }
}
