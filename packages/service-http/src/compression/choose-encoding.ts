/** The encodings the services send, best first: brotli is about 15–20 % smaller than gzip. */
export const encodings = ['br', 'gzip'] as const;
export type Encoding = (typeof encodings)[number];

/**
 * The encoding to answer with for an `Accept-Encoding` header, among those `available`, or null
 * for the bytes as they are. Brotli wins a tie; `q=0` refuses an encoding; `*` stands for any
 * encoding not named. Pure.
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly Encoding[] = encodings,
): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (token === '') continue;
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  let chosen: Encoding | null = null;
  let chosenWeight = 0;
  for (const encoding of encodings) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > chosenWeight) {
      chosen = encoding;
      chosenWeight = weight;
    }
  }
  return chosen;
}
