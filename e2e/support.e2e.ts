import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { openSupportTickets, replyToSupportTicket } from './operator';
import { storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens /service the way a player does from the bottom nav, once the silent login is done. */
async function openSupport(page: Page, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/${query}`);
  await storedUser(page);
  await page.getByTestId('nav-service').click();
  await page.waitForURL((url) => url.pathname === '/service');
  await page.getByTestId('ticket-form').waitFor();
  await page.waitForLoadState('networkidle');
}

const question =
  'Paguei um depósito de R$ 20 pelo PIX há meia hora e o saldo ainda não mudou. Pedido SD123.';
const reply =
  'Olá! Encontramos o seu pagamento: os R$ 20 já estão no seu saldo. Obrigado pela paciência.';

describe('support: a request written, answered by staff and read by the player', () => {
  it('sends a request from /service, shows the staff reply as new until it is opened', async () => {
    const { context, page } = await newPhone(browser);
    await openSupport(page);
    // Brazil has no external chat configured here: only the e-mail is offered beside the form.
    expect(await page.getByTestId('support-chat').count()).toBe(0);
    expect(await page.getByTestId('ticket-list').count()).toBe(0);
    await screenshot(page, 'support-service');

    // The form refuses what the server would refuse, under the field, before sending anything.
    await page.getByTestId('ticket-send').click();
    expect(await page.getByTestId('ticket-error-topic').innerText()).toBe(
      'Escolha o assunto da sua mensagem.',
    );
    await page.getByTestId('ticket-topic').selectOption('deposit');
    await page.getByTestId('ticket-message').fill('socorro');
    await page.getByTestId('ticket-send').click();
    expect(await page.getByTestId('ticket-error-message').innerText()).toBe(
      'Escreva pelo menos 10 caracteres para podermos ajudar.',
    );
    await page.getByTestId('ticket-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'support-form-error');

    await page.getByTestId('ticket-message').fill(question);
    await page.getByTestId('ticket-send').click();
    await page.getByText('Enviado. Nossa resposta aparecerá em Seus pedidos.').waitFor();
    const listed = page.getByTestId('ticket-list').locator('a').first();
    await listed.waitFor();
    expect(await listed.innerText()).toContain('Aguardando nossa resposta');
    await page.getByTestId('ticket-list').scrollIntoViewIfNeeded();
    await screenshot(page, 'support-ticket-sent');
    const ticketId = ((await listed.getAttribute('data-testid')) ?? '').replace(/^ticket-/, '');
    expect(ticketId).toMatch(/^ST[0-9A-Z]{10}$/);

    // Staff find it in the queue, in the player's language, and answer through the ops API.
    const queued = (await openSupportTickets()).find((ticket) => ticket.ticketId === ticketId);
    expect(queued).toMatchObject({ status: 'open', language: 'pt-BR' });
    await replyToSupportTicket(ticketId, reply);

    // Back on /service the request is answered and marked as new until the player opens it.
    await page.reload();
    const answered = page.getByTestId(`ticket-${ticketId}`);
    await answered.waitFor();
    expect(await answered.getAttribute('data-unread')).toBe('true');
    expect(await answered.innerText()).toContain('Nova resposta');
    expect(await answered.innerText()).toContain('Respondido');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'support-reply-unread');

    await answered.click();
    await page.waitForURL((url) => url.pathname === '/service/ticket');
    const thread = page.getByTestId('ticket-thread');
    await thread.waitFor();
    const answer = page.getByTestId('ticket-message-support');
    expect(await answer.innerText()).toContain(reply);
    expect(await answer.innerText()).toContain('Suporte');
    expect(await page.getByTestId('ticket-message-player').innerText()).toContain(question);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'support-ticket-thread');

    // Opened, it is read: the list no longer marks it.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/service');
    await expect
      .poll(() => page.getByTestId(`ticket-${ticketId}`).getAttribute('data-unread'))
      .toBe('false');
    await context.close();
  });

  it('offers the chat button only where the market has an external chat configured', async () => {
    const { context, page } = await newPhone(browser, { locale: 'es-MX' });
    await openSupport(page, '?market=MX');
    const chat = page.getByTestId('support-chat');
    await chat.waitFor();
    expect(await chat.getAttribute('href')).toBe('https://chat.example.com/sorte-mx');
    expect(await chat.innerText()).toContain('Abrir chat');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'support-service-mx');
    await page.getByTestId('faq-bonus').click();
    expect(await page.getByTestId('faq-bonus').innerText()).toContain('Un bono de depósito');
    await screenshot(page, 'support-faq-mx');
    await context.close();
  });
});
