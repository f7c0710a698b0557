// What the operator and the payment provider do during a withdrawal journey, from outside the
// player's browser: staff review through the ops API with the account the e2e run opened
// (`npm run staff:create`), and the tester plays the bank in the sandbox provider.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { baseUrl } from './browser';
import { freshCode } from './console';

export const pspUrl = process.env.E2E_PSP_URL ?? 'http://127.0.0.1:18082';

interface OpsWithdrawal {
  orderId: string;
  status: string;
  pspPayoutId: string | null;
  /** Past the payout deadline the profile promised (br-regulated), or paid after it. */
  overdue: boolean;
}

async function post<Data>(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success?: boolean; msg?: string; data: Data };
  if (!response.ok || answer.success === false) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer.data;
}

let staffToken: string | null = null;

/** Whether a staff token still opens the ops API (an admin may have ended its sessions). */
async function stillSignedIn(token: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/ops/me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  return response.ok;
}

/**
 * Signs the reviewer in as a staff member does: the first sign-in of the run enrols TOTP (the
 * secret kept in the run's folder, as in an authenticator app), a later one gives the password
 * and a code. The session is kept in that folder too, for the journeys after, until an admin ends
 * it: a code is good once, so a new sign-in takes a step none used (freshCode).
 */
async function signedInStaff(): Promise<Record<string, string>> {
  const secretFile = process.env.E2E_STAFF_TOTP_FILE;
  if (!secretFile) throw new Error('the e2e run opened no staff account');
  const tokenFile = `${secretFile}.token`;
  if (staffToken === null && existsSync(tokenFile)) {
    const kept = readFileSync(tokenFile, 'utf8');
    if (await stillSignedIn(kept)) staffToken = kept;
  }
  if (staffToken === null) {
    const username = process.env.E2E_STAFF_USERNAME;
    const password = process.env.E2E_STAFF_PASSWORD;
    if (!username || !password) throw new Error('the e2e run opened no staff account');
    const lastStepFile = `${secretFile}.last-step`;
    const kept = existsSync(secretFile) ? readFileSync(secretFile, 'utf8') : null;
    const signIn = await post<{ token: string; secondFactorPassed: boolean }>(
      `${baseUrl}/ops/login`,
      { username, password, ...(kept ? { totp: await freshCode(kept, lastStepFile) } : {}) },
    );
    const bearer = { authorization: `Bearer ${signIn.token}` };
    if (!signIn.secondFactorPassed) {
      const { secret } = await post<{ secret: string }>(`${baseUrl}/ops/totp/enrol`, {}, bearer);
      await post(
        `${baseUrl}/ops/totp/confirm`,
        { code: await freshCode(secret, lastStepFile) },
        bearer,
      );
      writeFileSync(secretFile, secret);
    }
    staffToken = signIn.token;
    writeFileSync(tokenFile, signIn.token);
  }
  return { authorization: `Bearer ${staffToken}` };
}

/** A reviewer approves the withdrawal waiting for review. */
export async function approveWithdrawal(orderId: string): Promise<void> {
  await post(`${baseUrl}/ops/withdrawals/approve`, { orderId }, await signedInStaff());
}

/** The withdrawal as staff see it in the list of one status. */
export async function staffView(orderId: string, status: string): Promise<OpsWithdrawal | null> {
  const page = await post<{ list: OpsWithdrawal[] }>(
    `${baseUrl}/ops/withdrawals`,
    { status, pageSize: 100 },
    await signedInStaff(),
  );
  return page.list.find((order) => order.orderId === orderId) ?? null;
}

/** The provider's id of a withdrawal's payout once it was sent (staff see it). */
export async function sentPayoutId(orderId: string): Promise<string | null> {
  return (await staffView(orderId, 'sent'))?.pspPayoutId ?? null;
}

/** The bank answers a payout in the sandbox: paid, or failed for a reason. */
export async function settlePayout(
  payoutId: string,
  outcome: { paid: true } | { paid: false; reason: 'invalid_destination' | 'rejected_by_bank' },
): Promise<void> {
  const url = `${pspUrl}/sandbox/payouts/${encodeURIComponent(payoutId)}`;
  const response = outcome.paid
    ? await fetch(`${url}/pay`, { method: 'POST' })
    : await fetch(`${url}/fail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: outcome.reason }),
      });
  if (!response.ok) throw new Error(`sandbox payout ${payoutId}: ${response.status}`);
}

/**
 * A real first deposit (R$ 10 arrives as R$ 30 in Brazil) paid in the sandbox: the player must
 * then play through the wagering it adds before withdrawing. `paidMinor` pays another amount than
 * ordered, as a player may at their bank: the deposit then waits for staff review. Answers the
 * order's id.
 */
export async function depositThroughSandbox(
  token: string,
  amountMinor: number,
  paidMinor?: number,
): Promise<string> {
  const headers = { 'access-token': token };
  await post(
    `${baseUrl}/user/confirmAge`,
    { username: `w${Date.now() % 1e9}`, birthDate: '1990-05-17', termsAccepted: true },
    headers,
  );
  const { payUrl, order } = await post<{ payUrl: string; order: { orderId: string } }>(
    `${baseUrl}/charge/create/order`,
    { amount: amountMinor },
    headers,
  );
  const chargeId = new URL(payUrl).pathname.split('/').pop() ?? '';
  const paid = await fetch(`${pspUrl}/sandbox/charges/${encodeURIComponent(chargeId)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(paidMinor === undefined ? {} : { amount: paidMinor }),
  });
  if (!paid.ok) throw new Error(`sandbox charge ${chargeId}: ${paid.status}`);
  return order.orderId;
}

interface OpsTicket {
  ticketId: string;
  playerId: string;
  status: string;
  language: string;
  preview: string;
}

/** The support tickets waiting for an answer, as staff see them. */
export async function openSupportTickets(): Promise<OpsTicket[]> {
  const page = await post<{ list: OpsTicket[] }>(
    `${baseUrl}/ops/tickets`,
    { status: 'open', pageSize: 100 },
    await signedInStaff(),
  );
  return page.list;
}

/** Staff answer a support ticket through the ops API; the reply is what the player reads. */
export async function replyToSupportTicket(ticketId: string, message: string): Promise<void> {
  await post(`${baseUrl}/ops/tickets/reply`, { ticketId, message }, await signedInStaff());
}

/** Staff record what they did for a player the markers of harm pointed at. */
export async function recordCareInteraction(
  playerId: number,
  kind: 'message' | 'cooling_off' | 'restriction',
): Promise<void> {
  const note = 'Checked in after several nights of play.';
  await post(`${baseUrl}/ops/harm/interact`, { playerId, kind, note }, await signedInStaff());
}
