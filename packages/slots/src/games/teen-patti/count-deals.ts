import { deckSize } from './cards';
import { rankHand, strengthLimit } from './rank-hand';

/** Every dealer hand that can face one player hand, sorted by how it settles the ante. */
export interface PlayerHandTally {
  /** The player's card numbers, ascending. */
  readonly cards: readonly [number, number, number];
  readonly strength: number;
  readonly dealerNotQualifying: number;
  /** Qualifying dealer hands the player's hand beats, ties and loses to. */
  readonly dealerLower: number;
  readonly dealerEqual: number;
  readonly dealerHigher: number;
}

export interface DealTally {
  /** One entry per three-card hand of the deck. */
  readonly playerHands: readonly PlayerHandTally[];
  /** The dealer hands disjoint from any one player hand: C(deck − 3, 3). */
  readonly dealerHandsPerPlayerHand: number;
}

/**
 * Counts, for every player hand, the dealer hands from the rest of the deck by outcome, without
 * visiting the C(52,3) × C(49,3) = 407,170,400 pairs one by one. Each hand is ranked once and its
 * strength replaced by its place among the distinct strengths; then "dealer hands disjoint from
 * the player's cards a, b, c with place below x" is read from prefix counts by inclusion and
 * exclusion over the shared cards:
 *   all(x) − hands with a(x) − with b(x) − with c(x) + with a,b(x) + with a,c(x) + with b,c(x)
 *   − [the player's own hand is below x].
 * Eight table reads per question, three questions per player hand.
 *
 * deck is a list of distinct card numbers (suit × 13 + rank); the full game uses all 52, tests a
 * smaller deck they can also check pair by pair.
 */
export function countDeals(deck: readonly number[], qualifyingStrengthMin: number): DealTally {
  assertDeck(deck);
  const hands = rankEveryHand(deck);
  const places = placeStrengths(hands.strengths);
  const placeCount = places.distinct.length;
  const stride = placeCount + 1;

  // below[x] of each table (x = 0 … placeCount) counts hands placed below x.
  const belowAll = new Int32Array(stride);
  const belowWithCard = new Int32Array(deckSize * stride);
  // Indexed by low card × 52 + high card; at most 50 hands share two cards, so 16 bits suffice.
  const belowWithPair = new Uint16Array(deckSize * deckSize * stride);
  const handCount = hands.strengths.length;
  for (let hand = 0; hand < handCount; hand += 1) {
    const slot = (places.placeOf[hand] ?? 0) + 1;
    const [a, b, c] = cardsOf(hands.cards, hand);
    belowAll[slot] = (belowAll[slot] ?? 0) + 1;
    for (const card of [a, b, c]) {
      const cell = card * stride + slot;
      belowWithCard[cell] = (belowWithCard[cell] ?? 0) + 1;
    }
    for (const pair of [a * deckSize + b, a * deckSize + c, b * deckSize + c]) {
      const cell = pair * stride + slot;
      belowWithPair[cell] = (belowWithPair[cell] ?? 0) + 1;
    }
  }
  accumulateRows(belowAll, stride);
  accumulateRows(belowWithCard, stride);
  accumulateRows(belowWithPair, stride);

  const dealerHandsPerPlayerHand = choose3(deck.length - 3);
  const qualifyingPlace = lowerBound(places.distinct, qualifyingStrengthMin);
  const playerHands: PlayerHandTally[] = [];
  for (let hand = 0; hand < handCount; hand += 1) {
    const place = places.placeOf[hand] ?? 0;
    const [a, b, c] = cardsOf(hands.cards, hand);
    const disjointBelow = (x: number): number =>
      (belowAll[x] ?? 0) -
      (belowWithCard[a * stride + x] ?? 0) -
      (belowWithCard[b * stride + x] ?? 0) -
      (belowWithCard[c * stride + x] ?? 0) +
      (belowWithPair[(a * deckSize + b) * stride + x] ?? 0) +
      (belowWithPair[(a * deckSize + c) * stride + x] ?? 0) +
      (belowWithPair[(b * deckSize + c) * stride + x] ?? 0) -
      (place < x ? 1 : 0);
    const dealerNotQualifying = disjointBelow(qualifyingPlace);
    // Every qualifying dealer hand beats a player hand that would not itself qualify.
    const lowerOrNotQualifying = Math.max(disjointBelow(place), dealerNotQualifying);
    const notHigher = Math.max(disjointBelow(place + 1), dealerNotQualifying);
    playerHands.push({
      cards: [a, b, c],
      strength: hands.strengths[hand] ?? 0,
      dealerNotQualifying,
      dealerLower: lowerOrNotQualifying - dealerNotQualifying,
      dealerEqual: notHigher - lowerOrNotQualifying,
      dealerHigher: dealerHandsPerPlayerHand - notHigher,
    });
  }
  return { playerHands, dealerHandsPerPlayerHand };
}

interface RankedHands {
  /** Three card numbers per hand, ascending. */
  readonly cards: Uint8Array;
  readonly strengths: Int32Array;
}

function rankEveryHand(deck: readonly number[]): RankedHands {
  const sorted = [...deck].sort((left, right) => left - right);
  const handCount = choose3(sorted.length);
  const cards = new Uint8Array(handCount * 3);
  const strengths = new Int32Array(handCount);
  let hand = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length; j += 1) {
      for (let k = j + 1; k < sorted.length; k += 1) {
        const a = sorted[i] ?? 0;
        const b = sorted[j] ?? 0;
        const c = sorted[k] ?? 0;
        cards.set([a, b, c], hand * 3);
        strengths[hand] = rankHand(a, b, c);
        hand += 1;
      }
    }
  }
  return { cards, strengths };
}

/** Each hand's place among the distinct strengths, lowest 0, so the tables stay small (741 wide). */
function placeStrengths(strengths: Int32Array): { distinct: Int32Array; placeOf: Int32Array } {
  const present = new Uint8Array(strengthLimit);
  for (const strength of strengths) present[strength] = 1;
  const placeByStrength = new Int32Array(strengthLimit);
  const distinct: number[] = [];
  present.forEach((isPresent, strength) => {
    if (isPresent === 0) return;
    placeByStrength[strength] = distinct.length;
    distinct.push(strength);
  });
  return {
    distinct: Int32Array.from(distinct),
    placeOf: strengths.map((strength) => placeByStrength[strength] ?? 0),
  };
}

/** Turns each row of per-place counts into counts of hands placed below each index. */
function accumulateRows(table: Int32Array | Uint16Array, stride: number): void {
  for (let row = 0; row < table.length; row += stride) {
    for (let x = row + 1; x < row + stride; x += 1)
      table[x] = (table[x] ?? 0) + (table[x - 1] ?? 0);
  }
}

/** The number of sorted values below value. */
function lowerBound(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function cardsOf(cards: Uint8Array, hand: number): [number, number, number] {
  return [cards[hand * 3] ?? 0, cards[hand * 3 + 1] ?? 0, cards[hand * 3 + 2] ?? 0];
}

export function choose3(count: number): number {
  return count < 3 ? 0 : (count * (count - 1) * (count - 2)) / 6;
}

function assertDeck(deck: readonly number[]): void {
  const valid = deck.every((card) => Number.isInteger(card) && card >= 0 && card < deckSize);
  if (!valid || new Set(deck).size !== deck.length || deck.length < 6) {
    throw new RangeError('a deck is 6 to 52 different card numbers from 0 to 51');
  }
}
