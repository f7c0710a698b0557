import { describe, it, expect } from 'vitest';
import { describeHand } from './describe-hand';
import { handClasses, handClassOf, rankHand } from './rank-hand';
import { strengthOf } from './test-cards';

const classOf = (text: string) => handClassOf(strengthOf(text));

describe('rankHand: the class of a hand', () => {
  it('names every class', () => {
    expect(classOf('7s 7h 7d')).toBe('trail');
    expect(classOf('9h 10h Jh')).toBe('pureSequence');
    expect(classOf('9h 10s Jh')).toBe('sequence');
    expect(classOf('2d 9d Kd')).toBe('colour');
    expect(classOf('5c 5d Ks')).toBe('pair');
    expect(classOf('2s 7h Kd')).toBe('highCard');
  });

  it('counts A-K-Q and A-2-3 as sequences, but not K-A-2', () => {
    expect(classOf('As Kh Qd')).toBe('sequence');
    expect(classOf('As 2h 3d')).toBe('sequence');
    expect(classOf('Ac 2c 3c')).toBe('pureSequence');
    expect(classOf('Kc Ad 2h')).toBe('highCard');
    expect(classOf('Qd Kd 2d')).toBe('colour');
  });

  it('does not depend on the order the cards were dealt in', () => {
    const orders = ['Qh Ah Kh', 'Ah Kh Qh', 'Kh Qh Ah', 'Qh Kh Ah'];
    expect(new Set(orders.map(strengthOf)).size).toBe(1);
    expect(strengthOf('Ks 3d Kh')).toBe(strengthOf('3d Kh Ks'));
  });
});

describe('rankHand: comparing hands', () => {
  it('ranks the classes trail > pure sequence > sequence > colour > pair > high card', () => {
    // The weakest hand of each class beats the strongest of the class below.
    const weakestFirst = [
      'As Kd Jh', // best high card
      '2s 2d 3h', // worst pair
      'As Ad Kh', // best pair
      '2c 3c 5c', // worst colour
      'Ac Kc Jc', // best colour
      '2c 3d 4h', // worst sequence
      'Ac Kd Qh', // best sequence
      '2s 3s 4s', // worst pure sequence
      'As Ks Qs', // best pure sequence
      '2s 2d 2h', // worst trail
    ];
    const strengths = weakestFirst.map(strengthOf);
    for (let index = 1; index < strengths.length; index += 1) {
      expect(strengths[index]).toBeGreaterThan(strengths[index - 1] ?? Infinity);
    }
  });

  it('puts A-K-Q first and A-2-3 second among sequences, then K-Q-J down to 4-3-2', () => {
    const sequencesBestFirst = [
      'Ah Ks Qd',
      'Ah 2s 3d',
      'Kh Qs Jd',
      'Qh Js 10d',
      '5h 4s 3d',
      '4h 3s 2d',
    ];
    const strengths = sequencesBestFirst.map(strengthOf);
    expect([...strengths].sort((left, right) => right - left)).toEqual(strengths);
    expect(new Set(strengths).size).toBe(sequencesBestFirst.length);
    expect(strengthOf('Ah 2h 3h')).toBeLessThan(strengthOf('Ah Kh Qh'));
    expect(strengthOf('Ah 2h 3h')).toBeGreaterThan(strengthOf('Kh Qh Jh'));
  });

  it('compares trails by rank', () => {
    expect(strengthOf('As Ad Ah')).toBeGreaterThan(strengthOf('Ks Kd Kh'));
    expect(strengthOf('3s 3d 3h')).toBeGreaterThan(strengthOf('2s 2d 2h'));
  });

  it('compares pairs by the pair first, then the kicker', () => {
    expect(strengthOf('6s 6d 2h')).toBeGreaterThan(strengthOf('5s 5d Ah'));
    expect(strengthOf('5s 5d Ah')).toBeGreaterThan(strengthOf('5h 5c Kh'));
    expect(strengthOf('Ks Kd 3h')).toBeGreaterThan(strengthOf('Kh Kc 2d'));
  });

  it('compares high cards and colours card by card from the highest', () => {
    expect(strengthOf('Ks 3d 2h')).toBeGreaterThan(strengthOf('Qs Jd 9h'));
    expect(strengthOf('Ks Jd 2h')).toBeGreaterThan(strengthOf('Ks 10d 9h'));
    expect(strengthOf('Ks Jd 3h')).toBeGreaterThan(strengthOf('Ks Jd 2h'));
    expect(strengthOf('Ac 4c 2c')).toBeGreaterThan(strengthOf('Kd Qd 10d'));
    expect(strengthOf('Ac 7c 5c')).toBeGreaterThan(strengthOf('Ad 7d 4d'));
  });

  it('never breaks a tie by suit', () => {
    expect(strengthOf('Ks Jd 3h')).toBe(strengthOf('Kc Jh 3s'));
    expect(strengthOf('9s 9d 4h')).toBe(strengthOf('9h 9c 4s'));
    expect(strengthOf('As Ks Qs')).toBe(strengthOf('Ah Kh Qh'));
    expect(strengthOf('7c 9c Jc')).toBe(strengthOf('7d 9d Jd'));
    expect(strengthOf('Ah 2s 3d')).toBe(strengthOf('Ac 2d 3h'));
  });
});

