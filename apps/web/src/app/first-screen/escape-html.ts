const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Text as HTML's own: a first screen is a string of HTML, and a word or a name is text in it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => htmlEscapes[character] ?? character);
}
