import { describe, expect, it } from 'vitest';
import { routeKeyOf } from './api-paths';

describe('routeKeyOf', () => {
  it('reads an address as the app routes it: any case, with or without trailing slashes', () => {
    expect(routeKeyOf('/VIP/')).toBe('/vip');
    expect(routeKeyOf('/event/Item//')).toBe('/event/item');
    expect(routeKeyOf('/withdrawalTrackerA')).toBe('/withdrawaltrackera');
    expect(routeKeyOf('/')).toBe('/');
    expect(routeKeyOf('//')).toBe('/');
    expect(routeKeyOf('')).toBe('/');
  });

  it('keeps apart addresses that differ in more than case or a trailing slash', () => {
    expect(routeKeyOf('/event/item')).not.toBe(routeKeyOf('/event'));
    expect(routeKeyOf('/mine/data')).not.toBe(routeKeyOf('/mine'));
  });
});
