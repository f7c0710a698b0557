import { z } from 'zod';
import { complianceProfileIds, marketCodes } from '@sorte/markets';
import { definePlayerCall } from '../player-call';
import { clientFlags } from '../common';
import { trackingProviderKinds } from '../tracking/tracking-providers';

/** What the player app shows of a compliance profile (PRODUCT.md §3.10), as the api runs it. */
export const complianceProfileView = z.object({
  id: z.enum(complianceProfileIds),
  minimumAge: z.number().int().positive(),
  advanceBonusesAllowed: z.boolean(),
  limitsRequiredAtRegistration: z.boolean(),
  idleLogoutMinutes: z.number().int().positive().nullable(),
  ownCpfPayoutsOnly: z.boolean(),
  payoutDeadlineMinutes: z.number().int().positive().nullable(),
  riskWarningAtSignIn: z.boolean(),
  nationalSelfExclusionUrl: z.string().nullable(),
  netDepositsOnProfile: z.boolean(),
});

/** Who runs the casino (PRODUCT.md §3.10), from the api's configuration. */
export const operatorIdentityView = z.object({
  company: z.string(),
  registration: z.string(),
  licence: z.string(),
  supportEmail: z.string(),
  ombudsmanContact: z.string(),
});

/**
 * The advertising providers this market reports to (PRODUCT.md §3.9), from the api's
 * configuration; empty by default. The app loads none of them, and reads no conversion, until the
 * player consents.
 */
export const trackingView = z.object({
  providers: z.array(z.object({ kind: z.enum(trackingProviderKinds), id: z.string() })),
});

export const siteInfoData = z.object({
  market: z.enum(marketCodes),
  language: z.string(),
  currency: z.string(),
  /**
   * Where the market came from: `account` (the live session's own, for good), `host` (the
   * address's, from MARKET_HOSTS), `override` (the development `?market=`, where allowed) or
   * `default` (MARKET).
   */
  marketSource: z.enum(['account', 'host', 'override', 'default']),
  /**
   * The access-token sent is no longer live: `idle` when the profile's idle logout ended it just
   * now, `ended` otherwise (logout, expiry, unknown). null: none was sent, or it is live.
   */
  sessionEnded: z.enum(['idle', 'ended']).nullable(),
  /** Whether the api honours the development `?market=` and `?d=false` (never in production). */
  clientOverridesAllowed: z.boolean(),
  profile: complianceProfileView,
  operator: operatorIdentityView,
  tracking: trackingView,
});

export const siteInfo = definePlayerCall({
  path: '/user/siteInfo',
  summary:
    "What the player app is served as before anything else: the market, language and currency (a live access-token's account's own; else the address's, by MARKET_HOSTS; `market` counts only where the configuration allows the development override), the compliance profile's duties the app must show, the operator's identity, and the advertising providers the app may load once the player consents. Refused with region_blocked from a blocked jurisdiction.",
  public: true,
  body: z
    .object({
      ...clientFlags,
      /** The development `?market=`; ignored unless CLIENT_OVERRIDES allows it. */
      market: z.enum(marketCodes).optional(),
    })
    .strict(),
  data: siteInfoData,
});
