import { describe, expect, it } from 'vitest';
import { redactTokens } from './redact-tokens';

describe('redactTokens', () => {
  it('keeps the game session token out of logged URLs', () => {
    expect(redactTokens('/play/66121?token=secret123&lang=en&currency=BRL')).toBe(
      '/play/66121?token=[redacted]&lang=en&currency=BRL',
    );
    expect(redactTokens('/play/66121?lang=en&token=secret123')).toBe(
      '/play/66121?lang=en&token=[redacted]',
    );
    expect(redactTokens('/healthz')).toBe('/healthz');
  });
});
