import { describe, expect, it } from 'vitest';
import { gameCatalogue } from '../../features/games/game-catalogue';
import { homeFirstScreen } from './home-first-screen';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe("`/`'s first screen", () => {
  const root = parse(homeFirstScreen());
  const shell = root.firstElementChild as HTMLElement;

  it('draws every game of the catalogue with its picture and title, in the order of the grid', () => {
    const cards = [...root.querySelectorAll('.game-grid > .game-grid__item')];
    expect(
      cards.map((card) => ({
        art: card.querySelector('.game-card__art > .game-art')?.className,
        title: card.querySelector('.game-card__title')?.textContent,
      })),
    ).toEqual(
      gameCatalogue.map((game) => ({ art: `game-art game-art--${game.art}`, title: game.title })),
    );
  });

  it('is one element nothing can be pressed, focused or read out in', () => {
    expect(root.children).toHaveLength(1);
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    // No test id, label or link of the home: only the app's own render carries them.
    expect(
      root.querySelectorAll('[data-testid], [aria-label], a, [href], [id]:not(linearGradient)'),
    ).toHaveLength(0);
  });

  it('says nothing but the casino and game names: no word of a language, nothing of the player', () => {
    const walker = document.createTreeWalker(shell, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replaceAll('\u00a0', ' ').trim();
      if (text) texts.push(text);
    }
    expect(texts).toEqual(['Sorte', ...gameCatalogue.map((game) => game.title)]);
  });
});
