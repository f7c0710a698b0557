import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, serviceLogging } from './service-logging';

/** A service whose log lines land in a list, as its JSON lines or readable ones. */
async function serviceWithLog(level: 'info' | 'debug') {
  const lines: string[] = [];
  const options = serviceLogging({
    name: 'api',
    level,
    format: 'json',
    redactUrl: (url) => url.replace(/token=[^&]*/, 'token=[redacted]'),
  });
  const app = Fastify({
    ...options,
    logger: {
      ...(typeof options.logger === 'object' ? options.logger : {}),
      stream: { write: (line: string) => lines.push(line) },
    },
  });
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/play/:id', async () => ({ page: true }));
  await app.ready();
  return { app, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('request logs', () => {
  it('writes one line per request, without the health checks, at info', async () => {
    const { app, lines } = await serviceWithLog('info');
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/play/66121?token=secret-launch-token&lang=en' });
    await app.inject({ method: 'GET', url: '/missing' });
    const written = lines();
    expect(written.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/play\/66121\?token=\[redacted\]&lang=en 200 [\d.]+ ms$/),
      expect.stringMatching(/^GET \/missing 404 [\d.]+ ms$/),
    ]);
    expect(written[0]).toMatchObject({
      level: 30,
      name: 'api',
      method: 'GET',
      statusCode: 200,
      url: '/play/66121?token=[redacted]&lang=en',
    });
    expect(JSON.stringify(written)).not.toContain('secret-launch-token');
    await app.close();
  });

  it('writes the health checks too at debug', async () => {
    const { app, lines } = await serviceWithLog('debug');
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines()).toEqual([expect.objectContaining({ level: 20, url: '/healthz' })]);
    await app.close();
  });

  it('writes readable lines for a person at a terminal and JSON for everyone else', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});