describe('rankHand over all 22,100 hands', () => {
  const strengths: number[] = [];
  for (let a = 0; a < 52; a += 1) {
    for (let b = a + 1; b < 52; b += 1) {
      for (let c = b + 1; c < 52; c += 1) strengths.push(rankHand(a, b, c));
    }
  }

  it('has the known number of hands in each class', () => {
    const counts = new Map(handClasses.map((handClass) => [handClass, 0]));
    for (const strength of strengths) {
      const handClass = handClassOf(strength);
      counts.set(handClass, (counts.get(handClass) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({
      trail: 52,
      pureSequence: 48,
      sequence: 720,
      colour: 1096,
      pair: 3744,
      highCard: 16_440,
    });
  });

  it('has 741 distinct strengths: 13 trails, 12 + 12 runs, 274 colours, 156 pairs, 274 highs', () => {
    const distinct = new Set(strengths);
    expect(distinct.size).toBe(741);
    const classesOfDistinct = [...distinct].map(handClassOf);
    const count = (handClass: string) =>
      classesOfDistinct.filter((each) => each === handClass).length;
    expect([
      count('trail'),
      count('pureSequence'),
      count('sequence'),
      count('colour'),
      count('pair'),
      count('highCard'),
    ]).toEqual([13, 12, 12, 274, 156, 274]);
  });
});

describe('describeHand', () => {
  it('writes each class the way players say it', () => {
    expect(describeHand(strengthOf('Ks Kd Kh'))).toBe('Trail of Kings');
    expect(describeHand(strengthOf('Qh Ah Kh'))).toBe('Pure sequence A-K-Q');
    expect(describeHand(strengthOf('3h As 2d'))).toBe('Sequence A-2-3');
    expect(describeHand(strengthOf('10h Js 9d'))).toBe('Sequence J-10-9');
    expect(describeHand(strengthOf('2d 9d Kd'))).toBe('Colour K-9-2');
    expect(describeHand(strengthOf('7c Kd 7s'))).toBe('Pair of 7s, kicker K');
    expect(describeHand(strengthOf('Qs 3d 8h'))).toBe('High card Q-8-3');
  });
});

describe('rankHand against a plain-words reference ranking', () => {
  // Written independently of rankHand's base-13 digits: class, then the values compared in turn.
  const referenceKey = (cards: readonly number[]): number[] => {
    const values = cards.map((card) => (card % 13) + 2).sort((left, right) => right - left);
    const [high = 0, middle = 0, low = 0] = values;
    const sameSuit = new Set(cards.map((card) => Math.floor(card / 13))).size === 1;
    const isAceKingQueen = high === 14 && middle === 13 && low === 12;
    const isAceTwoThree = high === 14 && middle === 3 && low === 2;
    const isRun = (high === middle + 1 && middle === low + 1) || isAceTwoThree;
    // Sequences by their place: A-K-Q 100, A-2-3 99, otherwise the top card.
    const runOrder = isAceKingQueen ? 100 : isAceTwoThree ? 99 : high;
    if (high === low) return [6, high];
    if (isRun && sameSuit) return [5, runOrder];
    if (isRun) return [4, runOrder];
    if (sameSuit) return [3, high, middle, low];
    if (high === middle) return [2, high, low];
    if (middle === low) return [2, middle, high];
    return [1, high, middle, low];
  };
  const compareKeys = (left: number[], right: number[]): number => {
    for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
      const difference = (left[index] ?? 0) - (right[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };

  it('orders all 22,100 hands exactly as the reference does, ties included', () => {
    const hands: { key: number[]; strength: number }[] = [];
    for (let a = 0; a < 52; a += 1) {
      for (let b = a + 1; b < 52; b += 1) {
        for (let c = b + 1; c < 52; c += 1) {
          hands.push({ key: referenceKey([a, b, c]), strength: rankHand(c, a, b) });
        }
      }
    }
    hands.sort((left, right) => compareKeys(left.key, right.key));
    for (let index = 1; index < hands.length; index += 1) {
      const previous = hands[index - 1];
      const current = hands[index];
      if (!previous || !current) throw new Error('unreachable');
      const referenceTies = compareKeys(previous.key, current.key) === 0;
      if (referenceTies) expect(current.strength).toBe(previous.strength);
      else expect(current.strength).toBeGreaterThan(previous.strength);
    }
  });
});
