import type { Page } from 'playwright-core';

export const controlUrl = process.env.E2E_CONTROL_URL ?? 'http://127.0.0.1:18089';

interface StoredUser {
  userId: number;
  token: string;
}

/** The signed-in player as the app stored them (after the silent guest login). */
export async function storedUser(page: Page): Promise<StoredUser> {
  // The silent login finishes after the shell paints, so wait for it rather than read too early.
  const handle = await page.waitForFunction(() => localStorage.getItem('sorte.userInfo'), null, {
    timeout: 15_000,
  });
  const text = await handle.jsonValue();
  if (!text) throw new Error('no signed-in player in storage');
  return JSON.parse(text) as StoredUser;
}

/** Funds a player through the harness's ledger control port (no such call in the product). */
export async function fundPlayer(
  userId: number,
  currency: string,
  amountMinor: number,
): Promise<void> {
  const response = await fetch(`${controlUrl}/fund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, currency, amountMinor }),
  });
  if (!response.ok) throw new Error(`funding failed: ${response.status}`);
}

/**
 * Lets their market's least time between two withdrawal requests pass for the player (the harness
 * moves their requests back by it), so a journey asks again without sleeping a minute.
 */
export async function letWithdrawalIntervalPass(userId: number): Promise<void> {
  const response = await fetch(`${controlUrl}/withdrawal-interval-passed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  if (!response.ok) throw new Error(`moving withdrawals back failed: ${response.status}`);
}

/** The balance the casino holds for the player, asked of the api directly. */
export async function ledgerBalance(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/v1/bus/accountInfo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: '{}',
  });
  const body = (await response.json()) as { data: { result: { accountGold: number } } };
  return body.data.result.accountGold;
}

interface RecordedRound {
  roundId: string;
  status: string;
  betMinor: number;
  winMinor: number;
  balanceBeforeMinor: number;
  balanceAfterMinor: number;
}

/** The player's recorded rounds of one game, newest first, as the casino holds them. */
export async function recordedRounds(
  baseUrl: string,
  token: string,
  gameId: number,
): Promise<RecordedRound[]> {
  const response = await fetch(`${baseUrl}/game/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: JSON.stringify({ gameId }),
  });
  const body = (await response.json()) as { data: { rounds: RecordedRound[] } };
  return body.data.rounds;
}

let setups = 0;

/**
 * Completes the 18+ setup the way a player does, once it has opened (before the first game or
 * deposit): a username of their own, an adult's date of birth, the terms ticked.
 */
export async function completeAgeSetup(page: Page): Promise<string> {
  const gate = page.getByTestId('age-gate');
  await gate.waitFor();
  setups += 1;
  const username = `p${Date.now() % 1e9}x${setups}`;
  await gate.getByLabel(/usuário|Username|usuario/).fill(username);
  await gate.locator('input[type="date"]').fill('1990-05-17');
  await gate.locator('input[type="checkbox"]').check();
  await page.getByTestId('age-gate-confirm').click();
  await gate.waitFor({ state: 'detached' });
  return username;
}

/** The toast on screen once it says what is expected (toasts replace each other). */
export async function toastText(page: Page): Promise<string> {
  const toast = page.getByTestId('toast');
  return (await toast.count()) > 0 ? (await toast.first().innerText()).trim() : '';
}
