import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './choose-encoding';

describe('chooseEncoding', () => {
  it('prefers brotli when the browser takes both, as every current browser does', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('br');
  });

  it('sends gzip to a client without brotli, and the plain bytes to one without either', () => {
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });

  it('follows the weights, and q=0 refuses an encoding', () => {
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
  });

  it('chooses among the encodings at hand', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding('br, gzip', [])).toBeNull();
  });

  it('reads a header sent twice as one list', () => {
    expect(chooseEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});
