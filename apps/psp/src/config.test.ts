import { describe, expect, it } from 'vitest';
import { developmentPspSecret, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working development defaults', () => {
    const config = loadConfig({});
    expect(config.PSP_PORT).toBe(8082);
    expect(config.publicUrl).toBe('http://localhost:8082');
    expect(config.PSP_SECRET).toBe(developmentPspSecret);
    expect(config.PSP_SANDBOX).toBe(true);
    expect(config.PSP_SETTLE_DELAY_MS).toBe(2000);
    // Unset: each checkout names the payee in its own language.
    expect(config.PSP_MERCHANT_NAME).toBeUndefined();
  });

  it('derives the public address from the port unless told', () => {
    expect(loadConfig({ PSP_PORT: '19082' }).publicUrl).toBe('http://localhost:19082');
    expect(loadConfig({ PSP_PUBLIC_URL: 'https://pay.example/' }).publicUrl).toBe(
      'https://pay.example',
    );
  });

  it('reads PSP_SANDBOX as a boolean', () => {
    expect(loadConfig({ PSP_SANDBOX: 'false' }).PSP_SANDBOX).toBe(false);
    expect(loadConfig({ PSP_SANDBOX: '1' }).PSP_SANDBOX).toBe(true);
  });

  it('refuses to start with a readable list of what is wrong', () => {
    expect(() =>
      loadConfig({ PSP_PORT: 'abc', PSP_SECRET: 'short', PSP_SETTLE_DELAY_MS: '-1' }),
    ).toThrow(/PSP_PORT[\s\S]*PSP_SECRET[\s\S]*PSP_SETTLE_DELAY_MS/);
  });
});
