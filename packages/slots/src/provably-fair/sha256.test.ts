import { createHash, createHmac } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bytesToHex, utf8Bytes } from './bytes';
import { hmacSha256, sha256 } from './sha256';

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(bytesToHex(sha256(utf8Bytes('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(bytesToHex(sha256(new Uint8Array(0)))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(
      bytesToHex(sha256(utf8Bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))),
    ).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('agrees with node:crypto for any message, across block boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (message) => {
        const expected = createHash('sha256').update(message).digest('hex');
        expect(bytesToHex(sha256(message))).toBe(expected);
      }),
    );
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231 test cases 1, 2 and 6 (a key longer than a block)', () => {
    expect(bytesToHex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8Bytes('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(
      bytesToHex(hmacSha256(utf8Bytes('Jefe'), utf8Bytes('what do ya want for nothing?'))),
    ).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(
      bytesToHex(
        hmacSha256(
          new Uint8Array(131).fill(0xaa),
          utf8Bytes('Test Using Larger Than Block-Size Key - Hash Key First'),
        ),
      ),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('agrees with node:crypto for any key and message', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 150 }),
        fc.uint8Array({ maxLength: 200 }),
        (key, message) => {
          const expected = createHmac('sha256', key).update(message).digest('hex');
          expect(bytesToHex(hmacSha256(key, message))).toBe(expected);
        },
      ),
    );
  });
});
