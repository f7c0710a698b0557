import { createHash, createHmac } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bytesToHex, utf8Bytes } from './bytes';
import { hmacSha256, sha256 } from './hashes';

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
  // RFC 4231 section 4: every HMAC-SHA-256 case but 5 (which truncates the output).
  const rfc4231 = [
    {
      name: '1',
      key: new Uint8Array(20).fill(0x0b),
      data: utf8Bytes('Hi There'),
      mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    },
    {
      name: '2 (a key shorter than the output)',
      key: utf8Bytes('Jefe'),
      data: utf8Bytes('what do ya want for nothing?'),
      mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    },
    {
      name: '3',
      key: new Uint8Array(20).fill(0xaa),
      data: new Uint8Array(50).fill(0xdd),
      mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    },
    {
      name: '4',
      key: Uint8Array.from({ length: 25 }, (_, index) => index + 1),
      data: new Uint8Array(50).fill(0xcd),
      mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    },
    {
      name: '6 (a key longer than a block)',
      key: new Uint8Array(131).fill(0xaa),
      data: utf8Bytes('Test Using Larger Than Block-Size Key - Hash Key First'),
      mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    },
    {
      name: '7 (a key and data longer than a block)',
      key: new Uint8Array(131).fill(0xaa),
      data: utf8Bytes(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    },
  ];

  it.each(rfc4231)('matches RFC 4231 test case $name', ({ key, data, mac }) => {
    expect(bytesToHex(hmacSha256(key, data))).toBe(mac);
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
