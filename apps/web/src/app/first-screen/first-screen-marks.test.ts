import { describe, expect, it } from 'vitest';
import { withoutFirstScreen } from './first-screen-marks';
import { homeFirstScreen } from './home-first-screen';

const page = (root: string) =>
  `<!doctype html><html><head><title>Sorte</title></head><body><div id="root">${root}</div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('a kept page without its first screen', () => {
  it("leaves the empty #root of `/`'s page whole, and everything around it", () => {
    expect(withoutFirstScreen(page(homeFirstScreen()))).toBe(page(''));
  });

  it('leaves a page that holds none as it was', () => {
    expect(withoutFirstScreen(page(''))).toBe(page(''));
    expect(withoutFirstScreen(page('<p>Sorte</p>'))).toBe(page('<p>Sorte</p>'));
  });
});
