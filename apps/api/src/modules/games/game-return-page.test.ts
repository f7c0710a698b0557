import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';

const context = useTestApp();

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) found.set(name, values.join(' '));
  }
  return found;
}

describe('the page a game frame returns to', () => {
  it('loads inside the casino’s own game frame: framed by the casino itself and by no one else', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/game/return' });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves every other page unframeable', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/healthz' });
    expect(
      directives(response.headers['content-security-policy'] as string).get('frame-ancestors'),
    ).toBe("'none'");
  });
});
