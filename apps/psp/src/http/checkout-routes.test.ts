import { brotliDecompressSync } from 'node:zlib';
import { chargeAnswer } from '@sorte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pspClabe } from '../spei/psp-clabe';
import { chargeBody, startPspHarness } from '../test-support/psp-harness';
import type { PspHarness } from '../test-support/psp-harness';
import { checkoutContentSecurityPolicy } from './security-headers';

let psp: PspHarness;

beforeAll(async () => {
  psp = await startPspHarness({ PSP_SETTLE_DELAY_MS: '0' });
}, 60_000);

afterAll(async () => {
  await psp?.close();
});

async function pageOf(overrides: Parameters<typeof chargeBody>[0] = {}) {
  const charge = chargeAnswer.parse(
    (await psp.signed('POST', '/v1/charges', chargeBody(overrides))).json(),
  );
  const page = await psp.app.inject({ url: new URL(charge.payUrl).pathname });
  return { charge, page };
}

/** The CSP allows no inline script or style: the markup must not need any. */
function expectNothingInline(body: string) {
  expect(body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  expect(body).not.toMatch(/\sstyle=/);
  expect(body).not.toMatch(/<style/);
  expect(body).not.toMatch(/\son[a-z]+=/);
}

describe('checkout pages', () => {
  it('shows a PIX charge in Portuguese with its QR code and copy-and-paste code, under a strict CSP', async () => {
    const { charge, page } = await pageOf({ amount: 123456 });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(checkoutContentSecurityPolicy);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('R$ 1.234,56');
    expect(page.body).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(page.body).toContain(`data-copy="${charge.pix?.brCode ?? 'missing'}"`);
    expect(page.body).toContain('Pagar agora (teste)');
    expect(page.body).toContain('data-state="pending"');
    expect(page.body).toMatch(/src="\/assets\/[0-9a-f]{12}\/checkout\.js"/);
    expectNothingInline(page.body);

    // The page is drawn per charge and is several kilobytes: a browser gets it compressed.
    const compressed = await psp.app.inject({
      url: new URL(charge.payUrl).pathname,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(page.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
  });

  it('shows a SPEI charge in Spanish with the CLABE, beneficiary, amount and reference', async () => {
    const { charge, page } = await pageOf({ currency: 'MXN', method: 'spei', amount: 30000 });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(`data-copy="${pspClabe}"`);
    expect(page.body).toContain(`data-copy="${charge.spei?.reference ?? 'missing'}"`);
    expect(page.body).toContain('$300.00');
    // The payee in the page's language: a Mexican player reads no Portuguese.
    expect(page.body).toContain('SORTE PAGOS');
    expect(page.body).not.toContain('PAGAMENTOS');
    expect(page.body).toContain('Ya transferí (prueba)');
    expectNothingInline(page.body);
  });

  it('shows an e-wallet charge in English with a wallet choice and a mobile number field', async () => {
    const { page } = await pageOf({ currency: 'PHP', method: 'ewallet', amount: 50000 });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('₱500.00');
    expect(page.body).toMatch(/name="wallet"\s+value="sampaguita"/);
    expect(page.body).toContain('name="mobileNumber"');
    expect(page.body).toContain('SORTE PAYMENTS');
    expect(page.body).not.toContain('PAGAMENTOS');
    expectNothingInline(page.body);
  });

  it("follows the charge's own language over its currency's", async () => {
    const { page } = await pageOf({ language: 'en' });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Pay now (sandbox)');
  });

  it('moves the page and its status along as the charge is paid', async () => {
    const { charge } = await pageOf();
    const status = () => psp.app.inject({ url: `/checkout/${charge.chargeId}/status` });
    expect((await status()).json()).toEqual({ status: 'pending', state: 'pending' });
    await psp.app.inject({ method: 'POST', url: `/sandbox/charges/${charge.chargeId}/pay` });
    expect((await status()).json()).toEqual({ status: 'paid', state: 'paid' });
    const page = await psp.app.inject({ url: `/checkout/${charge.chargeId}` });
    expect(page.body).toContain('data-state="paid"');
    expect(page.body).toContain('href="https://casino.example/deposit/done"');
  });

  it('answers an unknown charge with a page in the browser language', async () => {
    const page = await psp.app.inject({
      url: '/checkout/ch_doesnotexist',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Pago no encontrado');
    expect(page.headers['content-security-policy']).toBe(checkoutContentSecurityPolicy);
    expect((await psp.app.inject({ url: '/checkout/ch_nope/status' })).statusCode).toBe(404);
    expect((await psp.app.inject({ url: '/checkout/%3Cscript%3E' })).statusCode).toBe(404);
  });
});
