// Renders the app's home-screen icons (apps/web/public/icons/*.png) from their SVG sources in
// apps/web/app-icon/, with the Chromium the e2e suite drives. The PNGs are committed: run this
// again only when a source changes (`node scripts/render-app-icons.mjs`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const sources = 'apps/web/app-icon';
const out = 'apps/web/public/icons';

// Chrome's install sheet and launcher take 192 and 512 ("any"); Android's adaptive icons the
// maskable one; iOS's home screen the 180 px apple-touch-icon, which it rounds itself and which
// must be opaque.
const icons = [
  { source: 'app-icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'app-icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'app-icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  { source: 'app-icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    const svg = readFileSync(path.join(sources, icon.source)).toString('base64');
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0"><img alt="" width="${icon.size}" height="${icon.size}" style="display:block" src="data:image/svg+xml;base64,${svg}"></body>`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    console.log(`${path.join(out, icon.file)} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
