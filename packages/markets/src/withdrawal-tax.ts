/**
 * The seed mentions a 10 % withdrawal tax in message text only, with no market or threshold. No
 * market charges it by default (withdrawalTaxBps is 0); an operator whose jurisdiction withholds
 * tax configures the legal rate, and this constant records what the seed's text said.
 */
export const withdrawalTaxBpsInSeedText = 1000;
