export interface ElementProps {
  class?: string;
  text?: string;
  testId?: string;
  attrs?: Record<string, string>;
  onClick?: (event: Event) => void;
}

/** A tiny element factory: the pages build their DOM by hand, with no framework to download. */
export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  props: ElementProps = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  if (props.text !== undefined) element.textContent = props.text;
  if (props.testId) element.dataset.testid = props.testId;
  for (const [name, value] of Object.entries(props.attrs ?? {})) element.setAttribute(name, value);
  if (props.onClick) element.addEventListener('click', props.onClick);
  element.append(...children);
  return element;
}

const svgNamespace = 'http://www.w3.org/2000/svg';

export function svg<Tag extends keyof SVGElementTagNameMap>(
  tag: Tag,
  attrs: Record<string, string> = {},
  children: readonly Node[] = [],
): SVGElementTagNameMap[Tag] {
  const element = document.createElementNS(svgNamespace, tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** An inline icon drawn from the page's sprite (see symbols.ts). */
export function spriteIcon(id: string, className = 'icon'): SVGSVGElement {
  return svg('svg', { class: className, 'aria-hidden': 'true', focusable: 'false' }, [
    svg('use', { href: `#${id}` }),
  ]);
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function wait(durationMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, durationMs));
}
