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

function yearsAgo(years: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - years, month - 1, day + 1)).toISOString().slice(0, 10);
}

async function ageConfirmed(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/v1/bus/accountInfo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: '{}',
  });
  const body = (await response.json()) as { data: { result: { ageConfirmed: number } } };
  return body.data.result.ageConfirmed;
}

describe('the 18+ setup', () => {
  it('opens at startup for a kk channel, shows the message of each wrong field, then lets the adult play', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/?kk=1`);
    const gate = page.getByTestId('age-gate');
    await gate.waitFor();
    const player = await storedUser(page);
    await screenshot(page, 'age-gate');

    const confirm = page.getByTestId('age-gate-confirm');
    const error = page.getByTestId('age-gate-error');
    await confirm.click();
    expect(await error.innerText()).toBe(
      'Digite de 3 a 15 caracteres: letras, números, _ . ou -, sem espaços nem emojis.',
    );
    // Emoji cannot be typed again on another device to sign in: refused, saying what is taken.
    await gate.getByLabel('Nome de usuário').fill('😀😀😀🎰');
    await confirm.click();
    expect(await error.innerText()).toMatch(/sem espaços nem emojis/);
    await gate.getByLabel('Nome de usuário').fill('Tigresa');
    await confirm.click();
    expect(await error.innerText()).toBe('Selecione sua data de nascimento');
    // A day short of 18 years.
    await gate.locator('input[type="date"]').fill(yearsAgo(18));
    await confirm.click();
    expect(await error.innerText()).toBe('Disponível apenas para maiores de 18 anos');
    await gate.locator('input[type="date"]').fill('1994-08-09');
    await confirm.click();
    expect(await error.innerText()).toBe('Confirme sua idade e aceite os termos.');
    await screenshot(page, 'age-gate-error');
    expect(await ageConfirmed(player.token)).toBe(0);

    await gate.locator('input[type="checkbox"]').check();
    await confirm.click();
    await gate.waitFor({ state: 'detached' });
    expect(await ageConfirmed(player.token)).toBe(1);

    // Confirmed once: the next game opens straight away.
    await page.getByTestId('game-card-66121').click();
    await page.getByTestId('game-frame').waitFor();
    expect(await page.getByTestId('age-gate').count()).toBe(0);
    await context.close();
  });

  it('asks before the first game when no channel opened it, and opens nothing if the player declines', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    const player = await storedUser(page);
    expect(await page.getByTestId('age-gate').count()).toBe(0);

    await page.getByTestId('game-card-66122').click();
    const gate = page.getByTestId('age-gate');
    await gate.waitFor();
    await gate.getByRole('button', { name: 'Fechar' }).click();
    await gate.waitFor({ state: 'detached' });
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    expect(await ageConfirmed(player.token)).toBe(0);
    await context.close();
  });

  it('holds Philippine players to 21, in English', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-PH' });
    await page.goto(`${baseUrl}/?market=PH&kk=1`);
    const gate = page.getByTestId('age-gate');
    await gate.waitFor();
    expect(await gate.innerText()).toContain('21+');
    await gate.getByLabel('Username').fill('luckyjuan');
    await gate.locator('input[type="date"]').fill(yearsAgo(20));
    await gate.locator('input[type="checkbox"]').check();
    await page.getByTestId('age-gate-confirm').click();
    expect(await page.getByTestId('age-gate-error').innerText()).toBe(
      'Only open to users over 21 years old',
    );
    await screenshot(page, 'age-gate-ph');
    await context.close();
  });
});
