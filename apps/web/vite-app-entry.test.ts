import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rolldown } from 'vite';
import { appEntryAttribute } from './src/lib/after-first-paint';
import { appEntryLinks, bootModules } from './vite-app-entry';

const chunk = (fileName: string, fields: object) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  viteMetadata: { importedCss: new Set<string>() },
  ...fields,
});

const pageEntry = chunk('assets/index-B0.js', {
  isEntry: true,
  facadeModuleId: '/app/apps/web/index.html',
});
const appEntry = chunk('assets/app-A1.js', {
  isEntry: true,
  facadeModuleId: '/app/apps/web/src/main.tsx',
  imports: ['assets/vendor-V1.js', 'assets/index-B0.js'],
  viteMetadata: { importedCss: new Set(['assets/app-A1.css']) },
});
const vendor = chunk('assets/vendor-V1.js', {
  viteMetadata: { importedCss: new Set(['assets/vendor-V1.css']) },
});

/** Runs the plugin's page transform on a bundle as Vite hands it over. */
function tagsFor(files: object[]): HtmlTagDescriptor[] {
  const bundle = Object.fromEntries(
    files.map((file) => [(file as { fileName: string }).fileName, file]),
  ) as unknown as Rolldown.OutputBundle;
  const hook = appEntryLinks().transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => HtmlTagDescriptor[];
  };
  return hook.handler('<html></html>', {
    bundle,
    chunk: pageEntry as unknown as Rolldown.OutputChunk,
  });
}

describe("the page's links to the app it starts after the first paint", () => {
  it("names the app's stylesheets, an import's before the app's own, then its chunks", () => {
    const tags = tagsFor([pageEntry, appEntry, vendor]);
    // Not the page's own entry, which the app imports a helper from: it is the page's script.
    expect(tags.map((tag) => [tag.attrs?.rel, tag.attrs?.href])).toEqual([
      ['stylesheet', '/assets/vendor-V1.css'],
      ['stylesheet', '/assets/app-A1.css'],
      ['modulepreload', '/assets/app-A1.js'],
      ['modulepreload', '/assets/vendor-V1.js'],
    ]);
    expect(tags.every((tag) => tag.injectTo === 'head')).toBe(true);
    // The page's entry imports the app by the address of the link marked as its.
    expect(
      tags.filter((tag) => tag.attrs?.[appEntryAttribute]).map((tag) => tag.attrs?.href),
    ).toEqual(['/assets/app-A1.js']);
  });

  it('fails the build when there is no app entry to name', () => {
    expect(() => tagsFor([pageEntry, vendor])).toThrow(/no app entry/);
  });
});

describe("the page's entry's own modules", () => {
  it("are the page, its entry and what runs before the paint, never the app's", () => {
    for (const id of [
      '/app/apps/web/index.html',
      '/app/apps/web/index.html?html-proxy&index=0.js',
      '/app/apps/web/src/boot.ts',
      '/app/apps/web/src/lib/after-first-paint.ts',
      '/app/packages/contracts/src/after-first-paint.ts',
    ]) {
      expect(bootModules.test(id), id).toBe(true);
    }
    for (const id of [
      '/app/apps/web/src/main.tsx',
      '/app/apps/web/src/app/app.tsx',
      // The app's own lazy imports need it; the page's entry imports the app by its address.
      '\0vite/preload-helper.js',
      '/app/node_modules/react-dom/client.js',
    ]) {
      expect(bootModules.test(id), id).toBe(false);
    }
  });
});
