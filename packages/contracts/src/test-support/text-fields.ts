import type { z } from 'zod';

/** A field's place in a body: object keys, `0` for a list's first item. */
export type FieldPath = readonly (string | number)[];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a schema's own value is text: a string, an enum of words, a word literal. */
function isText(def: Def): boolean {
  if (def.type === 'string' || def.type === 'template_literal') return true;
  if (def.type === 'enum')
    return Object.values(def.entries ?? {}).some((v) => typeof v === 'string');
  if (def.type === 'literal') return (def.values ?? []).some((v) => typeof v === 'string');
  return false;
}

/**
 * Every place in a call's body where the schema takes text, read from the schema itself (so a new
 * field is covered the day it is added): through optional, nullable, defaults, pipes, unions,
 * lists (their first item), records (a key `key`) and nested objects.
 */
export function textFieldPaths(schema: z.ZodType): FieldPath[] {
  const found = new Map<string, FieldPath>();
  const visiting = new Set<z.ZodType>();
  const walk = (current: z.ZodType, path: FieldPath): void => {
    if (visiting.has(current)) return;
    visiting.add(current);
    const def = defOf(current);
    if (isText(def) && path.length > 0) found.set(JSON.stringify(path), path);
    const next = (inner: z.ZodType | null | undefined, at: FieldPath = path) => {
      if (inner) walk(inner, at);
    };
    switch (def.type) {
      case 'object':
        for (const [key, field] of Object.entries(def.shape ?? {})) next(field, [...path, key]);
        break;
      case 'array':
        next(def.element, [...path, 0]);
        break;
      case 'tuple':
        (def.items ?? []).forEach((item, index) => next(item, [...path, index]));
        next(def.rest, [...path, (def.items ?? []).length]);
        break;
      case 'record':
        next(def.valueType, [...path, 'key']);
        break;
      case 'union':
        for (const option of def.options ?? []) next(option);
        break;
      case 'intersection':
        next(def.left);
        next(def.right);
        break;
      case 'pipe':
        next(def.in);
        break;
      case 'lazy':
        next(def.getter?.());
        break;
      default:
        next(def.innerType);
    }
    visiting.delete(current);
  };
  walk(schema, []);
  return [...found.values()];
}

/** A body holding only `value` at `path`, with the objects and lists around it. */
export function bodyWithValueAt(path: FieldPath, value: unknown): Record<string, unknown> {
  let inner: unknown = value;
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const key = path[index];
    inner = typeof key === 'number' ? [inner] : { [key as string]: inner };
  }
  return inner as Record<string, unknown>;
}
