import { describe, expect, it } from 'vitest';
import { parsePlayLimit } from './parse-play-limit';

describe('a limit as the player types it', () => {
  it('reads a loss limit as money in the market’s currency', () => {
    expect(parsePlayLimit('loss:day', '50', 'BRL')).toEqual({ ok: true, amount: 5000 });
    expect(parsePlayLimit('loss:week', '1.234,50', 'BRL')).toEqual({ ok: true, amount: 123_450 });
    expect(parsePlayLimit('loss:month', '0', 'BRL')).toEqual({ ok: false });
    expect(parsePlayLimit('loss:day', 'abc', 'BRL')).toEqual({ ok: false });
  });

  it('reads the play time as whole minutes of a day', () => {
    expect(parsePlayLimit('time:day', '90', 'BRL')).toEqual({ ok: true, amount: 90 });
    expect(parsePlayLimit('time:day', '1440', 'BRL')).toEqual({ ok: true, amount: 1440 });
    expect(parsePlayLimit('time:day', '1441', 'BRL')).toEqual({ ok: false });
    expect(parsePlayLimit('time:day', '1.5', 'BRL')).toEqual({ ok: false });
  });

  it('takes an empty field as no limit', () => {
    expect(parsePlayLimit('time:day', '  ', 'BRL')).toEqual({ ok: true, amount: null });
    expect(parsePlayLimit('loss:day', '', 'MXN')).toEqual({ ok: true, amount: null });
  });
});
