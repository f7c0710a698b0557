/**
 * What a jurisdiction requires (PRODUCT.md §3.10). Every market has one profile; the api may switch
 * a market to another profile by configuration (Brazil to 'br-regulated'). The default follows
 * the seed. Things every profile does (RTP and paytable before launch, elapsed time and net
 * position over the game, previous login time, operator identity in the footer) are not listed.
 */
export const complianceProfileIds = ['default', 'br-regulated', 'ph-pagcor'] as const;

export type ComplianceProfileId = (typeof complianceProfileIds)[number];

export interface ComplianceProfile {
  readonly id: ComplianceProfileId;
  readonly minimumAge: number;
  /** First-deposit bonus, lucky bag cash and cash sign-in rewards. */
  readonly advanceBonusesAllowed: boolean;
  /** Loss and time limits must be set during registration, before the first deposit. */
  readonly limitsRequiredAtRegistration: boolean;
  /** null: no idle logout. */
  readonly idleLogoutMinutes: number | null;
  /** Payouts only to accounts registered to the player's own CPF. */
  readonly ownCpfPayoutsOnly: boolean;
  /** null: no deadline promised to the player. */
  readonly payoutDeadlineMinutes: number | null;
  readonly selfExclusionPeriodsDays: readonly number[];
  /** A warning that betting risks money, shown where an account is set up and where one signs in. */
  readonly riskWarningAtSignIn: boolean;
  /** The national self-exclusion service the profile links to; null: none. */
  readonly nationalSelfExclusionUrl: string | null;
  /** The profile shows net deposits (deposited − withdrawn) beside the previous login. */
  readonly netDepositsOnProfile: boolean;
}

export const complianceProfiles: {
  readonly [Id in ComplianceProfileId]: ComplianceProfile & { readonly id: Id };
} = {
  default: {
    id: 'default',
    minimumAge: 18,
    advanceBonusesAllowed: true,
    limitsRequiredAtRegistration: false,
    idleLogoutMinutes: null,
    ownCpfPayoutsOnly: false,
    payoutDeadlineMinutes: null,
    // chosen: the seed has no self-exclusion; a month to a year covers the common choices.
    selfExclusionPeriodsDays: [30, 90, 180, 365],
    riskWarningAtSignIn: false,
    nationalSelfExclusionUrl: null,
    netDepositsOnProfile: false,
  },
  'br-regulated': {
    id: 'br-regulated',
    minimumAge: 18,
    advanceBonusesAllowed: false,
    limitsRequiredAtRegistration: true,
    idleLogoutMinutes: 30,
    ownCpfPayoutsOnly: true,
    payoutDeadlineMinutes: 120,
    // chosen: check against the SPA/MF ordinance in force before going live.
    selfExclusionPeriodsDays: [30, 90, 180, 365],
    riskWarningAtSignIn: true,
    // The SPA/MF's Plataforma Centralizada de Autoexclusão (live since 10 December 2025): one
    // request blocks the player's CPF at every authorised operator.
    nationalSelfExclusionUrl: 'https://www.gov.br/autoexclusaoapostas',
    netDepositsOnProfile: true,
  },
  'ph-pagcor': {
    id: 'ph-pagcor',
    minimumAge: 21,
    advanceBonusesAllowed: true,
    limitsRequiredAtRegistration: false,
    idleLogoutMinutes: null,
    ownCpfPayoutsOnly: false,
    payoutDeadlineMinutes: null,
    // PAGCOR offers 6 months, 1 year or 5 years (pagcor.ph, Player Exclusion). Days are rounded up
    // to the longest such calendar span so a period is never shorter than the regulation's.
    selfExclusionPeriodsDays: [184, 366, 1827],
    riskWarningAtSignIn: false,
    nationalSelfExclusionUrl: null,
    netDepositsOnProfile: false,
  },
};

export function isComplianceProfileId(value: unknown): value is ComplianceProfileId {
  return typeof value === 'string' && (complianceProfileIds as readonly string[]).includes(value);
}

export function getComplianceProfile(id: ComplianceProfileId): ComplianceProfile {
  if (!isComplianceProfileId(id)) throw new RangeError(`unknown compliance profile ${String(id)}`);
  return complianceProfiles[id];
}
