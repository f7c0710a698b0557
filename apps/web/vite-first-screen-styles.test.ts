import { describe, expect, it } from 'vitest';
import { classNamesIn, firstScreenStylesOf, stylesAnyOf } from './vite-first-screen-styles';

const screen =
  '<div class="app" inert><header class="page-header"><h1 class="page-header__title">Saque</h1></header><p class="honest-note">…</p></div>';

describe("a first screen's stylesheets", () => {
  it('reads the classes a screen uses, each once', () => {
    expect([...classNamesIn(screen)].sort()).toEqual([
      'app',
      'honest-note',
      'page-header',
      'page-header__title',
    ]);
  });

  it('counts a selector only when it names one of those classes whole', () => {
    const names = classNamesIn(screen);
    expect(stylesAnyOf('.honest-note{display:flex}', names)).toBe(true);
    expect(stylesAnyOf('.card .page-header__title:hover{color:red}', names)).toBe(true);
    expect(stylesAnyOf('.honest-note__icon{color:green}', names)).toBe(false);
    expect(stylesAnyOf('.app-bar{height:4px}', names)).toBe(false);
    expect(stylesAnyOf('input{font-size:16px}.field{margin:0}', names)).toBe(false);
  });

  it("keeps the page's stylesheets that draw the screen, in their order, and leaves the others to after the paint", () => {
    expect(
      firstScreenStylesOf(screen, [
        { file: '/assets/withdrawals-route.css', css: '.honest-note{gap:12px}.withdraw-panel{}' },
        { file: '/assets/field.css', css: '.field{margin:0}' },
        { file: '/assets/page.css', css: '.page-header{display:flex}' },
        { file: '/assets/sheet-dialog.css', css: '.sheet{position:fixed}' },
      ]),
    ).toEqual(['/assets/withdrawals-route.css', '/assets/page.css']);
  });
});
