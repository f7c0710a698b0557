import { describe, expect, it } from 'vitest';
import { formatLogLine } from './format-log-line';

const at = Date.UTC(2026, 10, 24, 12, 4, 31, 207);

describe('formatLogLine', () => {
  it('reads a request line as method, path, status and time, with a short request id', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 7,
      hostname: 'box',
      name: 'api',
      reqId: '5f3a9c1e-0000-4000-8000-000000000000',
      msg: 'POST /user/login 200 12.4 ms',
      method: 'POST',
      url: '/user/login',
      statusCode: 200,
      responseTimeMs: 12.4,
    });
    expect(formatLogLine(line, { colour: false })).toBe(
      '12:04:31.207 INFO  api   POST /user/login 200 12.4 ms req=5f3a9c1e',
    );
  });

  it('keeps other fields as key=value and an error stack on lines of its own', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      name: 'psp',
      msg: 'webhook failed',
      eventId: 'ev_1',
      attempt: 3,
      err: { message: 'boom', stack: 'Error: boom\n    at send (send.ts:1:1)' },
    });
    expect(formatLogLine(line, { colour: false })).toBe(
      '12:04:31.207 ERROR psp   webhook failed eventId=ev_1 attempt=3 err=\nError: boom\n    at send (send.ts:1:1)',
    );
  });

  it('colours the level for a terminal, and leaves a line that is not JSON as it came', () => {
    const coloured = formatLogLine(JSON.stringify({ level: 40, time: at, msg: 'slow' }), {
      colour: true,
    });
    expect(coloured).toContain('\u001b[33mWARN ');
    expect(formatLogLine('plain words', { colour: true })).toBe('plain words');
  });
});
