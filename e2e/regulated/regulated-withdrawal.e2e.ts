import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from '../browser';
import { approveWithdrawal, sentPayoutId, settlePayout, staffView } from '../operator';
import { completeAgeSetup, fundPlayer, ledgerBalance, recordedRounds, storedUser } from '../player';

// Run by scripts/e2e.mjs against the product started with COMPLIANCE_PROFILE_BR=br-regulated:
// payouts only to the player's own CPF, and the 120-minute payout deadline shown and counted.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const brl = (amountMinor: number) => formatMoney(amountMinor, 'BRL');
/** The player's own CPF (a published valid one), and someone else's. */
const ownCpf = '529.982.247-25';
const othersCpf = '111.444.777-35';
const notOwnCpf =
  'Esta conta não está no seu CPF. Os saques são pagos apenas a contas no seu próprio CPF.';

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).innerText()).trim();
}

/** The withdrawal the tracker shows, by its status label, once the tracker polled it there. */
async function waitForStatus(page: Page, label: string): Promise<void> {
  await expect
    .poll(() => text(page, 'withdrawal-status'), { timeout: 30_000, interval: 500 })
    .toBe(label);
}

/** Deposits through the drawer and pays on the sandbox's PIX page, as a player does. */
async function depositWithPix(page: Page, amountMinor: number): Promise<void> {
  const drawer = page.getByTestId('deposit-drawer');
  await drawer.waitFor();
  await page.getByTestId(`deposit-amount-${amountMinor}`).click();
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('deposit-confirm').waitFor();
  const checkoutOpened = page.context().waitForEvent('page');
  await page.getByTestId('deposit-confirm-button').click();
  const checkout = await checkoutOpened;
  await checkout.waitForLoadState();
  await checkout.locator('.qr svg').waitFor();
  await checkout.locator('[data-sandbox-pay]').click();
  await checkout.locator('[data-state="paid"]').waitFor({ timeout: 20_000 });
  await checkout.close();
}

/** Plays one round of Lucky Tiger at the given bet and leaves the game once it is settled. */
async function playOneRound(page: Page, token: string, betMinor: number): Promise<void> {
  await page.getByTestId('game-card-66121').click();
  await page.getByTestId('game-frame').waitFor();
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await game.getByTestId('spin-button').waitFor();
  const bet = game.getByTestId('bet-amount');
  for (let step = 0; step < 6 && (await bet.innerText()) !== brl(betMinor); step += 1) {
    await game.getByTestId('bet-plus').click();
  }
  expect(await bet.innerText()).toBe(brl(betMinor));
  await game.getByTestId('spin-button').click();
  await expect
    .poll(async () => (await recordedRounds(baseUrl, token, 66121))[0]?.status, {
      timeout: 15_000,
    })
    .toBe('settled');
  await game.getByTestId('exit-button').click();
  await page.getByTestId('game-frame').waitFor({ state: 'detached' });
}

