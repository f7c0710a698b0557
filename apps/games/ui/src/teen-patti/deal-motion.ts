/**
 * The cards' movements, with the Web Animations API: a card flies from the deck to its place, and
 * the last round's cards are swept off the felt. Positions are measured at the moment of the
 * move, so the layout (any phone size) decides where cards go and the motion only follows it.
 */
export const dealMs = 260;
export const sweepMs = 220;

export async function flyFromDeck(card: HTMLElement, deck: HTMLElement): Promise<void> {
  const from = deck.getBoundingClientRect();
  const to = card.getBoundingClientRect();
  if (to.width === 0) return;
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  const scale = from.width / to.width;
  await card.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(${scale}) rotate(-14deg)`, opacity: 0.6 },
      { transform: 'none', opacity: 1 },
    ],
    { duration: dealMs, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)' },
  ).finished;
}

/** The cards slide off towards the dealer's edge and fade, leaving the places empty. */
export async function sweepAway(cards: readonly HTMLElement[]): Promise<void> {
  await Promise.all(
    cards.map(
      (card) =>
        card.animate(
          [
            { transform: 'none', opacity: 1 },
            { transform: 'translateY(-40px) scale(0.85)', opacity: 0 },
          ],
          { duration: sweepMs, easing: 'ease-in', fill: 'forwards' },
        ).finished,
    ),
  );
}
