import { describe, expect, it } from 'vitest';
import { trackingOriginsOf } from '@sorte/contracts';
import { securityHeaders } from './security-headers';

const directives = (headers: Record<string, string>) =>
  Object.fromEntries(
    (headers['content-security-policy'] ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('lets the page load scripts and send data only to its own origin when no tracker is configured', () => {
    const policy = directives(securityHeaders('http://games.test'));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['frame-src']).toEqual(["'self'", 'http://games.test']);
  });

  it("adds a configured provider's own origins, and only those", () => {
    const tracking = trackingOriginsOf([
      { kind: 'meta-pixel', id: '111111' },
      { kind: 'meta-pixel', id: '222222' },
    ]);
    const policy = directives(securityHeaders('http://games.test', tracking));
    expect(policy['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://www.facebook.com',
      'https://connect.facebook.net',
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'https://www.facebook.com',
      'https://connect.facebook.net',
    ]);
    expect(policy['frame-src']).toEqual(["'self'", 'http://games.test']);
  });
});