/** What the api answers when a client skips the form and sends the account itself. */
async function addAccountDirectly(token: string, account: object) {
  const response = await fetch(`${baseUrl}/v1/bus/addPayoutAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { msgCode: string; msg: string };
  return { status: response.status, msgCode: body.msgCode, msg: body.msg };
}

describe('a withdrawal in regulated Brazil', () => {
  it(
    'deposits and plays it through, is paid only to a PIX key in their own CPF, and follows the payout against its 120-minute deadline to paid',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPhone(browser);
      await page.goto(`${baseUrl}/`);
      const player = await storedUser(page);

      // The 18+ setup and the limits the profile asks for before the first deposit.
      await page.getByTestId('deposit-button').click();
      await completeAgeSetup(page);
      const limits = page.getByTestId('limits-setup');
      await limits.waitFor();
      await limits.getByTestId('limits-setup-loss-day').fill('100');
      await limits.getByTestId('limits-setup-time-day').fill('120');
      await page.getByTestId('limits-setup-confirm').click();
      await limits.waitFor({ state: 'detached' });

      // R$ 10 by PIX, with no bonus under this profile: R$ 10 to play through before withdrawing.
      await depositWithPix(page, 1000);
      await expect.poll(() => ledgerBalance(baseUrl, player.token), { timeout: 20_000 }).toBe(1000);
      await page.getByTestId('deposit-close').click();
      await playOneRound(page, player.token, 1000);
      const [round] = await recordedRounds(baseUrl, player.token, 66121);
      const afterPlay = 1000 - (round?.betMinor ?? 0) + (round?.winMinor ?? 0);
      // A win the harness stands in for, so the withdrawal is large enough (over R$ 500) to wait
      // for a reviewer rather than be approved on its own.
      await fundPlayer(player.userId, 'BRL', 100_000);
      const balance = afterPlay + 100_000;

      await page.getByTestId('nav-security').click();
      await page.waitForURL((url) => url.pathname === '/security');
      await expect.poll(() => text(page, 'withdraw-balance')).toBe(brl(balance));
      expect(await text(page, 'withdrawable-balance')).toBe(brl(balance));
      await page.getByTestId('wagering-done').waitFor();
      expect(await text(page, 'withdraw-deadline')).toBe(
        'A regulamentação local exige que cada saque seja pago em até 120 minutos após o pedido.',
      );

      // Own-CPF payouts: the CPF comes first; no account can be added before it.
      const cpfForm = page.getByTestId('cpf-form');
      await cpfForm.waitFor();
      expect(await cpfForm.innerText()).toContain('ele não pode ser alterado nesta página');
      expect(await page.getByTestId('payout-account-add').isDisabled()).toBe(true);
      await screenshot(page, 'regulated-withdraw-cpf');
      await page.getByTestId('cpf-input').fill(ownCpf);
      await page.getByTestId('cpf-save').click();
      await cpfForm.waitFor({ state: 'detached' });

      // A PIX key in someone else's CPF is refused in the form, and by the server all the same.
      await page.getByTestId('payout-account-add').click();
      const form = page.getByTestId('payout-account-form');
      expect(await form.getByTestId('payout-channel').inputValue()).toBe('br_pix_cpf');
      await form.getByTestId('payout-field-account').fill(othersCpf);
      await form.getByTestId('payout-field-holderName').fill('Maria da Silva');
      await form.getByTestId('payout-account-save').click();
      expect(await text(page, 'payout-error-account')).toBe(notOwnCpf);
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, 'regulated-withdraw-not-own-cpf');
      expect(
        await addAccountDirectly(player.token, {
          channelId: 'br_pix_cpf',
          account: othersCpf,
          holderName: 'Maria da Silva',
        }),
      ).toEqual({ status: 400, msgCode: 'payout_account_invalid', msg: notOwnCpf });
      const phoneKey = await addAccountDirectly(player.token, {
        channelId: 'br_pix_phone',
        account: '(11) 91234-5678',
        holderName: 'Maria da Silva',
        holderCpf: othersCpf,
      });
      expect(phoneKey).toEqual({ status: 400, msgCode: 'payout_account_invalid', msg: notOwnCpf });

      // The key in their own CPF is taken.
      await form.getByTestId('payout-field-account').fill(ownCpf);
      await form.getByTestId('payout-account-save').click();
      await form.waitFor({ state: 'detached' });
      const saved = page.locator('[data-testid^="payout-account-"][role="radio"]');
      // The list is read again once the form has closed: wait for the saved key to be shown.
      await saved.first().waitFor();
      expect(await saved.count()).toBe(1);
      expect(await saved.getAttribute('aria-checked')).toBe('true');
      expect(await saved.innerText()).toMatch(/PIX: CPF[\s\S]*••••4725[\s\S]*Maria da Silva/);
      await page.getByTestId('payout-accounts').scrollIntoViewIfNeeded();
      await screenshot(page, 'regulated-withdraw-own-cpf-key');

      // The quote as the amount is typed: the fee is 5 % of what passes R$ 500, no tax.
      await page.getByTestId('withdraw-custom-amount').fill('600');
      expect(await text(page, 'quote-amount')).toBe(brl(60_000));
      expect(await text(page, 'quote-fee')).toBe(brl(500));
      expect(await text(page, 'quote-tax')).toBe(brl(0));
      expect(await text(page, 'quote-arrives')).toBe(brl(59_500));
      await page.getByTestId('withdraw-quote').scrollIntoViewIfNeeded();
      await screenshot(page, 'regulated-withdraw-quote');
      expect(await seriousViolations(page)).toEqual([]);

      // The server's own quote before anything is held.
      await page.getByTestId('withdraw-submit').click();
      const confirmation = page.getByTestId('withdraw-confirm');
      await confirmation.waitFor();
      expect(await confirmation.getByTestId('quote-amount').innerText()).toBe(brl(60_000));
      expect(await confirmation.getByTestId('quote-fee').innerText()).toBe(brl(500));
      expect(await confirmation.getByTestId('quote-tax').innerText()).toBe(brl(0));
      expect(await confirmation.getByTestId('quote-arrives').innerText()).toBe(brl(59_500));
      await screenshot(page, 'regulated-withdraw-confirm');
      // From here the phone's clock is the test's: it runs on as before, and jumps only when told
      // to, so the deadline's countdown is seen to count without waiting for it.
      await context.clock.install();
      await page.getByTestId('withdraw-confirm-button').click();

      // Over R$ 500 it waits for a reviewer; the deadline runs from the request.
      await page.waitForURL((url) => url.pathname === '/withdrawalTracker');
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      await waitForStatus(page, 'Em análise');
      expect(await ledgerBalance(baseUrl, player.token)).toBe(balance - 60_000);
      const deadlineBy = await text(page, 'withdrawal-deadline-by');
      expect(deadlineBy).toMatch(/^até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
      expect(await text(page, 'withdrawal-deadline-minutes')).toBe('120 min');
      await screenshot(page, 'regulated-tracker-reviewing');

      // Half an hour later on the phone's clock, the same deadline has 90 minutes left.
      await page.clock.fastForward('30:00');
      await expect.poll(() => text(page, 'withdrawal-deadline-minutes')).toBe('90 min');
      expect(await text(page, 'withdrawal-deadline-by')).toBe(deadlineBy);
      await screenshot(page, 'regulated-tracker-counting');
      expect(await seriousViolations(page)).toEqual([]);

      await approveWithdrawal(orderId);
      await waitForStatus(page, 'Enviado');
      await screenshot(page, 'regulated-tracker-sent');
      let payoutId: string | null = null;
      await expect
        .poll(async () => (payoutId = await sentPayoutId(orderId)), { timeout: 20_000 })
        .not.toBeNull();
      await settlePayout(payoutId ?? '', { paid: true });
      await waitForStatus(page, 'Pago');
      for (const stage of ['requested', 'reviewing', 'approved', 'sent', 'paid']) {
        expect(
          await page.getByTestId(`withdrawal-stage-${stage}`).getAttribute('class'),
          stage,
        ).toContain('is-reached');
      }
      expect(await text(page, 'withdrawal-deadline')).toMatch(
        /^Pago dentro do prazo de 120 minutos/,
      );
      expect(await ledgerBalance(baseUrl, player.token)).toBe(balance - 60_000);
      expect((await staffView(orderId, 'paid'))?.overdue).toBe(false);
      await screenshot(page, 'regulated-tracker-paid');
      await context.close();
    },
  );
});
