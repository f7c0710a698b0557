import type { ComplianceProfile } from '@sorte/markets';

/**
 * Whether a new withdrawal is approved without a person. Only an amount up to the market's
 * automatic-approval limit, for a player whose account passed its checks: the 18+ setup done, a
 * deposit paid through a verified payment (the money arrived from an account in their name), and,
 * where the profile pays only to the player's own CPF, that CPF registered. Anything else waits
 * for staff. Pure.
 */
export function decideReview(input: {
  amountMinor: number;
  autoApproveMinorMax: number;
  complianceProfile: ComplianceProfile;
  ageConfirmed: boolean;
  hasPaidDeposit: boolean;
  cpf: string | null;
}): 'automatic' | 'staff' {
  const checksPassed =
    input.ageConfirmed &&
    input.hasPaidDeposit &&
    (!input.complianceProfile.ownCpfPayoutsOnly || input.cpf !== null);
  return checksPassed && input.amountMinor <= input.autoApproveMinorMax ? 'automatic' : 'staff';
}
