import type { HandWords, TeenPattiShellWording } from '../../games/teen-patti-types';

/**
 * Teen Patti's words in English, which defines the keys: its own (the table, the rules), the
 * shell's words as a card game says them (it deals, its stake is the ante), and the hands.
 */
export const english = {
  own: {
    dealer: 'Dealer',
    you: 'You',
    ante: 'Ante',
    play: 'Play',
    qualifies: 'Qualifies',
    doesNotQualify: 'Does not qualify',
    feltQualifies: 'Dealer qualifies with {high} or better',
    feltBonus: 'Ante bonus',
    bonusShort: '{pays}:1',
    bonusRibbon: 'Bonus +{amount}',
    decisionPrompt: '{hand}. Fold, or play {amount} more? Best play: {best} or better.',
    decisionShort: ' Your balance does not cover the play bet: you can fold.',
    choiceFold: 'Fold',
    choicePlay: 'Play {amount}',
    banner_folded: 'Folded',
    banner_dealerDoesNotQualify: 'Ante pays',
    banner_won: 'You win',
    banner_tied: 'Equal hands',
    banner_lost: 'Dealer wins',
    bannerFoldedDetail: 'The ante is lost',
    bannerNotQualified: 'Dealer does not qualify',
    bannerTie: 'Ante and play back',
    announceFolded: 'You folded: the ante is lost. The dealer held {dealer}.',
    announceWin: '{player} beats {dealer}: you won {amount}.',
    announceNotQualified:
      'The dealer does not qualify: your ante pays and your play bet comes back, {amount}.',
    announceTie: 'Equal hands: your ante and play bet come back.',
    announceLose: 'The dealer wins with {dealer}.',
    announceBonus: ' {hand} bonus: +{bonus}.',
    announceBonusOnLoss: ' Your {hand} bonus pays {bonus}.',
    celebrateTrail: 'Trail!',
    celebratePureSequence: 'Pure sequence!',
    waitingDecision: 'Waiting for your decision',
    summaryDealerHidden: 'Cards down',
    rulesIntro:
      'Your three cards against the dealer’s, from one 52-card deck shuffled for every round. Your bet is the ante: set it with − and +, then tap Deal.',
    rulesDealTitle: 'The deal',
    rulesDeal:
      'Six cards are dealt one at a time: you, the dealer, you, the dealer, you, the dealer. Your three are turned up; the dealer’s stay face down until you decide.',
    rulesDecisionTitle: 'Fold or play',
    rulesFold: 'Fold: you lose the ante, and the round ends.',
    rulesPlay:
      'Play: you put down a play bet equal to the ante, and the dealer’s cards are turned up.',
    rulesAnteTitle: 'How a played hand is paid',
    rulesQualifies:
      'The dealer qualifies with {high} or better: any pair or better qualifies, and so does a high card of {rank} or above.',
    rulesNotQualified:
      'Dealer does not qualify: your ante pays {pays} to 1 and your play bet comes back.',
    rulesHigher:
      'Dealer qualifies, your hand is higher: your ante and your play bet each pay {pays} to 1.',
    rulesLower: 'Dealer qualifies, your hand is lower: you lose the ante and the play bet.',
    rulesEqual: 'Dealer qualifies, the hands are equal: your ante and play bet come back.',
    rulesHandsTitle: 'Hands, highest first',
    rulesSuits:
      'Suits never rank: hands of equal ranks tie. The ace is high, and low only in A-2-3.',
    handInfo_trail: 'Three of a kind. A-A-A is the highest, 2-2-2 the lowest.',
    handInfo_pureSequence: 'Three in a row, all in one suit.',
    handInfo_sequence:
      'Three in a row. A-K-Q is the highest, then A-2-3, then K-Q-J down to 4-3-2. K-A-2 is not a sequence.',
    handInfo_colour: 'Three of one suit, not in a row. Highest card first, then the next.',
    handInfo_pair: 'Two of a rank. The higher pair wins; the third card breaks a tie.',
    handInfo_highCard: 'Anything else. Highest card first, then the second, then the third.',
    rulesBonusTitle: 'Ante bonus',
    rulesBonus:
      'Paid on your own hand when you play it, whatever the dealer holds, even when your ante and play bet lose. A folded hand gets no bonus.',
    rulesBonusPays: '{pays} to 1',
    rulesBestTitle: 'The best play',
    rulesBest:
      'Play {best} or better, fold anything lower. Counted over all 407,170,400 deals, no other way of deciding returns more. The RTP is {rtp}% with the best play and {always}% when every hand is played.',
    rulesTimeoutTitle: 'If you do not decide',
    rulesTimeout:
      'After {minutes} minutes without a decision the hand is folded and your ante is lost; the table never puts down a play bet for you, and your history says the time ran out. If your play bet cannot be taken (not enough balance, or a limit you set), the hand is folded too.',
    rulesMax:
      'A round returns at most {antes}× the ante, {times}× the ante and play bet together: a trail played against a qualifying dealer returns both bets, {pays} to 1 on each and the {bonus} to 1 bonus.',
    rulesExample: 'Example',
  },
  shellWording: {
    spin: 'Deal',
    bet: 'Ante',
    betLower: 'Lower the ante',
    betHigher: 'Raise the ante',
    noWin: 'The dealer wins. Deal again!',
    paytableTitle: 'Rules and pays',
    atYourBet: 'At your ante',
    rtpNote:
      'Computed exactly by counting every possible deal of the 52 cards, with the best play. A round’s bet is its ante and play bet. It is a long-run average, not a promise for one session.',
    historyEmpty: 'No rounds yet. Tap Deal to play!',
    verifyIntro:
      'Each deal comes from HMAC-SHA256 of the server seed, your client seed and the nonce, which shuffle the deck; all six cards are fixed before you decide. Before you play you see the SHA-256 hash of the server seed in play and of the next one, so neither can be picked to suit your client seed. Changing seeds reveals the server seed, and every round played with it can be checked here or with any SHA-256 and HMAC-SHA256 tool.',
    status_second_bet_pending: 'Play bet being confirmed',
    decidedBySecondBetRefused: 'Your play bet could not be taken: the hand was folded.',
    secondBetPending: 'Your play bet is being confirmed; the result will be in your history.',
    error_spin_in_progress: 'Wait for the current deal to finish.',
  } satisfies TeenPattiShellWording,
  hands: {
    classNames: {
      trail: 'Trail',
      pureSequence: 'Pure sequence',
      sequence: 'Sequence',
      colour: 'Colour',
      pair: 'Pair',
      highCard: 'High card',
    },
    rankNames: { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack' },
    rankPlurals: { A: 'Aces', K: 'Kings', Q: 'Queens', J: 'Jacks' },
    numberPlural: (rank) => `${rank}s`,
    suitNames: { hearts: 'hearts', diamonds: 'diamonds', spades: 'spades', clubs: 'clubs' },
    trail: (plural) => `Trail of ${plural}`,
    pair: (plural) => `Pair of ${plural}`,
    high: (_rank, name) => `${name}-high`,
    of: 'of',
  } satisfies HandWords,
};

export interface TeenPattiWords {
  own: Record<keyof typeof english.own, string>;
  shellWording: TeenPattiShellWording;
  hands: HandWords;
}
