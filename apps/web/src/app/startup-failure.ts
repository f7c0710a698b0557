import type { Language } from '../lib/i18n';

// Shown when the language chunk itself could not load, so there is no catalogue to speak from.
const texts: Record<Language, { message: string; retry: string }> = {
  'pt-BR': { message: 'Sem conexão. Verifique sua internet.', retry: 'Tentar novamente' },
  en: { message: 'No connection. Check your internet.', retry: 'Try again' },
  es: { message: 'Sin conexión. Revisa tu internet.', retry: 'Reintentar' },
};

/** Plain DOM, no React: the app could not start, but the player still gets words and a way out. */
export function renderStartupFailure(root: HTMLElement, language: Language): void {
  const { message, retry } = texts[language];
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
