import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { gameCatalogue } from './src/features/games/game-catalogue';
import { pagePreloads } from './vite-page-preloads';
import type { PagePreloads } from '@sorte/contracts/page-preloads';

const artAsset = (art: string) => ({
  type: 'asset',
  fileName: `assets/${art}-H4sh.svg`,
  originalFileNames: [`src/features/games/art/${art}.svg`],
});

const vipPage = {
  type: 'chunk',
  fileName: 'assets/vip-route-V1.js',
  facadeModuleId: '/app/apps/web/src/app/routes/vip-route.tsx',
  isDynamicEntry: true,
  isEntry: false,
  imports: [],
  viteMetadata: { importedCss: new Set<string>() },
};

/** Runs the plugin on a bundle as Vite hands it over: what it writes, or why it fails the build. */
async function build(files: object[]): Promise<PagePreloads> {
  const plugin = pagePreloads();
  const bundle = Object.fromEntries(
    files.map((file) => [(file as { fileName: string }).fileName, file]),
  );
  let written: string | undefined;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
    emitFile(file: { source: string }) {
      written = file.source;
    },
  };
  const generate = plugin.generateBundle as (
    this: typeof context,
    options: object,
    bundle: Rolldown.OutputBundle,
  ) => Promise<void>;
  await generate.call(context, {}, bundle as unknown as Rolldown.OutputBundle);
  if (written === undefined) throw new Error('page-preloads.json not written');
  return JSON.parse(written) as PagePreloads;
}

describe("the build's preloads of `/`", () => {
  it("names every game's picture in the grid's order, the first card's first", async () => {
    const built = await build([
      vipPage,
      ...[...gameCatalogue].reverse().map((game) => artAsset(game.art)),
    ]);
    expect(built.pictures['/']).toEqual(
      gameCatalogue.map((game) => `/assets/${game.art}-H4sh.svg`),
    );
    expect(built.pages['/vip']).toEqual(['/assets/vip-route-V1.js']);
  });

  it("names a page's chunks on every address it is the page of, an alias's too", async () => {
    const tracker = {
      ...vipPage,
      fileName: 'assets/withdrawal-tracker-route-W1.js',
      facadeModuleId: '/app/apps/web/src/app/routes/withdrawal-tracker-route.tsx',
    };
    const built = await build([tracker, ...gameCatalogue.map((game) => artAsset(game.art))]);
    expect(built.pages).toEqual({
      '/withdrawaltracker': ['/assets/withdrawal-tracker-route-W1.js'],
      '/withdrawaltrackera': ['/assets/withdrawal-tracker-route-W1.js'],
    });
  });

  it('fails the build when a game of the grid has no built picture', async () => {
    const [first, ...others] = gameCatalogue;
    await expect(build([vipPage, ...others.map((game) => artAsset(game.art))])).rejects.toThrow(
      `no built picture for ${first?.art}`,
    );
  });
});

describe("the build's first screens", () => {
  it("writes each address's in every language: `/`'s without words, the reward and withdrawal pages' in their own", async () => {
    const built = await build([vipPage, ...gameCatalogue.map((game) => artAsset(game.art))]);
    expect(Object.keys(built.firstScreens).sort()).toEqual(['/', '/event', '/security', '/vip']);
    for (const screens of Object.values(built.firstScreens)) {
      expect(Object.keys(screens).sort()).toEqual(['en', 'es', 'pt-BR']);
    }
    const home = built.firstScreens['/'] ?? {};
    expect(home.en).toBe(home['pt-BR']);
    expect(home.en).toContain('Lucky Tiger');
    expect(built.firstScreens['/event']?.['pt-BR']).toContain('>Promoções</h1>');
    expect(built.firstScreens['/vip']?.es).toContain('>Club VIP</h1>');
    expect(built.firstScreens['/vip']?.en).toContain('A level is never a condition');
    expect(built.firstScreens['/security']?.en).toContain('We never ask you to pay');
    expect(Object.keys(built.riskWarnings ?? {}).sort()).toEqual(['en', 'es', 'pt-BR']);
    expect(built.riskWarnings?.['pt-BR']).toContain('Apostas podem causar perdas financeiras');
    expect(home.en).toContain('<!--risk-warning-->');
    // Which of each page's stylesheets its first screen is drawn with (`/` has none of its own).
    expect(Object.keys(built.firstScreenStyles ?? {}).sort()).toEqual(
      Object.keys(built.firstScreens ?? {}).sort(),
    );
    expect(built.firstScreenStyles?.['/']).toEqual([]);
  });
});
