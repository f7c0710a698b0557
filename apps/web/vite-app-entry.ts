import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { appEntryAttribute } from './src/lib/after-first-paint.ts';

/** The app's own entry (src/main.tsx), which the page's entry (src/boot.ts) imports after the first paint. */
const appEntry = /\/src\/main\.tsx$/;

/** The modules of the page's entry: kept out of the app's chunks, so it runs them alone. */
export const bootModules =
  /\/index\.html(?:\?|$)|\/src\/boot\.ts$|\/(?:src\/lib|contracts\/src)\/after-first-paint\.ts$|\/src\/lib\/next-task\.ts$/;

/** The app's entry chunk in a build's output. */
export function appEntryChunk(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk | undefined {
  return Object.values(bundle).find(
    (chunk): chunk is Rolldown.OutputChunk =>
      chunk.type === 'chunk' && chunk.isEntry && appEntry.test(chunk.facadeModuleId ?? ''),
  );
}

/**
 * The app's chunks (its entry's first, then what it imports statically) and their stylesheets,
 * in the order the bundler's own page would link them: a chunk's imports' styles before its own.
 */
export function appFiles(
  bundle: Rolldown.OutputBundle,
  entry: Rolldown.OutputChunk,
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (!styles.includes(css)) styles.push(css);
    }
  };
  visit(entry);
  return { scripts: scripts.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) };
}

/**
 * Names the app's chunks (`modulepreload`) and stylesheets in `index.html`. The page's entry
 * (`src/boot.ts`) imports the app only after the first paint; named here, the browser fetches
 * and compiles it beside the page instead of after, and the first paint has the app's styles
 * (the styles of `/`'s first screen among them). A build without the app's entry fails.
 */
export function appEntryLinks(): Plugin {
  return {
    name: 'sorte-app-entry-links',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const entry = context.bundle ? appEntryChunk(context.bundle) : undefined;
        if (!context.bundle || !entry) throw new Error('the build has no app entry (src/main.tsx)');
        // Whatever the page's entry imports statically runs before it, so before the first paint.
        if (context.chunk && context.chunk.imports.length > 0) {
          throw new Error(
            `the page's entry imports ${context.chunk.imports.join(', ')}: keep its modules in bootModules`,
          );
        }
        const { scripts, styles } = appFiles(context.bundle, entry);
        // The page's own entry, which the app imports a helper from, is already its script.
        const pageEntry = context.chunk ? `/${context.chunk.fileName}` : undefined;
        const link = (rel: string, href: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: {
            rel,
            crossorigin: true,
            href,
            // The page's entry imports the app by this link's address (boot.ts).
            ...(href === `/${entry.fileName}` ? { [appEntryAttribute]: true } : {}),
          },
          injectTo: 'head',
        });
        return [
          ...styles.map((href) => link('stylesheet', href)),
          ...scripts
            .filter((href) => href !== pageEntry)
            .map((href) => link('modulepreload', href)),
        ];
      },
    },
  };
}
