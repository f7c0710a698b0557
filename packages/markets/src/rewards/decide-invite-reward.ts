/** What ties a player to a person: the devices they signed in from, their payout accounts, CPF. */
export interface PlayerTraces {
  readonly deviceIds: readonly string[];
  readonly payoutAccounts: readonly string[];
  readonly cpf: string | null;
}

export type InviteRefusal = 'self_invitation' | 'not_qualified';

/**
 * Whether an invitee earns the inviter the invitation reward: their first paid deposit reaches
 * the qualifying amount, and nothing shows they are the inviter under another account (a device,
 * a payout account or a CPF in common). Pure.
 */
export function decideInviteReward(input: {
  inviter: PlayerTraces;
  invitee: PlayerTraces;
  inviteeFirstDepositMinor: number | null;
  qualifyingDepositMinor: number;
}): { ok: true } | { ok: false; refusal: InviteRefusal } {
  const shares = (left: readonly string[], right: readonly string[]) =>
    left.some((value) => right.includes(value));
  const { inviter, invitee } = input;
  if (
    shares(inviter.deviceIds, invitee.deviceIds) ||
    shares(inviter.payoutAccounts, invitee.payoutAccounts) ||
    (inviter.cpf !== null && inviter.cpf === invitee.cpf)
  ) {
    return { ok: false, refusal: 'self_invitation' };
  }
  if (
    input.inviteeFirstDepositMinor === null ||
    input.inviteeFirstDepositMinor < input.qualifyingDepositMinor
  ) {
    return { ok: false, refusal: 'not_qualified' };
  }
  return { ok: true };
}
