// The operator console in a browser, as staff use it (issue 19): the first sign-in enrols TOTP on
// screen, a withdrawal a player asked for is approved and the player's tracker moves, a ticket is
// answered and the player reads the reply; then the same console on a tablet. Axe on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { consoleUrl, desk, expectAccessible, freshCode, submitSignIn, tablet } from './console';
import { fundPlayer, storedUser } from './player';

const account = {
  username: process.env.E2E_CONSOLE_USERNAME ?? '',
  password: process.env.E2E_CONSOLE_PASSWORD ?? '',
};

let browser: Browser;
// The authenticator's secret once the first journey enrolled it, for every later sign-in.
let totpSecret = '';

beforeAll(async () => {
  if (!account.username || !account.password)
    throw new Error('the e2e run opened no console account');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function signIn(page: Page, code?: string): Promise<void> {
  return submitSignIn(page, account, code);
}

/** A player asks for a R$ 600 withdrawal by PIX; it waits in review. Answers its order id. */
async function playerWithdraws(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/`);
  const player = await storedUser(page);
  await fundPlayer(player.userId, 'BRL', 100_000);
  await page.getByTestId('nav-security').click();
  await page.waitForURL((url) => url.pathname === '/security');
  await page.getByTestId('wagering-done').waitFor();
  await page.getByTestId('payout-account-add').click();
  const form = page.getByTestId('payout-account-form');
  await form.getByTestId('payout-channel').selectOption('br_pix_email');
  await form.getByTestId('payout-field-account').fill('maria@example.com');
  await form.getByTestId('payout-field-holderName').fill('Maria da Silva');
  await form.getByTestId('payout-account-save').click();
  await form.waitFor({ state: 'detached' });
  await page.getByTestId('withdraw-custom-amount').fill('600');
  await page.getByTestId('withdraw-submit').click();
  await page.getByTestId('withdraw-confirm-button').click();
  await page.waitForURL((url) => url.pathname === '/withdrawalTracker');
  await expect.poll(() => page.getByTestId('withdrawal-status').innerText()).toBe('Em análise');
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** A player writes to support from /service; answers the ticket's id. */
async function playerWritesToSupport(page: Page, question: string): Promise<string> {
  await page.goto(`${baseUrl}/service`);
  await page.getByTestId('ticket-form').waitFor();
  await page.getByTestId('ticket-topic').selectOption('withdrawal');
  await page.getByTestId('ticket-message').fill(question);
  await page.getByTestId('ticket-send').click();
  const listed = page.getByTestId('ticket-list').locator('a').first();
  await listed.waitFor();
  return ((await listed.getAttribute('data-testid')) ?? '').replace(/^ticket-/, '');
}

async function enrolOnFirstSignIn(page: Page): Promise<void> {
  await signIn(page);
  await page.getByTestId('totp-enrolment').waitFor();
  expect(await page.getByRole('img', { name: /Código QR/ }).count()).toBe(1);
  totpSecret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page, 'console-totp-enrolment');

  await page.getByLabel('Código do autenticador').fill('000000');
  await page.getByTestId('totp-confirm').click();
  expect(await page.getByTestId('totp-error').innerText()).toBe(
    'Este código não está certo. Digite o código que o app mostra agora.',
  );
  await page.getByLabel('Código do autenticador').fill(await freshCode(totpSecret));
  await page.getByTestId('totp-confirm').click();
  await page.waitForURL((url) => url.pathname === '/console/overview');
  await page.getByTestId('nav-withdrawals').click();
  expect(await page.getByTestId('staff-role').innerText()).toBe('Administrador');
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('sorte.ops.session');
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toContain('sorte.ops.session');
}

describe('the operator console', () => {
  it(
    'enrols TOTP, approves a withdrawal the player sees move, answers a ticket the player reads',
    { timeout: 240_000 },
    async () => {
      const player = await newPhone(browser);
      const orderId = await playerWithdraws(player.page);
      const question = 'Pedi um saque de R$ 600 pelo PIX agora há pouco. Quando ele chega?';
      const ticketId = await playerWritesToSupport(player.page, question);

      const staff: BrowserContext = await browser.newContext(desk);
      const page = await staff.newPage();
      await page.goto(consoleUrl);
      await page.getByTestId('sign-in-form').waitFor();
      await expectAccessible(page, 'console-sign-in');
      await enrolOnFirstSignIn(page);

      const row = page.getByTestId(`withdrawal-${orderId}`);
      await row.waitFor();
      expect(await row.getByTestId('withdrawal-amount').innerText()).toBe('R$ 600,00');
      expect(await row.getByTestId('withdrawal-stage').innerText()).toBe('Em análise');
      await expectAccessible(page, 'console-withdrawals');
      await page.getByTestId(`reject-${orderId}`).click();
      await page.getByTestId('reject-dialog').waitFor();
      await page.getByTestId('reject-confirm').click();
      expect(await page.getByTestId('reject-error').innerText()).toBe(
        'Escreva pelo menos 3 caracteres.',
      );
      await expectAccessible(page, 'console-withdrawal-reject-dialog');
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByTestId(`approve-${orderId}`).click();
      await page.getByText(`Saque ${orderId} aprovado`).waitFor();
      await row.waitFor({ state: 'detached' });

      await player.page.goto(`${baseUrl}/withdrawalTracker?orderId=${orderId}`);
      await expect
        .poll(() => player.page.getByTestId('withdrawal-status').innerText(), { timeout: 30_000 })
        .toBe('Enviado');
      await screenshot(player.page, 'console-player-tracker-sent');

      await page.getByTestId('nav-tickets').click();
      await page.getByTestId(`open-ticket-${ticketId}`).click();
      await page.getByTestId('ticket-thread').waitFor();
      expect(await page.getByTestId('message-player').innerText()).toContain(question);
      await expectAccessible(page, 'console-ticket');
      const reply = 'Olá! O seu saque de R$ 600 foi aprovado e já foi enviado ao seu banco.';
      await page.getByTestId('reply-message').fill(reply);
      await page.getByTestId('reply-send').click();
      await expect.poll(() => page.getByTestId('message-staff').innerText()).toContain(reply);
      await page.getByTestId('nav-tickets').click();
      await page.getByTestId('ticket-status-filter').selectOption('answered');
      await page.getByTestId(`ticket-row-${ticketId}`).waitFor();
      await expectAccessible(page, 'console-tickets');

      await player.page.goto(`${baseUrl}/service`);
      await player.page.getByTestId(`ticket-${ticketId}`).click();
      await expect
        .poll(() => player.page.getByTestId('ticket-message-support').innerText())
        .toContain(reply);
      await screenshot(player.page, 'console-player-reads-reply');

      await page.getByTestId('nav-audit').click();
      await page.getByTestId('audit-table').waitFor();
      expect(await page.getByTestId('audit-table').innerText()).toContain('withdrawal.approve');
      await expectAccessible(page, 'console-audit');
      await page.getByTestId('revoke-open').click();
      await page.getByLabel('Usuário da equipe').fill('e2e.reviewer');
      await expectAccessible(page, 'console-revoke-dialog');
      await page.getByTestId('revoke-confirm').click();
      await page.getByText(/de e2e\.reviewer encerrada/).waitFor();

      await page.getByTestId('sign-out').click();
      await page.waitForURL((url) => url.pathname === '/console/sign-in');
      expect(await page.evaluate(() => sessionStorage.getItem('sorte.ops.session'))).toBeNull();
      await staff.close();
      await player.context.close();
    },
  );

  it(
    'on a tablet: signs in with the code, refusing a wrong one; rejects a withdrawal with a reason the player reads',
    { timeout: 180_000 },
    async () => {
      expect(totpSecret).not.toBe('');
      const player = await newPhone(browser);
      const orderId = await playerWithdraws(player.page);

      const staff = await browser.newContext(tablet);
      const page = await staff.newPage();
      await signIn(page, '123456');
      expect(await page.getByTestId('sign-in-refused').innerText()).toMatch(/^Acesso recusado/);
      await screenshot(page, 'console-tablet-sign-in-refused');
      await page.getByLabel('Código do autenticador').fill(await freshCode(totpSecret));
      await page.getByTestId('sign-in-submit').click();
      await page.waitForURL((url) => url.pathname === '/console/overview');
      await page.getByTestId('nav-withdrawals').click();

      await page.getByTestId(`withdrawal-${orderId}`).waitFor();
      await expect.poll(() => page.getByTestId(`reject-${orderId}`).isVisible()).toBe(true);
      await expectAccessible(page, 'console-tablet-withdrawals');
      await page.getByTestId(`reject-${orderId}`).click();
      const reason = 'A chave PIX informada não está no nome do titular da conta.';
      await page.getByLabel('Motivo para o jogador').fill(reason);
      await screenshot(page, 'console-tablet-reject-dialog');
      await page.getByTestId('reject-confirm').click();
      await page.getByText(`Saque ${orderId} recusado`).waitFor();

      await player.page.reload();
      await expect
        .poll(() => player.page.getByTestId('withdrawal-status').innerText(), { timeout: 30_000 })
        .toBe('Recusado');
      expect(await player.page.getByTestId('withdrawal-reason').innerText()).toContain(reason);
      await screenshot(player.page, 'console-player-tracker-rejected');

      await page.getByTestId('nav-tickets').click();
      await page.getByTestId('ticket-status-filter').selectOption('answered');
      await page.getByTestId('ticket-table').waitFor();
      await expectAccessible(page, 'console-tablet-tickets');
      await page.getByTestId('ticket-table').locator('a').first().click();
      await page.getByTestId('reply-form').waitFor();
      await expectAccessible(page, 'console-tablet-ticket');
      await page.getByTestId('nav-audit').click();
      await page.getByTestId('audit-table').waitFor();
      expect(await page.getByTestId('audit-table').innerText()).toContain('withdrawal.reject');
      await expectAccessible(page, 'console-tablet-audit');
      // The staff member picks English: the console follows at once.
      await page.getByTestId('language-picker').selectOption('en');
      await page.getByRole('heading', { name: 'Audit log' }).waitFor();
      await screenshot(page, 'console-tablet-audit-en');
      await staff.close();
      await player.context.close();
    },
  );
});
