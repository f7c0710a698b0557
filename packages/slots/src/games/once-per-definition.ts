/**
 * `compile` run once per definition object and kept while the definition lives: definitions are
 * immutable data, and compiling one (tables, exact counts) is too costly to repeat per spin.
 */
export function oncePerDefinition<Definition extends object, Compiled>(
  compile: (definition: Definition) => Compiled,
): (definition: Definition) => Compiled {
  const compiledByDefinition = new WeakMap<Definition, Compiled>();
  return (definition) => {
    const cached = compiledByDefinition.get(definition);
    if (cached !== undefined) return cached;
    const compiled = compile(definition);
    compiledByDefinition.set(definition, compiled);
    return compiled;
  };
}
