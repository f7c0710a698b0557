type PathSegment = PropertyKey | { readonly key: PropertyKey };

type EnvironmentResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PathSegment> | undefined;
      }>;
    };

/**
 * A service's environment schema, in Standard Schema (zod's speak it through `~standard`), so this
 * package needs no validation library of its own. Checked synchronously: start-up waits for nothing.
 */
export interface EnvironmentSchema<Output> {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) => EnvironmentResult<Output> | Promise<EnvironmentResult<Output>>;
  };
}

/**
 * Reads the environment once at start-up and refuses to start with a readable list of what is
 * wrong (one line a variable), rather than failing later in a request.
 */
export function readEnvironment<Output>(
  schema: EnvironmentSchema<Output>,
  env: NodeJS.ProcessEnv,
): Output {
  const result = schema['~standard'].validate(env);
  if (result instanceof Promise) throw new Error('An environment schema must check synchronously');
  if (result.issues) {
    const problems = result.issues
      .map((issue) => {
        const path = (issue.path ?? []).map((segment) =>
          typeof segment === 'object' ? segment.key : segment,
        );
        return `  ${path.map(String).join('.')}: ${issue.message}`;
      })
      .join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.value;
}
