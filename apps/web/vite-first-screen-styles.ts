/** The class names an HTML fragment uses (`class="a b"`), each once. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Whether a stylesheet has a selector naming one of these classes (`.name`, whole). */
export function stylesAnyOf(css: string, classNames: Set<string>): boolean {
  for (const match of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (classNames.has(match[1] ?? '')) return true;
  }
  return false;
}

/**
 * Of a page's stylesheets, those its first screen is drawn with: the ones that style a class the
 * screen uses. Only they hold back the first paint; the rest load after it, with the page's
 * chunks (decision 0027), and Vite's loader waits for them before the page renders.
 */
export function firstScreenStylesOf(
  firstScreenHtml: string,
  stylesheets: { file: string; css: string }[],
): string[] {
  const classNames = classNamesIn(firstScreenHtml);
  return stylesheets.filter(({ css }) => stylesAnyOf(css, classNames)).map(({ file }) => file);
}
