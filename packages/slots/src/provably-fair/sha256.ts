/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) in plain TypeScript, synchronous, so the same
 * outcome derivation runs on the server and in a player's browser (Web Crypto is async only).
 * Checked against node:crypto and the RFC 4231 vectors in sha256.test.ts.
 */

/** HMAC-SHA256 of message under key: the only primitive the outcome stream needs. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const roundConstants = Uint32Array.of(
  0x428a2f98,
  0x71374491,
  0xb5c0fbcf,
  0xe9b5dba5,
  0x3956c25b,
  0x59f111f1,
  0x923f82a4,
  0xab1c5ed5,
  0xd807aa98,
  0x12835b01,
  0x243185be,
  0x550c7dc3,
  0x72be5d74,
  0x80deb1fe,
  0x9bdc06a7,
  0xc19bf174,
  0xe49b69c1,
  0xefbe4786,
  0x0fc19dc6,
  0x240ca1cc,
  0x2de92c6f,
  0x4a7484aa,
  0x5cb0a9dc,
  0x76f988da,
  0x983e5152,
  0xa831c66d,
  0xb00327c8,
  0xbf597fc7,
  0xc6e00bf3,
  0xd5a79147,
  0x06ca6351,
  0x14292967,
  0x27b70a85,
  0x2e1b2138,
  0x4d2c6dfc,
  0x53380d13,
  0x650a7354,
  0x766a0abb,
  0x81c2c92e,
  0x92722c85,
  0xa2bfe8a1,
  0xa81a664b,
  0xc24b8b70,
  0xc76c51a3,
  0xd192e819,
  0xd6990624,
  0xf40e3585,
  0x106aa070,
  0x19a4c116,
  0x1e376c08,
  0x2748774c,
  0x34b0bcb5,
  0x391c0cb3,
  0x4ed8aa4a,
  0x5b9cca4f,
  0x682e6ff3,
  0x748f82ee,
  0x78a5636f,
  0x84c87814,
  0x8cc70208,
  0x90befffa,
  0xa4506ceb,
  0xbef9a3f7,
  0xc67178f2,
);

const initialHash = Uint32Array.of(
  0x6a09e667,
  0xbb67ae85,
  0x3c6ef372,
  0xa54ff53a,
  0x510e527f,
  0x9b05688c,
  0x1f83d9ab,
  0x5be0cd19,
);

const blockBytes = 64;

export function sha256(message: Uint8Array): Uint8Array {
  // Padding: one 0x80 byte, zeros, then the message length in bits as a 64-bit big-endian number.
  const paddedLength = Math.ceil((message.length + 9) / blockBytes) * blockBytes;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const paddedView = new DataView(padded.buffer);
  const bitLength = message.length * 8;
  paddedView.setUint32(paddedLength - 8, Math.floor(bitLength / 0x1_0000_0000));
  paddedView.setUint32(paddedLength - 4, bitLength >>> 0);

  const hash = initialHash.slice();
  const schedule = new Uint32Array(64);
  for (let blockStart = 0; blockStart < paddedLength; blockStart += blockBytes) {
    for (let t = 0; t < 16; t += 1) schedule[t] = paddedView.getUint32(blockStart + t * 4);
    for (let t = 16; t < 64; t += 1) {
      const w15 = schedule[t - 15] ?? 0;
      const w2 = schedule[t - 2] ?? 0;
      const sigma0 = rotateRight(w15, 7) ^ rotateRight(w15, 18) ^ (w15 >>> 3);
      const sigma1 = rotateRight(w2, 17) ^ rotateRight(w2, 19) ^ (w2 >>> 10);
      schedule[t] = (schedule[t - 16] ?? 0) + sigma0 + (schedule[t - 7] ?? 0) + sigma1;
    }
    compressBlock(hash, schedule);
  }

  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  hash.forEach((word, index) => digestView.setUint32(index * 4, word));
  return digest;
}

function compressBlock(hash: Uint32Array, schedule: Uint32Array): void {
  let a = hash[0] ?? 0;
  let b = hash[1] ?? 0;
  let c = hash[2] ?? 0;
  let d = hash[3] ?? 0;
  let e = hash[4] ?? 0;
  let f = hash[5] ?? 0;
  let g = hash[6] ?? 0;
  let h = hash[7] ?? 0;
  for (let t = 0; t < 64; t += 1) {
    const sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25);
    const choose = (e & f) ^ (~e & g);
    const temp1 = (h + sum1 + choose + (roundConstants[t] ?? 0) + (schedule[t] ?? 0)) | 0;
    const sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22);
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const temp2 = (sum0 + majority) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + temp1) | 0;
    d = c;
    c = b;
    b = a;
    a = (temp1 + temp2) | 0;
  }
  // Uint32Array stores wrap modulo 2^32, which is exactly the addition SHA-256 asks for.
  hash[0] = (hash[0] ?? 0) + a;
  hash[1] = (hash[1] ?? 0) + b;
  hash[2] = (hash[2] ?? 0) + c;
  hash[3] = (hash[3] ?? 0) + d;
  hash[4] = (hash[4] ?? 0) + e;
  hash[5] = (hash[5] ?? 0) + f;
  hash[6] = (hash[6] ?? 0) + g;
  hash[7] = (hash[7] ?? 0) + h;
}

function rotateRight(word: number, bits: number): number {
  return (word >>> bits) | (word << (32 - bits));
}

export const hmacSha256: HmacSha256 = (key, message) => {
  const blockKey = new Uint8Array(blockBytes);
  blockKey.set(key.length > blockBytes ? sha256(key) : key);
  const inner = new Uint8Array(blockBytes + message.length);
  const outer = new Uint8Array(blockBytes + 32);
  for (let index = 0; index < blockBytes; index += 1) {
    const keyByte = blockKey[index] ?? 0;
    inner[index] = keyByte ^ 0x36;
    outer[index] = keyByte ^ 0x5c;
  }
  inner.set(message, blockBytes);
  outer.set(sha256(inner), blockBytes);
  return sha256(outer);
};
