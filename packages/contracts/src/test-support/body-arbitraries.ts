import fc from 'fast-check';
import type { z } from 'zod';
import type { FieldPath } from './text-fields';

// Bodies generated from a call's own zod schema, so a new call or field is fuzzed the day it is
// added: `validBody` draws bodies the schema accepts, `hostileBody` bodies a hostile client would
// send (one field wrong, a key missing or unknown, a nesting too deep), `hostileJson` also the
// bytes JSON.stringify never writes. Kinds the walk does not know fall back to `fc.anything()`.

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  items?: readonly z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
  format?: string;
  pattern?: RegExp;
  checks?: readonly { _zod: { def: Check } }[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/** The bounds a schema's checks put on a length or a number. */
interface Bounds {
  min?: number;
  max?: number;
  minExclusive: boolean;
  maxExclusive: boolean;
  integer: boolean;
  patterns: RegExp[];
  format?: string;
}

function boundsOf(def: Def): Bounds {
  const bounds: Bounds = {
    minExclusive: false,
    maxExclusive: false,
    integer: def.format === 'safeint' || def.format === 'int32',
    patterns: def.pattern ? [def.pattern] : [],
    ...(def.format ? { format: def.format } : {}),
  };
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') bounds.min = Math.max(bounds.min ?? 0, check.minimum ?? 0);
    if (check.check === 'max_length')
      bounds.max = Math.min(bounds.max ?? Infinity, check.maximum ?? 0);
    if (check.check === 'length_equals') bounds.min = bounds.max = Number(check.value ?? 0);
    if (check.check === 'greater_than') {
      bounds.min = Number(check.value);
      bounds.minExclusive = check.inclusive === false;
    }
    if (check.check === 'less_than') {
      bounds.max = Number(check.value);
      bounds.maxExclusive = check.inclusive === false;
    }
    if (check.check === 'number_format') bounds.integer = true;
    if (check.check === 'string_format' && check.pattern) bounds.patterns.push(check.pattern);
    if (check.check === 'string_format' && check.format && check.format !== 'regex') {
      bounds.format = check.format;
    }
  }
  return bounds;
}

/** Lists and free texts are kept short: a valid body is about shape, not size. */
const validLengthMax = 40;
const validItemsMax = 4;

/** Whether an object's field may be left out. */
const isOptional = (schema: z.ZodType): boolean =>
  ['optional', 'default', 'prefault'].includes(defOf(schema).type);

function validString(bounds: Bounds): fc.Arbitrary<string> {
  const minLength = bounds.min ?? 0;
  const maxLength = Math.max(minLength, Math.min(bounds.max ?? validLengthMax, validLengthMax));
  const fits = (text: string) =>
    text.length >= (bounds.min ?? 0) &&
    text.length <= (bounds.max ?? Infinity) &&
    bounds.patterns.every((pattern) => pattern.test(text));
  if (bounds.format === 'datetime') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (bounds.format === 'email') return fc.emailAddress();
  if (bounds.format === 'url') return fc.webUrl();
  const [pattern] = bounds.patterns;
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  // Real players type accents and emoji: printable ASCII most of the time, any grapheme else.
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    )
    .map((text) => (text.trim() === text ? text : text.trim() || 'x'.repeat(minLength || 1)))
    .filter(fits);
}

function validNumber(bounds: Bounds): fc.Arbitrary<number> {
  const min = bounds.min ?? (bounds.integer ? Number.MIN_SAFE_INTEGER : -1e12);
  const max = bounds.max ?? (bounds.integer ? Number.MAX_SAFE_INTEGER : 1e12);
  if (bounds.integer) {
    const low = Math.ceil(bounds.minExclusive ? min + 1 : min);
    const high = Math.floor(bounds.maxExclusive ? max - 1 : max);
    return fc.oneof(fc.integer({ min: low, max: high }), fc.constantFrom(low, high));
  }
  return fc.double({
    min,
    max,
    minExcluded: bounds.minExclusive,
    maxExcluded: bounds.maxExclusive,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Values a schema accepts, drawn by walking it (zod 4). */
function validValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((key) => !isOptional(shape[key] as z.ZodType));
      const model = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, validValue(field)]),
      );
      return fc.record(model, { requiredKeys: required });
    }
    case 'string':
      return validString(boundsOf(def));
    case 'number':
      return validNumber(boundsOf(def));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'array': {
      const bounds = boundsOf(def);
      const minLength = bounds.min ?? 0;
      const maxLength = Math.max(minLength, Math.min(bounds.max ?? validItemsMax, validItemsMax));
      return fc.array(validValue(def.element as z.ZodType), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(validValue));
    case 'record':
      return fc.dictionary(
        validValue(def.keyType as z.ZodType) as fc.Arbitrary<string>,
        validValue(def.valueType as z.ZodType),
        { maxKeys: validItemsMax },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map(validValue));
    case 'optional':
      return fc.option(validValue(def.innerType as z.ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(validValue(def.innerType as z.ZodType), { nil: null });
    case 'readonly':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nonoptional':
      return validValue(def.innerType as z.ZodType);
    case 'pipe':
      return validValue(def.in as z.ZodType);
    case 'lazy':
      return validValue((def.getter as () => z.ZodType)());
    default:
      return fc.anything();
  }
}

/**
 * Bodies the schema accepts: every required field, optional ones now and then, lists of up to four
 * items, texts of up to forty characters. A draw the walk got wrong (a refinement it cannot see)
 * is dropped, so what comes out always parses.
 */
export function validBody<Schema extends z.ZodType>(schema: Schema): fc.Arbitrary<z.input<Schema>> {
  return validValue(schema).filter((body) => schema.safeParse(body).success) as fc.Arbitrary<
    z.input<Schema>
  >;
}

/** Texts an attacker tries in any field. */
export const sqlLookingTexts = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '"; drop table players; --',
  "'); delete from ledger_entries; --",
  '1; select pg_sleep(5)',
  "admin'--",
  '%27%20OR%201%3D1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
] as const;

