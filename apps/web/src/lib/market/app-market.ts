import type { CallData, siteInfo } from '@sorte/contracts';
import { exampleOperatorIdentity, getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { CurrencyCode } from '@sorte/money';
import { isCurrencyCode } from '@sorte/money';
import { toLanguage } from '@sorte/words/languages';
import type { Language } from '@sorte/words/languages';

export type SiteInfo = CallData<typeof siteInfo>;
export type SiteProfile = SiteInfo['profile'];
export type SiteOperator = SiteInfo['operator'];
export type SiteTracking = SiteInfo['tracking'];

/**
 * What the app needs to know about the market it serves, all of it from the api (`/user/siteInfo`
 * at start-up, the account's own once signed in): who it talks to, in what money, the duties of
 * the compliance profile it runs under and who operates it. The browser decides none of it.
 */
export interface AppMarket {
  code: MarketCode;
  language: Language;
  currency: CurrencyCode;
  profile: SiteProfile;
  operator: SiteOperator;
  /** The advertising providers the app may load once the player consents; often none. */
  tracking: SiteTracking;
}

export function appMarketFromSite(site: SiteInfo): AppMarket {
  const fallback = getMarket(site.market).currency;
  return {
    code: site.market,
    language: toLanguage(site.language),
    currency: isCurrencyCode(site.currency) ? site.currency : fallback,
    profile: site.profile,
    operator: site.operator,
    tracking: site.tracking,
  };
}

/**
 * A market as the api serves it by default: the market's own profile, the example operator, no
 * advertising provider. Only for what renders without the api (tests, the 403 page); the app
 * itself takes appMarketFromSite.
 */
export function appMarketOf(code: MarketCode, profile: Partial<SiteProfile> = {}): AppMarket {
  const market = getMarket(code);
  const own = market.complianceProfile;
  return {
    code,
    language: toLanguage(market.language),
    currency: market.currency,
    profile: {
      id: own.id,
      minimumAge: own.minimumAge,
      advanceBonusesAllowed: own.advanceBonusesAllowed,
      limitsRequiredAtRegistration: own.limitsRequiredAtRegistration,
      idleLogoutMinutes: own.idleLogoutMinutes,
      ownCpfPayoutsOnly: own.ownCpfPayoutsOnly,
      payoutDeadlineMinutes: own.payoutDeadlineMinutes,
      riskWarningAtSignIn: own.riskWarningAtSignIn,
      nationalSelfExclusionUrl: own.nationalSelfExclusionUrl,
      netDepositsOnProfile: own.netDepositsOnProfile,
      ...profile,
    },
    operator: {
      company: exampleOperatorIdentity.company,
      registration: exampleOperatorIdentity.registration,
      licence: exampleOperatorIdentity.licence,
      supportEmail: exampleOperatorIdentity.supportEmail,
      ombudsmanContact: exampleOperatorIdentity.ombudsmanContact,
    },
    tracking: { providers: [] },
  };
}
