/**
 * What PostgreSQL said about a failed statement, from either driver: the SQLSTATE and, for a
 * constraint violation, the constraint's name. Drizzle wraps driver errors, so the cause chain is
 * followed.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  return errorField(error, 'code');
}

/**
 * Whether a failed statement may have committed all the same: one PostgreSQL refused with a
 * SQLSTATE was rolled back, unless the connection or the backend ended (classes 08 and 57) or the
 * server failed inside (XX); a lost connection, a timeout or an answer of the wrong shape leaves
 * the commit unknown.
 */
export function mayHaveCommitted(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === undefined || !/^[0-9A-Z]{5}$/.test(code) || /^(08|57|XX)/.test(code);
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
