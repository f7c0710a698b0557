import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { approveWithdrawal, depositThroughSandbox, sentPayoutId, settlePayout } from './operator';
import { fundPlayer, ledgerBalance, letWithdrawalIntervalPass, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const brl = (amountMinor: number) => formatMoney(amountMinor, 'BRL');

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).innerText()).trim();
}

/** Opens the withdrawal page the way a player does: the bottom nav's Withdraw entry. */
async function openWithdrawPage(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('bottom-nav').waitFor();
  await page.getByTestId('nav-security').click();
  await page.waitForURL((url) => url.pathname === '/security');
  await page.getByTestId('withdraw-summary').waitFor();
}

/** Adds a payout account through the form, as typed. */
async function addAccount(
  page: Page,
  account: { channelId: string; account: string; holderName: string },
): Promise<void> {
  if ((await page.getByTestId('payout-account-form').count()) === 0) {
    await page.getByTestId('payout-account-add').click();
  }
  const form = page.getByTestId('payout-account-form');
  await form.getByTestId('payout-channel').selectOption(account.channelId);
  await form.getByTestId('payout-field-account').fill(account.account);
  await form.getByTestId('payout-field-holderName').fill(account.holderName);
  await form.getByTestId('payout-account-save').click();
  await form.waitFor({ state: 'detached' });
}

/** Types an amount, asks for the withdrawal and waits for the confirmation with the quote. */
async function askToWithdraw(page: Page, amount: string): Promise<void> {
  await page.getByTestId('withdraw-custom-amount').fill(amount);
  await page.getByTestId('withdraw-submit').click();
}

/** The withdrawal the tracker shows, by its status label, once the tracker polled it there. */
async function waitForStatus(page: Page, label: string): Promise<void> {
  await expect
    .poll(() => text(page, 'withdrawal-status'), { timeout: 30_000, interval: 500 })
    .toBe(label);
}

function orderIdOf(page: Page): string {
  const orderId = new URL(page.url()).searchParams.get('orderId');
  if (!orderId) throw new Error(`no order in ${page.url()}`);
  return orderId;
}

