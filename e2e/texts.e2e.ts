import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('words that promise only what exists', () => {
  it('highlights on home only what a player can use today', async () => {
    const { context, page } = await newPhone(browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/`);
    await storedUser(page);
    const track = page.locator('.banner-carousel__track');
    await track.waitFor();
    const banners = await track.locator('.banner__title').allInnerTexts();
    expect(banners).toEqual(['Bem-vindo à Sorte', 'Limites que você escolhe', 'Suporte no app']);
    for (const [index, name] of [
      [1, 'home-banner-limits'],
      [2, 'home-banner-support'],
    ] as const) {
      await track.evaluate((element, at) => {
        element.scrollTo({ left: at * element.clientWidth });
      }, index);
      await expect
        .poll(() =>
          track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)),
        )
        .toBe(index);
      await screenshot(page, name);
    }
    await context.close();
  });

  it('says invitations and promotions are not open, with nothing to tap that pretends', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/promote`);
    await storedUser(page);
    await page.getByTestId('page-title').waitFor();
    expect(await page.locator('main').innerText()).toContain('Os convites ainda não estão abertos');
    expect(await page.getByRole('button', { name: /Compartilhar meu link/ }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'promote-not-open');
    await page.goto(`${baseUrl}/event/item?id=daily`);
    await page.getByTestId('page-title').waitFor();
    expect(await page.locator('main').innerText()).toContain('Esta promoção ainda não está aberta');
    await screenshot(page, 'promotion-not-open');
    await context.close();
  });

  it('says truly what the VIP club does today: withdrawal limits by level, no rewards promised', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/event`);
    await storedUser(page);
    const card = page.getByTestId('promotion-vip');
    expect(await card.innerText()).toContain('Em vigor');
    expect(await card.innerText()).not.toContain('Ainda não aberto');
    await card.click();
    const detail = page.getByTestId('promotion-vip-detail');
    await detail.waitFor();
    expect(await page.locator('main').innerText()).toContain('não há recompensas VIP');
    expect(await page.locator('main').innerText()).not.toContain('ainda não está aberta');
    await screenshot(page, 'promotion-vip');
    await context.close();
  });

  it('fits every entry of the Spanish bottom nav at phone width', async () => {
    const { context, page } = await newPhone(browser, { locale: 'es-MX' });
    await page.goto(`${baseUrl}/?market=MX`);
    await storedUser(page);
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    const cut = await nav.locator('a, button').evaluateAll((entries) =>
      entries
        .flatMap((entry) => [entry, ...entry.querySelectorAll('*')])
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    expect(await page.getByTestId('nav-event').innerText()).toBe('Promos');
    await context.close();
  });

  it('names the age of the market’s profile in the footer: 21+ in the Philippines', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-PH' });
    await page.goto(`${baseUrl}/about?market=PH`);
    await storedUser(page);
    const footer = page.locator('.operator-footer');
    await footer.waitFor();
    expect(await footer.innerText()).toContain('21+ only.');
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'about-ph');
    await context.close();
  });
});
