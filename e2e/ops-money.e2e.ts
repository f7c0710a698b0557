// Staff resolve money and care in the operator console at 1280×800: a deposit paid with another
// amount than ordered is credited and reaches the player's balance; a withdrawal's risk picture
// flags an account sharing its payout account; a player the markers of harm flagged is written to
// and reads our words on their profile. The players act through the player API, as the app does.
import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone } from './browser';
import { consoleUrl, expectAccessible, signedInConsole, tablet } from './console';
import { depositThroughSandbox } from './operator';
import { fundPlayer, letWithdrawalIntervalPass, storedUser } from './player';

let browser: Browser;
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signedInConsole(browser);
});

afterAll(async () => {
  await staff?.context.close();
  await browser?.close();
});

/** One call of the player API with the player's token; a refusal fails the journey. */
async function playerCall<Data>(token: string, path: string, body: object): Promise<Data> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success?: boolean; data: Data };
  if (!response.ok || answer.success === false) {
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer.data;
}

interface PhilippinesPlayer {
  context: BrowserContext;
  page: Page;
  userId: number;
  token: string;
  username: string;
  accountId: number;
}

/**
 * A player in the Philippines with ₱5,000 on the books, the 18+ setup done and a GCash account:
 * ready to ask for a withdrawal, which waits for staff (no deposit of theirs was verified).
 */
async function philippinesPlayer(gcash: string): Promise<PhilippinesPlayer> {
  const { context, page } = await newPhone(browser, { locale: 'en-PH' });
  await page.goto(`${baseUrl}/?market=PH`);
  const { userId, token } = await storedUser(page);
  await fundPlayer(userId, 'PHP', 500_000);
  const username = `ph${Date.now() % 1e9}`;
  await playerCall(token, '/user/confirmAge', {
    username,
    birthDate: '1990-05-17',
    termsAccepted: true,
  });
  const { account } = await playerCall<{ account: { accountId: number } }>(
    token,
    '/v1/bus/addPayoutAccount',
    { channelId: 'ph_gcash', account: gcash, holderName: 'Juan Dela Cruz' },
  );
  return { context, page, userId, token, username, accountId: account.accountId };
}

/** Asks for a withdrawal at the quote the player was shown; answers its order id. */
async function askToWithdraw(player: PhilippinesPlayer, amountMinor: number): Promise<string> {
  const body = { amountMinor, accountId: player.accountId };
  const { quote } = await playerCall<{ quote: { feeMinor: number; taxMinor: number } | null }>(
    player.token,
    '/v1/bus/withdrawInfo2',
    body,
  );
  if (!quote) throw new Error('no withdrawal quote');
  const { order } = await playerCall<{ order: { orderId: string } }>(
    player.token,
    '/withdraw/create/order',
    { ...body, feeMinor: quote.feeMinor, taxMinor: quote.taxMinor },
  );
  return order.orderId;
}

/**
 * Fires two markers of harm the way a player would: two withdrawals asked for and cancelled (the
 * market's least interval between them let pass) and a deposit limit raised (it waits 24 hours).
 */
async function playAsFlagged(player: PhilippinesPlayer): Promise<void> {
  for (const round of [1, 2]) {
    if (round > 1) await letWithdrawalIntervalPass(player.userId);
    const orderId = await askToWithdraw(player, 100_000);
    await playerCall(player.token, '/v1/bus/cancelWithdrawal', { orderId });
  }
  await playerCall(player.token, '/v1/bus/setDepositLimit', {
    period: 'day',
    amountMinor: 100_000,
  });
  await playerCall(player.token, '/v1/bus/setDepositLimit', {
    period: 'day',
    amountMinor: 500_000,
  });
}