async function payoutIdOf(orderId: string): Promise<string> {
  let payoutId: string | null = null;
  await expect
    .poll(
      async () => {
        payoutId = await sentPayoutId(orderId);
        return payoutId;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  if (payoutId === null) throw new Error(`withdrawal ${orderId} was never sent`);
  return payoutId;
}

describe('withdrawing', () => {
  it('offers a player in the Philippines their wallets, in English and pesos', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-PH' });
    await page.goto(`${baseUrl}/?market=PH`);
    const player = await storedUser(page);
    await fundPlayer(player.userId, 'PHP', 500_000);
    await page.getByTestId('nav-security').click();
    await page.waitForURL((url) => url.pathname === '/security');
    await expect.poll(() => text(page, 'withdrawable-balance')).toBe(formatMoney(500_000, 'PHP'));

    await page.getByTestId('payout-account-add').click();
    const form = page.getByTestId('payout-account-form');
    const channels = await form.getByTestId('payout-channel').locator('option').allInnerTexts();
    expect(channels).toEqual(['GCash', 'Maya']);
    await form.getByTestId('payout-field-account').fill('0917 123 456');
    await form.getByTestId('payout-field-holderName').fill('Juan Dela Cruz');
    await form.getByTestId('payout-account-save').click();
    expect(await text(page, 'payout-error-account')).toBe(
      'Enter a mobile number, for example 0917 123 4567.',
    );
    await form.getByTestId('payout-field-account').fill('0917 123 4567');
    await form.getByTestId('payout-account-save').click();
    await form.waitFor({ state: 'detached' });

    await page.getByTestId('withdraw-custom-amount').fill('2500');
    expect(await text(page, 'quote-arrives')).toBe(formatMoney(250_000, 'PHP'));
    expect(await text(page, 'quote-to')).toBe('GCash ••••4567');
    await screenshot(page, 'withdraw-security-ph');
    await context.close();
  });

  it('refuses while wagering remains, naming what is left, and asks for no money', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    const player = await storedUser(page);
    await depositThroughSandbox(player.token, 1000);
    await expect.poll(() => ledgerBalance(baseUrl, player.token), { timeout: 20_000 }).toBe(3000);

    await openWithdrawPage(page);
    expect(await text(page, 'withdraw-balance')).toBe(brl(3000));
    expect(await text(page, 'withdrawable-balance')).toBe(brl(0));
    // R$ 10 deposited (1×) and R$ 20 of first-deposit bonus (3×): R$ 70 to play through.
    expect(await text(page, 'wagering-left')).toBe(brl(7000));
    expect(await text(page, 'wagering-played')).toBe(`${brl(0)} de ${brl(7000)} apostados`);
    await screenshot(page, 'withdraw-wagering-left');

    await addAccount(page, {
      channelId: 'br_pix_cpf',
      account: '529.982.247-25',
      holderName: 'Maria da Silva',
    });
    await page.getByTestId('withdraw-amount-100').click();
    await page.getByTestId('withdraw-submit').click();
    const refusal = page.getByTestId('withdraw-refusal');
    await refusal.waitFor();
    const words = await refusal.innerText();
    expect(words).toContain(`Rollover restante: ${brl(7000)}`);
    expect(words).not.toMatch(/deposit/i);
    expect(await page.getByTestId('withdraw-confirm').count()).toBe(0);
    expect(await ledgerBalance(baseUrl, player.token)).toBe(3000);
    await screenshot(page, 'withdraw-refused-wagering');
    await context.close();
  });

  it(
    'adds a PIX key, is paid after review; a wrong key fails, comes back whole, is changed and paid',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPhone(browser);
      await page.goto(`${baseUrl}/`);
      const player = await storedUser(page);
      await fundPlayer(player.userId, 'BRL', 100_000);

      await openWithdrawPage(page);
      await expect.poll(() => text(page, 'withdrawable-balance')).toBe(brl(100_000));
      await page.getByTestId('wagering-done').waitFor();
      await screenshot(page, 'withdraw-security');

      // The CPF is checked in the form, by the server's own rule, before anything is sent.
      await page.getByTestId('payout-account-add').click();
      const form = page.getByTestId('payout-account-form');
      await form.getByTestId('payout-field-account').fill('529.982.247-24');
      await form.getByTestId('payout-field-holderName').fill('Maria da Silva');
      await form.getByTestId('payout-account-save').click();
      expect(await text(page, 'payout-error-account')).toBe(
        'Este CPF não é válido. Confira os 11 dígitos.',
      );
      await screenshot(page, 'withdraw-account-error');

      // A well-formed key nobody holds: the bank will not find it.
      await addAccount(page, {
        channelId: 'br_pix_email',
        account: 'wrong@example.com',
        holderName: 'Maria da Silva',
      });
      // The quote as the amount is typed, by the rule the server holds the order to.
      await page.getByTestId('withdraw-custom-amount').fill('600');
      expect(await text(page, 'quote-fee')).toBe(brl(500));
      expect(await text(page, 'quote-arrives')).toBe(brl(59_500));
      await page.getByTestId('withdraw-submit').click();
      const confirmation = page.getByTestId('withdraw-confirm');
      await confirmation.waitFor();
      expect(await confirmation.getByTestId('quote-amount').innerText()).toBe(brl(60_000));
      expect(await confirmation.getByTestId('quote-fee').innerText()).toBe(brl(500));
      expect(await confirmation.getByTestId('quote-arrives').innerText()).toBe(brl(59_500));
      await screenshot(page, 'withdraw-quote');
      await page.getByTestId('withdraw-confirm-button').click();

      await page.waitForURL((url) => url.pathname === '/withdrawalTracker');
      const first = orderIdOf(page);
      await waitForStatus(page, 'Em análise');
      expect(await ledgerBalance(baseUrl, player.token)).toBe(40_000);
      await screenshot(page, 'tracker-reviewing');

      await approveWithdrawal(first);
      await waitForStatus(page, 'Enviado');
      await screenshot(page, 'tracker-sent');

      await settlePayout(await payoutIdOf(first), { paid: false, reason: 'invalid_destination' });
      await waitForStatus(page, 'Falhou');
      expect(await text(page, 'withdrawal-reason')).toMatch(/não reconheceu esta conta/);
      expect(await text(page, 'withdrawal-refund')).toBe(`${brl(60_000)} voltou para o seu saldo.`);
      expect(await ledgerBalance(baseUrl, player.token)).toBe(100_000);
      await screenshot(page, 'tracker-failed-refunded');

      // The player fixes the key from the tracker and asks again.
      await page.getByTestId('withdrawal-change-account').click();
      await page.waitForURL((url) => url.pathname === '/security');
      const edit = page.getByTestId('payout-account-form');
      await edit.getByTestId('payout-field-account').fill('maria@example.com');
      await edit.getByTestId('payout-account-save').click();
      await edit.waitFor({ state: 'detached' });

      await askToWithdraw(page, '600');
      // The market asks a minute between two requests: the page says how long, in words.
      const refusal = page.getByTestId('withdraw-refusal');
      const confirmation2 = page.getByTestId('withdraw-confirm');
      await Promise.race([refusal.waitFor(), confirmation2.waitFor()]);
      if ((await refusal.count()) > 0) {
        const wait = /Aguarde (\d+) s/.exec(await refusal.innerText());
        expect(wait).not.toBeNull();
        await screenshot(page, 'withdraw-refused-too-frequent');
        await letWithdrawalIntervalPass(player.userId);
        await page.getByTestId('withdraw-submit').click();
      }
      await confirmation2.waitFor();
      await page.getByTestId('withdraw-confirm-button').click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/withdrawalTracker' &&
          url.searchParams.has('orderId') &&
          url.searchParams.get('orderId') !== first,
      );
      const second = orderIdOf(page);
      await waitForStatus(page, 'Em análise');
      await approveWithdrawal(second);
      await waitForStatus(page, 'Enviado');
      await settlePayout(await payoutIdOf(second), { paid: true });
      await waitForStatus(page, 'Pago');
      for (const stage of ['requested', 'reviewing', 'approved', 'sent', 'paid']) {
        expect(
          await page.getByTestId(`withdrawal-stage-${stage}`).getAttribute('class'),
          stage,
        ).toContain('is-reached');
      }
      expect(await ledgerBalance(baseUrl, player.token)).toBe(40_000);
      await screenshot(page, 'tracker-paid');

      await page.goto(`${baseUrl}/history`);
      await page.getByTestId('history-tab-withdrawals').click();
      await page.getByTestId(`withdrawal-list-${second}`).waitFor();
      expect(await page.getByTestId(`withdrawal-list-${second}`).getAttribute('data-status')).toBe(
        'paid',
      );
      expect(await page.getByTestId(`withdrawal-list-${first}`).getAttribute('data-status')).toBe(
        'failed',
      );
      await screenshot(page, 'history-withdrawals');
      await page.getByTestId('history-tab-statement').click();
      await page.getByTestId('statement').waitFor();
      await screenshot(page, 'history-statement');
      await context.close();
    },
  );
});
