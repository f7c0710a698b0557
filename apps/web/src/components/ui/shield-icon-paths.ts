/**
 * The shield's strokes (24-unit box), drawn by `ShieldIcon` and by the withdrawal page's first
 * screen, which is static HTML written before the app runs: one drawing for both.
 */
export const shieldIconPaths: readonly string[] = [
  'M12 3.5 5 6v5.5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6Z',
  'm9 12 2.2 2.2L15.5 10',
];
