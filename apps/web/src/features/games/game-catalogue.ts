/**
 * The seed's game ids with Sorte's own titles (PRODUCT.md §3.8) and the name of each game's
 * picture in `art/`. Plain data, with no React: the build reads it too, to write `/`'s first
 * screen (app/first-screen). Titles are names: not translated.
 */
export const gameCatalogue = [
  // A friendly tiger face on a sunburst.
  { id: 66121, title: 'Lucky Tiger', art: 'lucky-tiger' },
  // A golden ox with a lucky nose ring on emerald.
  { id: 66122, title: 'Golden Ox', art: 'golden-ox' },
  // A white rabbit under a full moon.
  { id: 66123, title: 'Moon Rabbit', art: 'moon-rabbit' },
  // Three fanned playing cards and chips on crimson.
  { id: 66136, title: 'Teen Patti', art: 'teen-patti' },
] as const;

export type CatalogueGame = (typeof gameCatalogue)[number];

/** A game's picture: `art/<name>.svg`, painted by the class `game-art--<name>`. */
export type GameArtName = CatalogueGame['art'];
