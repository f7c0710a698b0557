import { html } from './html';
import type { SafeHtml } from './html';
import type { Language } from '@sorte/words/languages';

/** Asset paths carry a content hash so browsers may keep them for good (see serve-assets.ts). */
export interface AssetUrls {
  stylesheet: string;
  script: string;
  icon: string;
}

/** The page around the content: no inline script or style, as the CSP demands. */
export function renderDocument(options: {
  language: Language;
  title: string;
  assets: AssetUrls;
  withScript: boolean;
  body: SafeHtml;
}): string {
  return `<!doctype html>${
    html`<html lang="${options.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <meta name="theme-color" content="#f3f5fa" />
        <title>${options.title}</title>
        <link rel="icon" type="image/svg+xml" href="${options.assets.icon}" />
        <link rel="stylesheet" href="${options.assets.stylesheet}" />
        ${options.withScript && html`<script type="module" src="${options.assets.script}"></script>`}
      </head>
      <body>
        ${options.body}
      </body>
    </html>`.text
  }`;
}