export const oddUnicodeTexts = [
  '\u202Egnp.exe',
  'a\u200Db\u200Bc\uFEFF',
  '\uD800',
  '\uDFFF\uD800',
  '😀'.repeat(40),
  'e\u0301\u0301\u0301\u0301\u0301',
  '\u0000',
  '\u001B[31mred',
  'ＡＤＭＩＮ',
  '\u2028\u2029',
] as const;

const hostileText = fc.oneof(
  fc.constantFrom(...sqlLookingTexts, ...oddUnicodeTexts, '', ' ', 'null', 'undefined'),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(1_000, 70_000).map((length) => 'x'.repeat(length)),
);

/** Numbers out of every range, and texts that look like numbers. */
const hostileNumbers = fc.constantFrom(
  -1,
  0.5,
  -0.0001,
  1e21,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_VALUE,
  Number.MIN_SAFE_INTEGER,
  '1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  ' 12 ',
  '',
);

const wrongTypes = fc.constantFrom<unknown>(null, true, false, 0, 'x', [], {}, ['x'], { a: 1 });

/** A value nested `depth` lists deep: a parser or walker that recurses may fall over. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Values a field of this schema must refuse (most of them: a free text takes any text). */
function hostileValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  let def = defOf(schema);
  while (['optional', 'nullable', 'readonly', 'default', 'prefault'].includes(def.type)) {
    def = defOf(def.innerType as z.ZodType);
  }
  const bounds = boundsOf(def);
  const common = fc.oneof(wrongTypes, hostileText, fc.constant(deeplyNested(2_000)));
  switch (def.type) {
    case 'string': {
      const lengths = [
        ...(bounds.max !== undefined ? [bounds.max + 1] : []),
        ...(bounds.min !== undefined && bounds.min > 0 ? [bounds.min - 1] : []),
      ];
      const wrongLengths = lengths.map((length) => fc.constant('a'.repeat(length)));
      return fc.oneof(common, hostileNumbers, ...wrongLengths);
    }
    case 'number': {
      const edges = [
        ...(bounds.min !== undefined ? [bounds.min - 1, bounds.min - 0.5] : []),
        ...(bounds.max !== undefined ? [bounds.max + 1, bounds.max + 0.5] : []),
      ];
      return fc.oneof(
        common,
        hostileNumbers,
        ...(edges.length > 0 ? [fc.constantFrom(...edges)] : []),
      );
    }
    case 'enum':
    case 'literal': {
      const words = [...Object.values(def.entries ?? {}), ...(def.values ?? [])].map(String);
      const near = words.flatMap((word) => [word.toUpperCase(), ` ${word}`, `${word}'--`]);
      return fc.oneof(common, hostileNumbers, fc.constantFrom(...near));
    }
    case 'array': {
      const element = def.element as z.ZodType;
      return fc.oneof(
        common,
        fc.array(hostileValue(element), { minLength: 1, maxLength: 3 }),
        validValue(element).map((item) => Array.from({ length: 10_000 }, () => item)),
      );
    }
    default:
      return common;
  }
}

/** Every place a body has a value, the whole body (`[]`) first, with the schema found there. */
export function fieldsOf(schema: z.ZodType): { path: FieldPath; schema: z.ZodType }[] {
  const found: { path: FieldPath; schema: z.ZodType }[] = [];
  const walk = (current: z.ZodType, path: FieldPath, depth: number): void => {
    if (depth > 8) return;
    const def = defOf(current);
    const wrappers = ['union', 'pipe', 'lazy', 'optional', 'nullable', 'readonly', 'default'];
    if (!wrappers.includes(def.type) && def.type !== 'prefault') {
      found.push({ path, schema: current });
    }
    switch (def.type) {
      case 'object':
        for (const [key, field] of Object.entries(def.shape ?? {})) {
          walk(field, [...path, key], depth + 1);
        }
        break;
      case 'array':
        walk(def.element as z.ZodType, [...path, 0], depth + 1);
        break;
      case 'union':
        for (const option of def.options ?? []) walk(option, path, depth + 1);
        break;
      case 'optional':
      case 'nullable':
      case 'readonly':
      case 'default':
      case 'prefault':
        walk(def.innerType as z.ZodType, path, depth + 1);
        break;
      case 'pipe':
        walk(def.in as z.ZodType, path, depth + 1);
        break;
      case 'lazy':
        walk((def.getter as () => z.ZodType)(), path, depth + 1);
        break;
    }
  };
  walk(schema, [], 0);
  return found;
}

