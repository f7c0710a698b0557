import { z } from 'zod';
import {
  complianceProfileIds,
  marketCodes,
  marketSettingsFields,
  settingsProblemCodes,
} from '@sorte/markets';
import { definePlayerCall } from './player-call';

const minor = z.number().int().safe().nonnegative();
const amounts = z.array(minor).max(30).readonly();
const marketBody = z.object({ market: z.enum(marketCodes) }).strict();

/** Every field staff may change of a market (`MarketSettings` in `@sorte/markets`). */
export const marketSettingsShape = z
  .object({
    depositOptions: z
      .array(
        z
          .object({ orderAmountMinor: minor, givingRateBps: z.number().int().min(0).max(10_000) })
          .strict(),
      )
      .max(20)
      .readonly(),
    firstWithdrawalAmountsMinor: amounts,
    laterWithdrawalAmountsMinor: amounts,
    withdrawalMinorMin: minor,
    withdrawalMinorMax: minor,
    withdrawalAutoApproveMinorMax: minor,
    withdrawalSecondApprovalAboveMinor: minor,
    rewardsOffered: z
      .object({
        novice: z.boolean(),
        lucky_bag: z.boolean(),
        sign_in: z.boolean(),
        invite: z.boolean(),
      })
      .strict(),
    newTaskRewardMinor: minor,
    dailySignInRewardsMinor: amounts,
    vipThresholdsMinor: amounts,
    complianceProfileId: z.enum(complianceProfileIds),
  })
  .strict();

const settingsVersionView = z.object({
  /** 0: the market table's own values, before any version staff saved. */
  version: z.number().int().nonnegative(),
  settings: marketSettingsShape,
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  note: z.string().nullable(),
});

export const opsReadMarketSettings = definePlayerCall({
  path: '/ops/settings/read',
  summary:
    "A market's settings in force (deposit options and bonus rates, withdrawal lists and limits, rewards offered and their amounts, VIP thresholds, compliance profile) with their version; version 0 is the market table's own values.",
  public: false,
  body: marketBody,
  data: z.object({
    market: z.enum(marketCodes),
    currency: z.string(),
    current: settingsVersionView,
  }),
});

const settingsChange = z.object({
  field: z.enum(marketSettingsFields),
  before: z.unknown(),
  after: z.unknown(),
});
const settingsProblem = z.object({
  field: z.enum(marketSettingsFields),
  code: z.enum(settingsProblemCodes),
});

export const opsPreviewMarketSettings = definePlayerCall({
  path: '/ops/settings/preview',
  summary:
    'What saving these settings would change, field by field against the version in force, and what is wrong with them (nothing is saved).',
  public: false,
  body: z.object({ market: z.enum(marketCodes), settings: marketSettingsShape }).strict(),
  data: z.object({
    baseVersion: z.number().int().nonnegative(),
    changes: z.array(settingsChange),
    problems: z.array(settingsProblem),
  }),
});

export const opsSaveMarketSettings = definePlayerCall({
  path: '/ops/settings/save',
  summary:
    "Saves a new version of a market's settings over `baseVersion` (settings_version_stale when another was saved since; settings_invalid when a check fails; settings_unchanged when nothing changes) with a note of why. Every api process puts it in force at once. Audited.",
  public: false,
  body: z
    .object({
      market: z.enum(marketCodes),
      baseVersion: z.number().int().nonnegative(),
      settings: marketSettingsShape,
      note: z.string().trim().min(3).max(500),
    })
    .strict(),
  data: z.object({ version: z.number().int().positive(), changes: z.array(settingsChange) }),
});

export const opsMarketSettingsVersions = definePlayerCall({
  path: '/ops/settings/versions',
  summary: "Every saved version of a market's settings, newest first, with who saved it and why.",
  public: false,
  body: marketBody,
  data: z.object({ list: z.array(settingsVersionView).max(100) }),
});

export const opsSettingsCalls = [
  opsReadMarketSettings,
  opsPreviewMarketSettings,
  opsSaveMarketSettings,
  opsMarketSettingsVersions,
] as const;
