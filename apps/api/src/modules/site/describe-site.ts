import type { CallData, siteInfo } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Config } from '../../config';

export type SiteInfoData = CallData<typeof siteInfo>;

/**
 * What the player app is served as: the market (and with it the language and currency), the
 * duties of the compliance profile it runs under, the operator's identity and the advertising
 * providers it may load once the player consents, all from the api's configuration, so the
 * browser decides none of them. Pure.
 */
export function describeSite(input: {
  market: MarketCode;
  marketSource: SiteInfoData['marketSource'];
  sessionEnded: SiteInfoData['sessionEnded'];
  profile: ComplianceProfile;
  operator: Config['operator'];
  clientOverridesAllowed: boolean;
  tracking: ReturnType<Config['trackingOf']>;
}): SiteInfoData {
  const market = getMarket(input.market);
  const { profile } = input;
  return {
    market: market.code,
    language: market.language,
    currency: market.currency,
    marketSource: input.marketSource,
    sessionEnded: input.sessionEnded,
    clientOverridesAllowed: input.clientOverridesAllowed,
    profile: {
      id: profile.id,
      minimumAge: profile.minimumAge,
      advanceBonusesAllowed: profile.advanceBonusesAllowed,
      limitsRequiredAtRegistration: profile.limitsRequiredAtRegistration,
      idleLogoutMinutes: profile.idleLogoutMinutes,
      ownCpfPayoutsOnly: profile.ownCpfPayoutsOnly,
      payoutDeadlineMinutes: profile.payoutDeadlineMinutes,
      riskWarningAtSignIn: profile.riskWarningAtSignIn,
      nationalSelfExclusionUrl: profile.nationalSelfExclusionUrl,
      netDepositsOnProfile: profile.netDepositsOnProfile,
    },
    operator: { ...input.operator },
    tracking: { providers: input.tracking.map((provider) => ({ ...provider })) },
  };
}
