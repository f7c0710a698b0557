/** pino's numeric levels, as words a person reads. */
const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const levelColours: Record<number, string> = {
  10: '\u001b[90m',
  20: '\u001b[90m',
  30: '\u001b[32m',
  40: '\u001b[33m',
  50: '\u001b[31m',
  60: '\u001b[35m',
};
const dim = '\u001b[2m';
const reset = '\u001b[0m';

/** Fields every line has, shown in their own places rather than repeated as `key=value`. */
const placedFields = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'reqId', 'v']);
/** A request line's fields, which its message already says (`registerRequestLog`). */
const requestFields = new Set(['method', 'url', 'statusCode', 'responseTimeMs']);

function valueText(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  if (typeof value === 'object' && value !== null) {
    // An error keeps its stack on lines of its own: that is what a person reads it for.
    const stack = (value as { stack?: unknown }).stack;
    if (typeof stack === 'string') return `\n${stack}`;
  }
  return JSON.stringify(value);
}

function clockText(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 23);
}

/**
 * One JSON log line as a person at a terminal reads it:
 * `12:04:31.207 INFO  api  POST /user/login 200 12.4 ms  req=5f3a…` for a request, and
 * `time LEVEL service message key=value …` for everything else. A line that is not JSON is kept
 * as it came. Pure.
 */
export function formatLogLine(line: string, options: { colour: boolean }): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return line;
    entry = parsed as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const levelWord = (levelNames[level] ?? String(level)).padEnd(5);
  const paint = (colour: string, text: string) => (options.colour ? colour + text + reset : text);
  const parts = [paint(dim, clockText(entry.time)), paint(levelColours[level] ?? '', levelWord)];
  if (typeof entry.name === 'string') parts.push(entry.name.padEnd(5));
  if (typeof entry.msg === 'string' && entry.msg !== '') parts.push(entry.msg);
  const rest = Object.entries(entry)
    .filter(([key]) => !placedFields.has(key))
    .filter(([key]) => !('responseTimeMs' in entry && requestFields.has(key)))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  if (typeof entry.reqId === 'string') rest.push(paint(dim, `req=${entry.reqId.slice(0, 8)}`));
  return [...parts, ...rest].join(' ');
}
