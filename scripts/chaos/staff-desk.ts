// The operator's side of the bank test: one admin, signed in with TOTP, who reviews withdrawals
// waiting for a person (approving most, rejecting some) and posts small balance corrections to
// players, each proposal with its own idempotency key.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { envelope, pause, playerCall, staffCall } from './calls';
import type { PlayerRecord } from './ledger-of-acknowledgements';

export async function signInStaff(apiUrl: string, username: string, password: string) {
  const login = await playerCall(apiUrl, '/ops/login', { username, password });
  const token = (envelope(login).data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`staff login: ${JSON.stringify(login.body)}`);
  const enrol = await staffCall(apiUrl, '/ops/totp/enrol', {}, token);
  const secret = (envelope(enrol).data as { secret: string }).secret;
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await staffCall(apiUrl, '/ops/totp/confirm', { code }, token);
  if (!envelope(confirmed).success) throw new Error(`TOTP: ${JSON.stringify(confirmed.body)}`);
  return token;
}

export interface QueueRow {
  orderId: string;
  status: string;
  pspPayoutId: string | null;
  currency: string;
  arrivesMinor: number;
  failureReason: string | null;
}

export async function listWithdrawals(apiUrl: string, token: string, status: string) {
  const rows: QueueRow[] = [];
  let cursor: number | undefined;
  do {
    const answer = await staffCall(
      apiUrl,
      '/ops/withdrawals',
      { status, pageSize: 100, ...(cursor === undefined ? {} : { cursor }) },
      token,
    );
    const page = envelope(answer).data as { list: QueueRow[]; nextCursor: number | null };
    rows.push(...page.list);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return rows;
}

/** Approves about four in five withdrawals waiting for review and rejects the rest. */
export async function reviewQueue(apiUrl: string, token: string): Promise<number> {
  const waiting = await listWithdrawals(apiUrl, token, 'reviewing');
  for (const row of waiting) {
    if (Math.random() < 0.8) {
      await staffCall(apiUrl, '/ops/withdrawals/approve', { orderId: row.orderId }, token);
    } else {
      const reason = 'Documents do not match the account holder.';
      await staffCall(apiUrl, '/ops/withdrawals/reject', { orderId: row.orderId, reason }, token);
    }
  }
  return waiting.length;
}

/** A small credit or debit on a random player's cash, recorded if posted. */
export async function adjustSomeone(apiUrl: string, token: string, players: PlayerRecord[]) {
  const player = players[Math.floor(Math.random() * players.length)];
  if (!player) return;
  if (!player.externalId) {
    const found = await staffCall(
      apiUrl,
      '/ops/players/search',
      { query: String(player.userId) },
      token,
    );
    const list = (envelope(found).data as { list: { playerId: string }[] }).list;
    player.externalId = list[0]?.playerId;
    if (!player.externalId) return;
  }
  const amountMinor = Math.random() < 0.7 ? 100 * (1 + Math.floor(Math.random() * 30)) : -500;
  const proposal = {
    playerId: player.externalId,
    amountMinor,
    account: 'cash',
    reason: 'Correction after a chaos drill, checked by the books.',
    idempotencyKey: `chaos-adj-${randomBytes(12).toString('hex')}`,
  };
  const answer = envelope(await staffCall(apiUrl, '/ops/adjustments/propose', proposal, token));
  if (!answer.success) return;
  const adjustment = (answer.data as { adjustment: { adjustmentId: string; status: string } })
    .adjustment;
  if (adjustment.status === 'posted') {
    player.adjustments.push({ adjustmentId: adjustment.adjustmentId, amountMinor });
  }
}

/** The desk's work until the run winds down: the review queue and, beside it, corrections. */
export async function staffDesk(
  apiUrl: string,
  token: string,
  players: PlayerRecord[],
  running: () => boolean,
): Promise<void> {
  const review = async () => {
    while (running()) {
      await reviewQueue(apiUrl, token);
      await pause(500);
    }
  };
  const correct = async () => {
    while (running()) {
      await adjustSomeone(apiUrl, token, players);
      await pause(200);
    }
  };
  await Promise.all([review(), correct()]);
}
