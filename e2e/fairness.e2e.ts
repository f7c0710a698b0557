import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { animationsDone, baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, fundPlayer, ledgerBalance, recordedRounds, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A funded player with the game open in the casino's frame. */
async function openGame(
  page: Page,
  gameId: number,
): Promise<{ game: FrameLocator; token: string }> {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('bottom-nav').waitFor();
  const player = await storedUser(page);
  await fundPlayer(player.userId, 'BRL', 50_000);
  await page.reload();
  await page.getByTestId(`game-card-${gameId}`).click();
  await completeAgeSetup(page);
  await page.getByTestId('game-frame').waitFor();
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await game.getByTestId('spin-button').waitFor();
  return { game, token: player.token };
}

/**
 * Waits until the felt's result banner has finished appearing: a screenshot taken during its
 * transition would catch it half drawn.
 */
async function bannerSettled(game: FrameLocator): Promise<void> {
  await expect
    .poll(
      async () =>
        game.getByTestId('result-banner').evaluate((banner) => getComputedStyle(banner).opacity),
      { timeout: 10_000 },
    )
    .toBe('1');
}

/** The frame's own address: the game's origin and its session token. */
async function frameAddress(page: Page): Promise<URL> {
  const src = await page.locator('[data-testid="game-frame"] iframe').getAttribute('src');
  return new URL(src ?? '');
}

describe('provably fair, as a sceptical player checks it', () => {
  it('sets a client seed, plays, rotates, and verifies an old round found in the history', async () => {
    const { context, page } = await newPhone(browser);
    const { game } = await openGame(page, 66121);

    // Before any round: both commitments are on show, and the client seed is the player's.
    await game.getByTestId('open-verify').click();
    await game.getByTestId('verify').waitFor();
    const firstHash = await game.getByTestId('verify-server-seed-hash').innerText();
    const nextHash = await game.getByTestId('verify-next-server-seed-hash').innerText();
    expect(firstHash).toMatch(/^[0-9a-f]{64}$/);
    expect(nextHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await game.getByTestId('verify-client-seed').inputValue()).toMatch(/^[0-9a-f]{32}$/);
    await game.getByTestId('verify-client-seed').fill('my-own-lucky-seed');
    await game.getByTestId('verify-rotate').click();
    await expect
      .poll(async () => game.getByTestId('verify-current-client-seed').innerText(), {
        timeout: 10_000,
      })
      .toBe('my-own-lucky-seed');
    // Setting it changed nothing committed.
    expect(await game.getByTestId('verify-server-seed-hash').innerText()).toBe(firstHash);
    await game.getByTestId('verify-rotate').scrollIntoViewIfNeeded();
    await animationsDone(game.getByTestId('verify'));
    await screenshot(page, 'fairness-client-seed');
    await game.getByTestId('verify-protocol').locator('summary').click();
    await game.getByTestId('verify-protocol').scrollIntoViewIfNeeded();
    await screenshot(page, 'fairness-protocol');
    await game.locator('[data-testid="verify"] .sheet-header button').click();

    // Three rounds in the frame, then twenty-two more straight through the page API, as a
    // player with a long session would have: the first ones drop off the first history page.
    for (let round = 0; round < 3; round += 1) {
      await game.getByTestId('spin-button').click();
      await expect
        .poll(async () => game.getByTestId('spin-button').isEnabled(), { timeout: 15_000 })
        .toBe(true);
    }
    const frame = await frameAddress(page);
    const gameToken = frame.searchParams.get('token') ?? '';
    for (let round = 0; round < 22; round += 1) {
      const spun = await fetch(`${frame.origin}/api/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: gameToken, betMinor: 50 }),
      });
      expect(spun.status).toBe(200);
    }

    // Rotating reveals the seed of those rounds; the seed now in play is the committed next one.
    await game.getByTestId('open-verify').click();
    await game.getByTestId('verify-client-seed').fill('second-seed');
    await game.getByTestId('verify-rotate').click();
    const revealed = game.getByTestId('verify-revealed-seed');
    await revealed.waitFor();
    expect(sha256(await revealed.innerText())).toBe(firstHash);
    expect(await game.getByTestId('verify-server-seed-hash').innerText()).toBe(nextHash);
    await revealed.scrollIntoViewIfNeeded();
    await screenshot(page, 'fairness-rotated');
    await game.locator('[data-testid="verify"] .sheet-header button').click();

    // The oldest rounds are on the history's second page.
    await game.getByTestId('open-history').click();
    await expect
      .poll(async () => game.getByTestId('history-round').count(), { timeout: 10_000 })
      .toBe(20);
    await animationsDone(game.getByTestId('history'));
    await screenshot(page, 'fairness-history');
    await game.getByTestId('history-older').click();
    await expect
      .poll(async () => game.getByTestId('history-round').count(), { timeout: 10_000 })
      .toBe(25);
    await game.getByTestId('history-round').last().scrollIntoViewIfNeeded();
    await screenshot(page, 'fairness-history-older');
    await game.getByTestId('history-round').last().getByTestId('history-verify').click();
    await game.getByTestId('verify').waitFor();
    expect(await game.getByTestId('verify-server-seed').inputValue()).toMatch(/^[0-9a-f]{64}$/);
    await game.getByTestId('verify-button').click();
    const verdict = game.getByTestId('verify-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('class')).toContain('good');
    await verdict.scrollIntoViewIfNeeded();
    await screenshot(page, 'fairness-verified-old-round');
    await game.locator('[data-testid="verify"] .sheet-header button').click();

    // And the same round found again by the seed hash and nonce a player would copy.
    await game.getByTestId('open-history').click();
    await game.getByTestId('history-search').fill(`${firstHash} 0`);
    await game.getByTestId('history-search-button').click();
    await expect
      .poll(async () => game.getByTestId('history-round').count(), { timeout: 10_000 })
      .toBe(1);
    await context.close();
  });
});

describe('Teen Patti with a decision', () => {
  it('folds a hand, then plays one, each settled through the wallet', async () => {
    const { context, page } = await newPhone(browser);
    const { game, token } = await openGame(page, 66136);
    const before = await ledgerBalance(baseUrl, token);

    await game.getByTestId('spin-button').click();
    await game.getByTestId('decision-bar').waitFor();
    expect(await game.getByTestId('game-message').innerText()).toMatch(/Desistir ou jogar/);
    await screenshot(page, 'teen-patti-decision');
    await game.getByTestId('decision-fold').click();
    await expect
      .poll(async () => (await recordedRounds(baseUrl, token, 66136))[0]?.status, {
        timeout: 15_000,
      })
      .toBe('settled');
    await expect
      .poll(async () => game.getByTestId('result-banner').innerText(), { timeout: 15_000 })
      .toMatch(/DESISTIU/i);
    await bannerSettled(game);
    await screenshot(page, 'teen-patti-folded');
    const [folded] = await recordedRounds(baseUrl, token, 66136);
    expect(folded).toMatchObject({ betMinor: 100, winMinor: 0, balanceBeforeMinor: before });

    await expect
      .poll(async () => game.getByTestId('spin-button').isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await game.getByTestId('spin-button').click();
    await game.getByTestId('decision-bar').waitFor();
    await game.getByTestId('decision-play').click();
    await expect
      .poll(async () => (await recordedRounds(baseUrl, token, 66136)).length, { timeout: 15_000 })
      .toBe(2);
    await expect
      .poll(async () => (await recordedRounds(baseUrl, token, 66136))[0]?.status, {
        timeout: 15_000,
      })
      .toBe('settled');
    const [played] = await recordedRounds(baseUrl, token, 66136);
    // The ante and the play bet: two bets of one round.
    expect(played?.betMinor).toBe(200);
    expect(played?.balanceAfterMinor).toBe(
      (played?.balanceBeforeMinor ?? 0) - 200 + (played?.winMinor ?? 0),
    );
    expect(await ledgerBalance(baseUrl, token)).toBe(before - 100 - 200 + (played?.winMinor ?? 0));
    await expect
      .poll(async () => game.getByTestId('spin-button').isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await bannerSettled(game);
    await screenshot(page, 'teen-patti-played');

    await game.getByTestId('open-paytable').click();
    await game.getByTestId('rules-best-play').waitFor();
    await game.getByTestId('rules-best-play').scrollIntoViewIfNeeded();
    await animationsDone(game.getByTestId('paytable'));
    await screenshot(page, 'teen-patti-best-play');
    // The published figures, worded as the casino's own sheet words them.
    expect(await game.getByTestId('paytable-net-win').innerText()).toMatch(/^\d+,\d{4}%$/);
    expect(await game.getByTestId('paytable-max-win').innerText()).toBe('5,5× a aposta');
    await game.getByTestId('paytable-net-win').scrollIntoViewIfNeeded();
    await screenshot(page, 'teen-patti-figures');
    await context.close();
  });
});
