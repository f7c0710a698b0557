// Staff understand one player in the console (issue 19): a new player plays a round of Lucky
// Tiger and asks to close the account with money still held; the shared admin finds them by
// username, reads the balance, the statement and the round as the player saw it, writes a note,
// proposes an adjustment above the market's limit, sees it wait in the adjustments list and is
// refused approving their own, rejects it, downloads the player's data and sees the closure
// request held open by the balance. Axe on every screen; the player's page again on a tablet.
import { readFile } from 'node:fs/promises';
import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone } from './browser';
import { consoleUrl, expectAccessible, signedInConsole, tablet } from './console';
import { completeAgeSetup, fundPlayer, ledgerBalance, recordedRounds, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const luckyTiger = 66121;

interface Played {
  userId: number;
  username: string;
  balanceMinor: number;
  roundId: string;
}

/** A new player, funded, plays one round of Lucky Tiger, then asks to close the account. */
async function playerPlaysAndAsksToClose(): Promise<Played> {
  const { context, page } = await newPhone(browser);
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('bottom-nav').waitFor();
  const player = await storedUser(page);
  await fundPlayer(player.userId, 'BRL', 20_000);
  await page.reload();
  await page.getByTestId(`game-info-${luckyTiger}`).click();
  await page.getByTestId('game-facts-play').click();
  const username = await completeAgeSetup(page);
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await game.getByTestId('spin-button').click();
  await expect
    .poll(async () => (await recordedRounds(baseUrl, player.token, luckyTiger))[0]?.status, {
      timeout: 15_000,
    })
    .toBe('settled');
  const [played] = await recordedRounds(baseUrl, player.token, luckyTiger);
  await page.goto(`${baseUrl}/mine/data`);
  await page.getByTestId('account-closure-ask').click();
  await page.getByTestId('account-closure-confirm-button').click();
  await page.getByTestId('account-closure-open').waitFor();
  const balanceMinor = await ledgerBalance(baseUrl, player.token);
  await context.close();
  return {
    userId: player.userId,
    username,
    balanceMinor,
    roundId: played?.roundId ?? '',
  };
}

async function openPlayer(page: Page, username: string): Promise<void> {
  await page.getByTestId('nav-players').click();
  await page.getByTestId('players-search-first').waitFor();
  await expectAccessible(page, 'players-search-empty');
  await page.getByLabel('Encontrar um jogador').fill(username);
  await page.getByTestId('player-search-submit').click();
  const row = page.locator('[data-testid^="player-row-"]', { hasText: username });
  await row.waitFor();
  expect(await row.innerText()).toContain('Exato');
  await expectAccessible(page, 'players-search');
  await row.getByRole('link', { name: username }).click();
  await page.getByTestId('player-balance').waitFor();
}

describe('a player in the operator console at 1280×800', () => {
  it('finds a player who played, reads their page and round, notes, adjusts, exports and sees the closure request', async () => {
    const played = await playerPlaysAndAsksToClose();
    const { context, page } = await signedInConsole(browser);

    await openPlayer(page, played.username);
    expect(await page.getByTestId('player-balance').innerText()).toBe(
      formatMoney(played.balanceMinor, 'BRL'),
    );
    await page.getByTestId('player-statement').waitFor();
    expect(await page.getByTestId('player-statement').innerText()).toContain('Aposta');
    await expectAccessible(page, 'players-player');

    await page.getByTestId('tab-rounds').click();
    await page.getByTestId(`open-round-${played.roundId}`).click();
    const round = page.getByRole('dialog', { name: `Rodada ${played.roundId}` });
    await round.waitFor();
    expect(await round.innerText()).toContain('Lucky Tiger');
    await expectAccessible(page, 'players-round');
    await page.keyboard.press('Escape');

    const note = 'Pediu para encerrar a conta; orientado a sacar o saldo antes.';
    await page.getByLabel('Nova nota').fill(note);
    await page.getByTestId('note-add').click();
    await expect.poll(() => page.getByTestId('player-notes').innerText()).toContain(note);

    // R$ 5,00 is within Brazil's R$ 500,00 for one staff member alone: posted at once.
    await page.getByTestId('player-adjust').click();
    const goodwill = page.getByTestId('adjust-dialog');
    await goodwill.getByLabel('Valor (BRL)').fill('5');
    await goodwill.getByLabel('Motivo').fill('Crédito de cortesia pela demora no suporte.');
    await goodwill.getByTestId('adjust-submit').click();
    await page.getByTestId('notice').filter({ hasText: 'lançado' }).waitFor();
    await expect
      .poll(() => page.getByTestId('player-balance').innerText())
      .toBe(formatMoney(played.balanceMinor + 500, 'BRL'));
    await page.getByTestId('tab-statement').click();
    await expect
      .poll(() => page.getByTestId('player-statement').innerText())
      .toContain('Ajuste manual');

    // R$ 600,00 is above Brazil's R$ 500,00 for one staff member alone: it waits for another.
    await page.getByTestId('player-adjust').click();
    const adjust = page.getByTestId('adjust-dialog');
    await adjust.getByLabel('Valor (BRL)').fill('600');
    await adjust.getByLabel('Motivo').fill('Prêmio de campanha pago fora do sistema.');
    await expectAccessible(page, 'players-adjust-dialog');
    await adjust.getByTestId('adjust-submit').click();
    const notice = page.getByTestId('notice').filter({ hasText: 'aguarda a aprovação' });
    await notice.waitFor();
    const adjustmentId = /MA[0-9A-Z]{12}/.exec(await notice.innerText())?.[0] ?? '';

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('player-export').click(),
    ]);
    expect(download.suggestedFilename()).toContain(played.username);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file.account).toMatchObject({ id: played.userId, username: played.username });
    expect(file.staffNotes).toEqual([expect.objectContaining({ body: note })]);

    await page.getByTestId('nav-adjustments').click();
    const row = page.getByTestId(`adjustment-${adjustmentId}`);
    await row.waitFor();
    expect(await row.getByTestId('adjustment-amount').innerText()).toBe(
      `+${formatMoney(60_000, 'BRL')}`,
    );
    await row.getByTestId(`approve-${adjustmentId}`).click();
    expect(await row.getByTestId(`adjustment-error-${adjustmentId}`).innerText()).toBe(
      'Você propôs este ajuste: outro membro da equipe precisa aprová-lo.',
    );
    await expectAccessible(page, 'players-adjustments');
    await row.getByTestId(`reject-${adjustmentId}`).click();
    await page.getByTestId('reject-adjustment-confirm').click();
    await row.waitFor({ state: 'detached' });

    await page.getByTestId('nav-closures').click();
    const request = page.getByTestId(`closure-${played.userId}`);
    await request.waitFor();
    expect(await request.getByTestId('closure-state').innerText()).toBe('Ainda há dinheiro');
    expect(await page.getByTestId(`close-account-${played.userId}`).count()).toBe(0);
    await expectAccessible(page, 'players-closures');

    // The same player's page on a tablet, from the closure request's link.
    await page.setViewportSize(tablet.viewport ?? { width: 820, height: 1180 });
    await request.getByTestId(`closure-player-${played.userId}`).click();
    await page.locator('[data-testid^="open-player-"]').click();
    await page.getByTestId('player-balance').waitFor();
    await page.getByTestId('player-statement').waitFor();
    await expectAccessible(page, 'players-player-tablet');
    expect(page.url()).toContain(`${consoleUrl}players/`);
    await context.close();
  }, 240_000);
});
