import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { animationsDone, baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, fundPlayer, ledgerBalance, recordedRounds, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const catalogue = [
  { gameId: 66121, slug: 'lucky-tiger' },
  { gameId: 66122, slug: 'golden-ox' },
  { gameId: 66123, slug: 'moon-rabbit' },
  { gameId: 66136, slug: 'teen-patti' },
];

describe('every game, from its card to a verified round', () => {
  for (const { gameId, slug } of catalogue) {
    it(`${slug}: shows its facts, plays a round through the wallet, opens rules, history and a verified round, and exits`, async () => {
      const { context, page } = await newPhone(browser);
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('bottom-nav').waitFor();
      const player = await storedUser(page);
      await fundPlayer(player.userId, 'BRL', 20_000);
      await page.reload();

      // Before launch: the card carries the published RTP and opens the exact figures.
      const info = page.getByTestId(`game-info-${gameId}`);
      await expect.poll(async () => info.innerText()).toMatch(/RTP 9\d[.,]\d/);
      await info.click();
      const facts = page.getByTestId(`game-facts-${gameId}`);
      await facts.waitFor();
      expect(await page.getByTestId('game-facts-rtp').innerText()).toMatch(/^9[67],\d+%$/);
      await screenshot(page, `${slug}-facts`);
      await page.getByTestId('game-facts-play').click();
      await completeAgeSetup(page);

      await page.getByTestId('game-frame').waitFor();
      await page.getByTestId('session-bar').waitFor();
      const game = page.frameLocator('[data-testid="game-frame"] iframe');
      await game.getByTestId('spin-button').waitFor();
      await expect
        .poll(async () => game.getByTestId('game-balance').innerText())
        .toContain('200,00');
      await screenshot(page, `${slug}-idle`);

      const before = await ledgerBalance(baseUrl, player.token);
      await game.getByTestId('spin-button').click();
      if (gameId === 66136) {
        // The card table waits for the player: fold or play, after seeing three cards.
        await game.getByTestId('decision-bar').waitFor();
        await game.getByTestId('decision-play').click();
      }
      // A win can equal the bet, so follow the round itself, not a change of balance.
      await expect
        .poll(async () => (await recordedRounds(baseUrl, player.token, gameId))[0]?.status, {
          timeout: 15_000,
        })
        .toBe('settled');
      const [played] = await recordedRounds(baseUrl, player.token, gameId);
      expect(played?.balanceBeforeMinor).toBe(before);
      expect(await ledgerBalance(baseUrl, player.token)).toBe(
        before - (played?.betMinor ?? 0) + (played?.winMinor ?? 0),
      );
      await game.getByTestId('last-win').waitFor();
      await expect
        .poll(async () => page.getByTestId('session-bar').innerText(), { timeout: 10_000 })
        .toMatch(/1 (rodada|round)/);
      await screenshot(page, `${slug}-round`);

      await game.getByTestId('open-paytable').click();
      await game.getByTestId('paytable').waitFor();
      expect(await game.getByTestId('paytable-rtp').innerText()).toMatch(/9[67][.,]\d/);
      await animationsDone(game.getByTestId('paytable'));
      await screenshot(page, `${slug}-rules`);
      await game.locator('[data-testid="paytable"] .sheet-header button').click();

      await game.getByTestId('open-history').click();
      const round = game.getByTestId('history-round').first();
      await round.waitFor();
      await animationsDone(game.getByTestId('history'));
      await screenshot(page, `${slug}-history`);
      await round.locator('button').click();
      await game.getByTestId('verify').waitFor();
      // Revealing the seed pair lets the round be replayed from its own seeds.
      await game.getByTestId('verify-rotate').click();
      await expect
        .poll(async () => game.getByTestId('verify-server-seed').inputValue())
        .toMatch(/^[0-9a-f]{64}$/);
      await game.getByTestId('verify-button').click();
      const verdict = game.getByTestId('verify-verdict');
      await verdict.waitFor();
      expect(await verdict.getAttribute('class')).toContain('good');
      await screenshot(page, `${slug}-verify`);
      await game.locator('[data-testid="verify"] .sheet-header button').click();

      await game.getByTestId('exit-button').click();
      await page.getByTestId('game-frame').waitFor({ state: 'detached' });
      const wallet = await ledgerBalance(baseUrl, player.token);
      await expect
        .poll(async () => page.getByTestId('header-balance').innerText())
        .toBe(formatMoney(wallet, 'BRL'));

      // The record of play shows the round as the casino recorded it.
      await page.goto(`${baseUrl}/history`);
      await page.getByTestId(`rounds-filter-${gameId}`).click();
      const recorded = page.getByTestId('recent-rounds');
      await recorded.waitFor();
      expect(await recorded.locator('li').count()).toBe(1);
      await screenshot(page, `${slug}-record`);
      await context.close();
    });
  }

  it('keeps the game open when any window but the game’s own frame posts its exit', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    await page.getByTestId('game-info-66121').click();
    await page.getByTestId('game-facts-play').click();
    await completeAgeSetup(page);
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    await game.getByTestId('spin-button').waitFor();
    const gameOrigin = new URL((await frame.locator('iframe').getAttribute('src')) ?? '').origin;
    const exitMessages = () => {
      const messages = [{ type: 'sorte:game-exit' }, { type: 'sorte:round-update' }];
      return messages;
    };

    // A page of another origin that the casino opens cannot reach back to it at all: the
    // casino's opener policy severs the link.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(
        (url) => void window.open(url),
        `${baseUrl.replace('localhost', '127.0.0.1')}/healthz`,
      ),
    ]);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.close();

    // The casino's own origin, which is not the game's, is not the game either.
    await page.evaluate((messages) => {
      for (const message of messages) window.postMessage(message, '*');
    }, exitMessages());
    // Nor another window of the game's origin than the frame the game was opened in.
    await page.evaluate((src) => {
      const intruder = document.createElement('iframe');
      intruder.name = 'intruder';
      intruder.src = src;
      intruder.title = 'intruder';
      document.body.append(intruder);
    }, `${gameOrigin}/healthz`);
    await expect.poll(() => page.frame({ name: 'intruder' })?.url()).toContain('/healthz');
    await page.frame({ name: 'intruder' })?.evaluate((messages) => {
      for (const message of messages) window.parent.postMessage(message, '*');
    }, exitMessages());
    await page.waitForTimeout(500);
    expect(await frame.isVisible()).toBe(true);

    // The game itself leaves as it always does.
    await game.getByTestId('exit-button').click();
    await frame.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens a game straight on its paytable from the card, before a single bet', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    await page.getByTestId('game-info-66122').click();
    await page.getByTestId('game-facts-paytable').click();
    await completeAgeSetup(page);
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    await game.getByTestId('paytable').waitFor();
    expect(await game.getByTestId('paytable-rtp').innerText()).toMatch(/9[67][.,]\d/);
    await context.close();
  });
});
