/** Where a first screen begins and ends inside `#root`, so a page kept offline can drop it. */
export const firstScreenMarks = { start: '<!--first-screen-->', end: '<!--/first-screen-->' };

/** The page without the first screen it may hold: what another address starts from. */
export function withoutFirstScreen(page: string): string {
  const start = page.indexOf(firstScreenMarks.start);
  const end = page.indexOf(firstScreenMarks.end, start);
  if (start === -1 || end === -1) return page;
  return page.slice(0, start) + page.slice(end + firstScreenMarks.end.length);
}
