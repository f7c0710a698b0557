import type { Plugin, Rolldown } from 'vite';
import { routeKeyOf } from '@sorte/contracts/api-paths';
import type { PagePreloads } from '@sorte/contracts/page-preloads';
import { isLanguage, languages } from '@sorte/words/languages';
import type { Catalogue } from '@sorte/words/web';
import type { RewardWords } from '@sorte/words/web/rewards';
import { homeFirstScreen } from './src/app/first-screen/home-first-screen.ts';
import { pageFirstScreens } from './src/app/first-screen/page-first-screens.ts';
import { riskWarningFirstScreen } from './src/app/first-screen/risk-warning-first-screen.ts';
import { gameCatalogue } from './src/features/games/game-catalogue.ts';
import { pageOfAlias, paths } from './src/app/paths.ts';
import { readCatalogue } from './vite-first-screen-words.ts';
import { firstScreenStylesOf } from './vite-first-screen-styles.ts';

/** The game grid's art (src/features/games/art): a game's picture's name, from its file's. */
const gameArt = /(?:^|\/)src\/features\/games\/art\/([a-z-]+)\.svg$/;

/** The picture's name an asset was built from, if it is one of the game grid's. */
function gameArtNameOf(asset: Rolldown.OutputAsset): string | undefined {
  for (const name of asset.originalFileNames) {
    const art = gameArt.exec(name)?.[1];
    if (art) return art;
  }
  return undefined;
}

/** `promotionItem` → `promotion-item`: the route module of `paths.promotionItem`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A chunk and every chunk it imports statically, except the entry's, which is already loading,
 * then their stylesheets.
 */
function chunksOf(bundle: Rolldown.OutputBundle, first: Rolldown.OutputChunk): string[] {
  const files: string[] = [];
  const styles = new Set<string>();
  const pending = [first.fileName];
  while (pending.length > 0) {
    const fileName = pending.shift() as string;
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || files.includes(`/${fileName}`)) {
      continue;
    }
    files.push(`/${fileName}`);
    // The stylesheets Vite's loader adds (and waits for) when it imports the chunk.
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
    pending.push(...chunk.imports);
  }
  return [...files, ...styles];
}

type FirstScreens = Required<Pick<PagePreloads, 'firstScreens' | 'riskWarnings'>>;

/**
 * Every address's first screen in every language (decisions 0025, 0027), and the risk warning
 * the api puts in `/`'s where the profile shows one.
 */
async function firstScreensByLanguage(): Promise<FirstScreens> {
  const home = homeFirstScreen();
  const screens: FirstScreens['firstScreens'] = { '/': {} };
  const riskWarnings: FirstScreens['riskWarnings'] = {};
  for (const language of languages) {
    (screens['/'] as Record<string, string>)[language] = home;
    const words = {
      web: (await readCatalogue(language, 'web')) as Catalogue,
      rewards: (await readCatalogue(language, 'web-rewards')) as RewardWords,
    };
    for (const [address, screen] of Object.entries(pageFirstScreens)) {
      screens[address] = { ...screens[address], [language]: screen(words) };
    }
    riskWarnings[language] = riskWarningFirstScreen(words.web);
  }
  return { firstScreens: screens, riskWarnings };
}

/**
 * Writes `dist/page-preloads.json`. A lazy page (`src/app/routes/<name>-route.tsx`, named as its
 * key in `paths`) is asked for by start-up only once the entry has run; named in `index.html`
 * the browser fetches it, and the catalogue it loads with, beside the entry instead. `/` gets
 * its game art as image preloads and its first screen as static HTML (app/first-screen).
 */
export function pagePreloads(): Plugin {
  return {
    name: 'sorte-page-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const preloads: PagePreloads & { pictures: Record<string, string[]> } = {
        pages: {},
        catalogues: {},
        pictures: {},
        ...(await firstScreensByLanguage()),
      };
      const builtArt = new Map<string, string>();
      // A route module and every address it is the page of (its own key's, and its aliases').
      const pathsOfRoute = new Map<string, string[]>();
      for (const [key, address] of Object.entries(paths)) {
        const page = (pageOfAlias as Record<string, string>)[key] ?? key;
        const route = `${kebab(page)}-route`;
        pathsOfRoute.set(route, [...(pathsOfRoute.get(route) ?? []), address]);
      }
      for (const chunk of Object.values(bundle)) {
        const art = chunk.type === 'asset' ? gameArtNameOf(chunk) : undefined;
        if (art) builtArt.set(art, `/${chunk.fileName}`);
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const route = /\/src\/app\/routes\/([a-z-]+)\.tsx$/.exec(chunk.facadeModuleId)?.[1];
        const addresses = route && chunk.isDynamicEntry ? (pathsOfRoute.get(route) ?? []) : [];
        for (const address of addresses) {
          preloads.pages[routeKeyOf(address)] = chunksOf(bundle, chunk);
        }
        const language = /\/catalogues\/([^/]+)\/web\.ts$/.exec(chunk.facadeModuleId)?.[1];
        if (language && isLanguage(language)) preloads.catalogues[language] = `/${chunk.fileName}`;
      }
      // A route module renamed away from its key in `paths` would quietly lose its preloads.
      if (Object.keys(preloads.pages).length === 0) this.error('no lazy page matched `paths`');
      // In the grid's order, the first card's first: a card without its picture fails the build.
      const missing = gameCatalogue.filter((game) => !builtArt.has(game.art));
      if (missing.length > 0) {
        this.error(`no built picture for ${missing.map((game) => game.art).join(', ')}`);
      }
      preloads.pictures['/'] = gameCatalogue.map((game) => builtArt.get(game.art) as string);
      // Of each first screen's page stylesheets, the ones it is drawn with (any language's
      // screen: the classes are the same in all).
      preloads.firstScreenStyles = {};
      for (const [address, screens] of Object.entries(preloads.firstScreens ?? {})) {
        // Keyed as `pages` is, by the address as the api matches it.
        const key = routeKeyOf(address);
        const stylesheets = (preloads.pages[key] ?? [])
          .filter((file) => file.endsWith('.css'))
          .map((file) => {
            const asset = bundle[file.slice(1)];
            const css = asset?.type === 'asset' ? String(asset.source) : '';
            return { file, css };
          });
        const screen = Object.values(screens)[0] ?? '';
        preloads.firstScreenStyles[key] = firstScreenStylesOf(screen, stylesheets);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}
