import type { Language } from '@sorte/words/languages';
import { checkoutCopy } from '@sorte/words/psp';
import { html } from './html';
import { icons } from './icons';
import type { AssetUrls } from './render-document';
import { renderDocument } from './render-document';

/** The page for a checkout link that leads nowhere (a mistyped or made-up charge id). */
export function renderMissingPage(language: Language, assets: AssetUrls): string {
  const copy = checkoutCopy[language];
  return renderDocument({
    language,
    title: copy.notFound.title,
    assets,
    withScript: false,
    body: html`<div class="page">
      <header class="topbar">
        <p class="topbar-title">${icons.lock}<span>${copy.secureCheckout}</span></p>
      </header>
      <main class="checkout">
        <section class="card state-card state-card-missing">
          ${icons.alert}
          <h1 class="state-title">${copy.notFound.title}</h1>
          <p class="state-detail">${copy.notFound.detail}</p>
        </section>
      </main>
    </div>`,
  });
}
