/** The `{name}` placeholders of a message, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return Array.from(template.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? '');
}

/**
 * A message with its `{name}` placeholders filled. A placeholder without a value throws: a message
 * that shows "{limit}" to a player is a bug to catch in tests, not text to send.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new RangeError(`no value for {${name}} in "${template}"`);
    return value;
  });
}
