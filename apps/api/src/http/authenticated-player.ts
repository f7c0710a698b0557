import type { ComplianceProfile, MarketCode } from '@sorte/markets';

/**
 * The player a call is made by: the live session behind its `access-token`. Every player route
 * hands it to its handler; the auth module finds it.
 */
export interface AuthenticatedPlayer {
  playerId: number;
  sessionId: number;
  market: MarketCode;
  currency: string;
  sessionExpiresAtMs: number;
  /** The session's last call as the database knows it (for idle logout). */
  lastSeenAtMs: number;
  /** What the player's market requires, as this api runs it (COMPLIANCE_PROFILE_<MARKET>). */
  complianceProfile: ComplianceProfile;
}

/** The session as the database knows it; the profile is added from the api's configuration. */
export type PlayerSession = Omit<AuthenticatedPlayer, 'complianceProfile'>;