/** A GCash number no other journey uses, so the only account sharing it is this journey's. */
function freshGcash(): string {
  const digits = String(Date.now() % 1e7).padStart(7, '0');
  return `0917 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** Opens a console screen and waits for a row the api may list a moment later. */
async function openUntilShown(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(`${consoleUrl}${path}`);
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId(testId).count()) > 0) return true;
        await page.reload();
        await page.getByTestId(testId).or(page.getByTestId('state-empty')).waitFor();
        return (await page.getByTestId(testId).count()) > 0;
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
}

describe('money and care in the operator console', () => {
  it('credits a deposit paid with another amount, and the player sees it in their balance', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    const player = await storedUser(page);
    // R$ 50 ordered, R$ 10 paid at the bank: it waits for review, none of it in the balance.
    const orderId = await depositThroughSandbox(player.token, 5_000, 1_000);

    const desk = staff.page;
    await openUntilShown(desk, 'deposits', `deposit-${orderId}`);
    const row = desk.getByTestId(`deposit-${orderId}`);
    expect(await row.getByTestId('deposit-ordered').innerText()).toBe(formatMoney(5_000, 'BRL'));
    expect(await row.getByTestId('deposit-paid').innerText()).toBe(formatMoney(1_000, 'BRL'));
    await expectAccessible(desk, 'ops-deposits');

    await row.getByTestId(`credit-${orderId}`).click();
    const dialog = desk.getByTestId('credit-dialog');
    expect(await dialog.innerText()).toContain(
      `O saldo do jogador recebe ${formatMoney(1_000, 'BRL')}`,
    );
    await expectAccessible(desk, 'ops-deposit-credit');
    await dialog
      .getByLabel(/^Motivo/)
      .fill('Pagou R$ 10 num pedido de R$ 50; o jogador confirmou.');
    await dialog.getByTestId('credit-confirm').click();
    // R$ 10 is the first-deposit offer's amount: the offer adds R$ 20.
    expect(await desk.getByTestId('notice').first().innerText()).toBe(
      `Depósito ${orderId} creditado: ${formatMoney(1_000, 'BRL')} e bônus de ${formatMoney(2_000, 'BRL')} (oferta de primeiro depósito).`,
    );
    await row.waitFor({ state: 'detached' });

    await page.reload();
    await expect
      .poll(async () => page.getByTestId('header-balance').innerText(), { timeout: 15_000 })
      .toBe(formatMoney(3_000, 'BRL'));
    await context.close();
  });

  it('shows a withdrawal’s risk picture, flagging the account that shares its GCash', async () => {
    const gcash = freshGcash();
    const player = await philippinesPlayer(gcash);
    const sibling = await philippinesPlayer(gcash);
    const orderId = await askToWithdraw(player, 250_000);

    const desk = staff.page;
    await openUntilShown(desk, 'withdrawals?market=PH', `withdrawal-${orderId}`);
    const row = desk.getByTestId(`withdrawal-${orderId}`);
    expect(await row.getByTestId('withdrawal-amount').innerText()).toBe(
      formatMoney(250_000, 'PHP'),
    );
    await row.getByTestId(`risk-open-${orderId}`).click();
    const risk = desk.getByTestId(`risk-${orderId}`);
    await risk.getByTestId('risk-shared').waitFor();
    const shared = await risk.getByTestId('risk-shared').innerText();
    expect(shared).toContain(sibling.username);
    expect(shared).toContain('Mesma conta de saque');
    await expectAccessible(desk, 'ops-withdrawal-risk');
    await desk.setViewportSize(tablet.viewport ?? { width: 820, height: 1180 });
    await expectAccessible(desk, 'ops-withdrawal-risk-tablet');
    await desk.setViewportSize({ width: 1280, height: 800 });
    await Promise.all([player.context.close(), sibling.context.close()]);
  });

  it('opens a player the markers flagged, records a message, and the player reads our words', async () => {
    const player = await philippinesPlayer(freshGcash());
    await playAsFlagged(player);

    const desk = staff.page;
    await desk.goto(`${consoleUrl}harm`);
    await desk.getByRole('heading', { name: 'Sinais de dano' }).waitFor();
    await desk.getByTestId('harm-score-now').click();
    await desk.getByTestId('notice').first().waitFor();
    const row = desk.getByTestId(`harm-${player.userId}`);
    await row.waitFor();
    expect(await row.getByTestId('marker-withdrawals_cancelled').innerText()).toContain(
      '2 saques cancelados pelo jogador nos últimos 30 dias.',
    );
    expect(await row.getByTestId('marker-limits_raised').innerText()).toContain(
      '1 pedido(s) para aumentar ou remover um limite',
    );
    expect(await row.getByTestId('harm-last').innerText()).toBe('Nenhuma ainda');
    await expectAccessible(desk, 'ops-harm');

    await row.getByTestId(`interact-${player.userId}`).click();
    const dialog = desk.getByTestId('interact-dialog');
    const note = 'Dois saques cancelados e limite aumentado na mesma semana.';
    await dialog.getByLabel('Nota para a equipe').fill(note);
    await expectAccessible(desk, 'ops-harm-interact');
    await dialog.getByTestId('interact-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await desk.getByTestId('notice').last().innerText()).toBe(
      `Registrado para ${player.username}: a nossa mensagem aparece no perfil do jogador.`,
    );
    await expect.poll(() => row.getByTestId('harm-last').innerText()).toContain('Mensagem');

    await player.page.goto(`${baseUrl}/mine`);
    const card = player.page.getByTestId('care-messages');
    await card.waitFor();
    expect(await card.innerText()).toContain('We noticed some changes in your play');
    expect(await card.innerText()).not.toContain(note);
    await player.context.close();
  });
});
