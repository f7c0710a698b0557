import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import { formatLogLine } from './format-log-line';
import { RequestLogController } from './request-log-controller';
import type { RequestLogOptions } from './request-log-controller';

export const logFormats = ['json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * JSON lines unless a person is watching: readable lines when standard output is a terminal and
 * `LOG_FORMAT` does not say otherwise. Log collectors read JSON; people read sentences.
 */
export function chooseLogFormat(
  given: LogFormat | undefined,
  stdoutIsTerminal: boolean,
): LogFormat {
  return given ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

/** Writes each JSON line pino produces as a readable line instead. */
function readableStream(output: NodeJS.WritableStream & { isTTY?: boolean }) {
  const colour = output.isTTY === true && !process.env.NO_COLOR;
  return {
    write(line: string): void {
      output.write(`${formatLogLine(line.trimEnd(), { colour })}\n`);
    },
  };
}

/**
 * The logging options of a service's Fastify: its name on every line, the level, JSON or readable
 * lines (`chooseLogFormat`), and one line per request (`RequestLogController`) instead of
 * Fastify's two.
 */
export function serviceLogging(
  options: {
    name: string;
    level: LogLevel;
    format: LogFormat;
    redact?: string[];
    serializers?: FastifyLoggerOptions['serializers'];
  } & RequestLogOptions,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: {
      name: options.name,
      level: options.level,
      ...(options.redact ? { redact: options.redact } : {}),
      ...(options.serializers ? { serializers: options.serializers } : {}),
      ...(options.format === 'pretty' ? { stream: readableStream(process.stdout) } : {}),
    },
    logController: new RequestLogController({
      quietPaths: options.quietPaths,
      redactUrl: options.redactUrl,
    }),
  };
}
