import type { Language } from '@sorte/words/languages';
import { startupWords } from '@sorte/words/web/startup';

/** Plain DOM, no React: the app could not start, but the player still gets words and a way out. */
export function renderStartupFailure(root: HTMLElement, language: Language): void {
  const { message, retry } = startupWords[language];
  const main = document.createElement('main');
  main.className = 'startup-failure';
  const text = document.createElement('p');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--gold';
  button.textContent = retry;
  button.addEventListener('click', () => location.reload());
  main.append(text, button);
  root.replaceChildren(main);
}
