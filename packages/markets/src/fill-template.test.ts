import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersOf } from './fill-template';

describe('fillTemplate', () => {
  it('fills every placeholder, as often as it appears', () => {
    expect(fillTemplate('Up to {limit}; choose up to {limit}.', { limit: 'R$ 1,00' })).toBe(
      'Up to R$ 1,00; choose up to R$ 1,00.',
    );
    expect(placeholdersOf('{a} and {b} and {a}')).toEqual(['a', 'b', 'a']);
  });

  it('throws rather than show a player an unfilled placeholder', () => {
    expect(() => fillTemplate('Wait {seconds} s', {})).toThrow(RangeError);
  });
});
