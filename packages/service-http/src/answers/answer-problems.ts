/**
 * Any schema that speaks Standard Schema (zod does, through its `~standard` property), so this
 * package needs no validation library of its own.
 */
export interface AnswerSchema {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult | Promise<StandardResult>;
  };
}

type PathSegment = PropertyKey | { readonly key: PropertyKey };

type StandardResult =
  | { readonly value: unknown; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PathSegment> | undefined;
      }>;
    };

function pathText(path: ReadonlyArray<PathSegment> | undefined): string {
  if (!path || path.length === 0) return '(answer)';
  return path
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * Fields the answer holds that the schema does not describe. A schema's object drops keys it
 * does not know, so every key of the answer missing from the checked value is one; a key whose
 * value is `undefined` is never sent and does not count.
 */
function extraFields(sent: unknown, checked: unknown, path: string[], found: string[]): void {
  if (Array.isArray(sent) && Array.isArray(checked)) {
    sent.forEach((item, index) =>
      extraFields(item, checked[index], [...path, String(index)], found),
    );
    return;
  }
  if (!isPlainObject(sent) || !isPlainObject(checked)) return;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(checked, key)) found.push(`${[...path, key].join('.')}: not in the schema`);
    else extraFields(value, checked[key], [...path, key], found);
  }
}

/**
 * What is wrong with an answer against its schema, one line per problem (`path: reason`): a
 * missing field, a field of the wrong type and a field the schema does not describe alike. Empty
 * when the answer is exactly what the schema describes.
 */
export async function answerProblems(schema: AnswerSchema, answer: unknown): Promise<string[]> {
  const result = await schema['~standard'].validate(answer);
  if (result.issues) {
    return result.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  }
  const found: string[] = [];
  extraFields(answer, result.value, [], found);
  return found;
}
