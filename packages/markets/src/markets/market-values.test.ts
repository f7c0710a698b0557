import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { markets } from '../market-table';

// Every market's whole table as it stood before the markets were built from shared parts:
// a refactoring of how the tables are written must not change one value in them.
const expected: unknown = JSON.parse(
  readFileSync(new URL('./market-values.fixture.json', import.meta.url), 'utf8'),
);

describe('the market tables', () => {
  it('hold exactly the values pinned in market-values.fixture.json', () => {
    expect(JSON.parse(JSON.stringify(markets))).toEqual(expected);
  });
});
