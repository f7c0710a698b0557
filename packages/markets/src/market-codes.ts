/** The seed's market order (§9): Brazil, Nigeria, Indonesia, Mexico, Philippines, Vietnam, Thailand, Egypt. */
export const marketCodes = ['BR', 'NG', 'ID', 'MX', 'PH', 'VN', 'TH', 'EG'] as const;

export type MarketCode = (typeof marketCodes)[number];

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (marketCodes as readonly string[]).includes(value);
}
