/**
 * What the web build writes in `page-preloads.json` (apps/web/vite-page-preloads.ts) and the api
 * reads to make each page it serves (apps/api/src/web/serve-web.ts): one shape for both.
 */
export interface PagePreloads {
  /** A lazy page's address → the chunks and stylesheets it loads with. */
  pages: Record<string, string[]>;
  /** A language → its whole word catalogue's chunk. */
  catalogues: Record<string, string>;
  /**
   * An address → the pictures its first screen shows, which the browser would otherwise find only
   * once the page has rendered: on `/`, the game grid's art, the largest thing the first screen paints.
   */
  pictures?: Record<string, string[]>;
  /**
   * An address's first screen as static HTML, for `#root` (app/first-screen), in each language:
   * `/`'s holds no words and is the same in all.
   */
  firstScreens?: Record<string, Record<string, string>>;
  /**
   * The compact risk warning as static HTML, in each language: what fills `riskWarningSlot` in a
   * first screen where the visit's compliance profile shows the warning (br-regulated).
   */
  riskWarnings?: Record<string, string>;
  /**
   * Of the stylesheets of an address that has a first screen, those that screen is drawn with
   * (they style a class it uses): only they hold back the first paint, the rest load after it.
   */
  firstScreenStyles?: Record<string, string[]>;
}

/**
 * Where `/`'s first screen has room for the risk warning. The api puts the warning there where
 * the profile asks for one and nothing elsewhere, so the games are drawn where the app, which
 * renders the warning above them, will draw them.
 */
export const riskWarningSlot = '<!--risk-warning-->';
