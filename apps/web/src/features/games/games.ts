import type { ComponentType } from 'react';
import { GoldenOxArt } from './art/golden-ox-art';
import { LuckyTigerArt } from './art/lucky-tiger-art';
import { MoonRabbitArt } from './art/moon-rabbit-art';
import { TeenPattiArt } from './art/teen-patti-art';

/** The seed's game ids with Sorte's own titles (PRODUCT.md §3.8). Titles are names: not translated. */
export interface Game {
  id: 66121 | 66122 | 66123 | 66136;
  title: string;
  Art: ComponentType;
}

export const games: readonly Game[] = [
  { id: 66121, title: 'Lucky Tiger', Art: LuckyTigerArt },
  { id: 66122, title: 'Golden Ox', Art: GoldenOxArt },
  { id: 66123, title: 'Moon Rabbit', Art: MoonRabbitArt },
  { id: 66136, title: 'Teen Patti', Art: TeenPattiArt },
];

/** A game's title by its id, or undefined for an id the catalogue does not hold. */
export function gameTitle(id: number): string | undefined {
  return games.find((game) => game.id === id)?.title;
}
