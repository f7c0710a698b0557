import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decideInviteReward, rewardSettingsFor } from '@sorte/markets';
import type { ComplianceProfile, MarketCode, PlayerTraces } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { inviteCodes, invitations, payoutAccounts, playerDevices, players } from '../../db/schema';

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 8;

function newInviteCode(): string {
  return Array.from(
    { length: codeLength },
    () => codeAlphabet[randomInt(codeAlphabet.length)],
  ).join('');
}

/** The player's invitation code, made on first use and kept for good. */
export async function inviteCodeOf(db: Database, playerId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: inviteCodes.code })
      .from(inviteCodes)
      .where(eq(inviteCodes.playerId, playerId));
    if (existing) return existing.code;
    // A code taken by another player (one in a billion) is drawn again.
    await db.insert(inviteCodes).values({ playerId, code: newInviteCode() }).onConflictDoNothing();
  }
  throw new Error(`no invitation code could be made for player ${playerId}`);
}

/** Remembers a device a player signed in from (the self-invitation check reads them). */
export async function recordPlayerDevice(
  tx: Transaction,
  playerId: number,
  deviceId: string,
): Promise<void> {
  await tx.insert(playerDevices).values({ playerId, deviceId }).onConflictDoNothing();
}

/**
 * At a new player's first login with a `code=`: attaches them to the inviter whose code it is. An
 * unknown code, or the player's own, attaches nothing; the new account is made all the same.
 */
export async function attachInvitation(
  tx: Transaction,
  inviteeId: number,
  code: string | undefined,
): Promise<void> {
  if (!code) return;
  const [inviter] = await tx
    .select({ playerId: inviteCodes.playerId })
    .from(inviteCodes)
    .where(eq(inviteCodes.code, code.toUpperCase()));
  if (!inviter || inviter.playerId === inviteeId) return;
  await tx
    .insert(invitations)
    .values({ inviteeId, inviterId: inviter.playerId, status: 'pending' })
    .onConflictDoNothing();
}

async function tracesOf(tx: Transaction, playerId: number): Promise<PlayerTraces> {
  const devices = await tx
    .select({ deviceId: playerDevices.deviceId })
    .from(playerDevices)
    .where(eq(playerDevices.playerId, playerId));
  const [player] = await tx
    .select({ deviceId: players.deviceId, cpf: players.cpf })
    .from(players)
    .where(eq(players.id, playerId));
  const accounts = await tx
    .select({ account: payoutAccounts.account })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.playerId, playerId));
  return {
    deviceIds: [...devices.map((row) => row.deviceId), ...(player ? [player.deviceId] : [])],
    payoutAccounts: accounts.map((row) => row.account),
    cpf: player?.cpf ?? null,
  };
}

/**
 * After a deposit of an invited player is credited (inside the webhook's transaction, after the
 * invitee's locks): the first one of at least the qualifying amount qualifies the invitation, so
 * the inviter may claim its reward, unless the two accounts share a device, a payout account or a
 * CPF. Decided once: a later deposit changes nothing.
 */
export async function qualifyInvitation(
  tx: Transaction,
  invitee: { playerId: number; market: MarketCode; complianceProfile: ComplianceProfile },
  depositMinor: number,
  now: Date,
): Promise<void> {
  const [pending] = await tx
    .select({ inviterId: invitations.inviterId })
    .from(invitations)
    .where(and(eq(invitations.inviteeId, invitee.playerId), eq(invitations.status, 'pending')));
  if (!pending) return;
  const settings = rewardSettingsFor(invitee.market, invitee.complianceProfile);
  if (depositMinor < settings.inviteQualifyingDepositMinor) return;
  const decision = decideInviteReward({
    inviter: await tracesOf(tx, pending.inviterId),
    invitee: await tracesOf(tx, invitee.playerId),
    inviteeFirstDepositMinor: depositMinor,
    qualifyingDepositMinor: settings.inviteQualifyingDepositMinor,
  });
  await tx
    .update(invitations)
    .set({
      status: decision.ok ? 'qualified' : 'refused',
      qualifyingDepositMinor: depositMinor,
      decidedAt: now,
    })
    .where(eq(invitations.inviteeId, invitee.playerId));
}
