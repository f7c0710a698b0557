/**
 * `.home .game-grid .game-card`: an element's classes and its ancestors', up to `root`: the
 * selector by which a first screen's element is found in the page the app renders.
 */
export function classPathOf(element: Element, root: Element): string {
  const steps: string[] = [];
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
    if (at.classList.length > 0)
      steps.unshift([...at.classList].map((name) => `.${name}`).join(''));
  }
  return steps.join(' ');
}
