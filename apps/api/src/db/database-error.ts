/**
 * What PostgreSQL said about a failed statement, from either driver: the SQLSTATE and, for a
 * constraint violation, the constraint's name. Drizzle wraps driver errors, so the cause chain is
 * followed.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  return errorField(error, 'code');
}

export function violatedConstraint(error: unknown): string | undefined {
  return errorField(error, 'constraint');
}

function errorField(error: unknown, field: 'code' | 'constraint'): string | undefined {
  for (let current = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
