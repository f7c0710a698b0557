import { createQuestion } from './question-store';

/**
 * The 18+ setup popup as a global overlay: whatever needs an adult (a game, a deposit) asks for it
 * and waits; the answer is true once the setup is recorded, false if the player closes it.
 */
const ageQuestion = createQuestion();

export const requestAgeConfirmation = ageQuestion.ask;
export const settleAgeConfirmation = ageQuestion.settle;
export const useAgeGateOpen = ageQuestion.useOpen;

/**
 * Under a profile that asks for them at registration (br-regulated), the loss and time limits
 * come right after the 18+ setup: true once chosen, false if the player closes the form.
 */
const limitsQuestion = createQuestion();

export const requestLimitsChoice = limitsQuestion.ask;
export const settleLimitsChoice = limitsQuestion.settle;
export const useLimitsSetupOpen = limitsQuestion.useOpen;