/** `body` with `value` at `path`, the objects and lists on the way made when missing. */
export function withValueAt(body: unknown, path: FieldPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (typeof key === 'number') {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[key] = withValueAt(list[key], rest, value);
    return list;
  }
  const object =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? { ...(body as Record<string, unknown>) }
      : {};
  // Defined as an own property, so a key such as `__proto__` is sent as it is.
  Object.defineProperty(object, key, {
    value: withValueAt(object[key], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

/** Keys a schema does not describe, some of them what a privilege escalation would try. */
const unknownKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'playerId', 'balance', 'id'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/**
 * Bodies a hostile client sends, each near a valid one: one field (or the whole body) replaced by
 * a wrong type, a number out of range, a text too long, SQL-looking or odd unicode, a nesting
 * 2,000 deep; a required key left out; an unknown key added. Most are refused by the schema; some
 * are not (a free text takes SQL-looking words), which is what a server must also survive.
 */
export function hostileBody(schema: z.ZodType): fc.Arbitrary<unknown> {
  const fields = fieldsOf(schema);
  const replaced = fc
    .tuple(validValue(schema), fc.constantFrom(...fields))
    .chain(([body, field]) =>
      hostileValue(field.schema).map((value) => withValueAt(body, field.path, value)),
    );
  const requiredPaths = fields.filter(({ path }) => {
    if (path.length === 0) return false;
    const parent = fields.find(
      (field) =>
        field.path.length === path.length - 1 &&
        field.path.every((key, index) => key === path[index]),
    );
    const shape = parent ? defOf(parent.schema).shape : undefined;
    const field = shape?.[String(path[path.length - 1])];
    return field !== undefined && !isOptional(field);
  });
  const missing =
    requiredPaths.length === 0
      ? []
      : [
          fc
            .tuple(validValue(schema), fc.constantFrom(...requiredPaths))
            .map(([body, { path }]) => withoutKeyAt(body, path)),
        ];
  const objectPaths = fields.filter((field) => defOf(field.schema).type === 'object');
  const extra = fc
    .tuple(validValue(schema), fc.constantFrom(...objectPaths), unknownKeys, fc.anything())
    .map(([body, { path }, key, value]) => withValueAt(body, [...path, key], value));
  return fc.oneof({ weight: 4, arbitrary: replaced }, ...missing, extra);
}

/** `body` without the key at the end of `path` (left as it is where there is none). */
function withoutKeyAt(body: unknown, path: FieldPath): unknown {
  const key = String(path[path.length - 1]);
  const parentPath = path.slice(0, -1);
  let parent: unknown = body;
  for (const step of parentPath) parent = (parent as Record<string | number, unknown>)?.[step];
  if (typeof parent !== 'object' || parent === null) return body;
  const rest = Object.fromEntries(Object.entries(parent).filter(([name]) => name !== key));
  return withValueAt(body, parentPath, rest);
}

/**
 * The bytes of a hostile body: mostly `hostileBody` as JSON, and what JSON.stringify never
 * writes: a number too large for a double (`1e999` parses to Infinity), `-0`, a key given twice,
 * a byte-order mark, a body cut short, not JSON at all.
 */
export function hostileJson(schema: z.ZodType): fc.Arbitrary<string> {
  const valid = validValue(schema).map((body) => JSON.stringify(body) ?? '{}');
  const numericPaths = fieldsOf(schema).filter(
    ({ schema: field }) => defOf(field).type === 'number',
  );
  const rawNumbers =
    numericPaths.length === 0
      ? []
      : [
          fc
            .tuple(
              validValue(schema),
              fc.constantFrom(...numericPaths),
              fc.constantFrom('1e999', '-0', '1E400', '-1e999'),
            )
            .map(([body, { path }, raw]) =>
              (JSON.stringify(withValueAt(body, path, 424242.125)) ?? '').replace(
                '424242.125',
                raw,
              ),
            ),
        ];
  return fc.oneof(
    { weight: 8, arbitrary: hostileBody(schema).map((body) => JSON.stringify(body) ?? 'null') },
    ...rawNumbers,
    valid.map((json) => json.replace(/^\{"([^"]+)":/, '{"$1":"shadowed","$1":')),
    valid.map((json) => `\uFEFF${json}`),
    valid.map((json) => json.slice(0, Math.max(1, Math.floor(json.length / 2)))),
    fc.constantFrom('', 'null', '[]', '"x"', '123', 'undefined', "{'a':1}", '{"a":1}}', '{'),
  );
}
