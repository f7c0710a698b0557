/** Markup that is already safe to place in a page: built by `html` or trusted by `trustedHtml`. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

type Interpolation =
  SafeHtml | string | number | false | null | undefined | readonly Interpolation[];

/**
 * A template for page markup that escapes every interpolated value unless it is SafeHtml, so a
 * merchant name or an order id can never become markup. false, null and undefined print nothing,
 * which makes `${condition && html`…`}` read naturally.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(text);
}

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(String(value));
}

/** For markup this service generated itself (the QR code's SVG); never for outside input. */
export function trustedHtml(text: string): SafeHtml {
  return new SafeHtml(text);
}
