import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language } from '@sorte/words/languages';
import { getToken } from '../lib/session';

/**
 * What start-up hands the page an address opens, so the page can ask for its answers and words
 * beside its first render instead of after it: a query asked from a hook starts only once React
 * has rendered and committed the page, a few hundred milliseconds on a slow phone.
 */
export interface PagePreparation {
  queryClient: QueryClient;
  language: Language;
  /** Settles once the silent sign-in has answered, whether or not it signed in. */
  signedIn: Promise<void>;
}

/** A page's own preparation, exported by its route module as `prepare`. */
export type PreparePage = (preparation: PagePreparation) => void;

/** One query asked for ahead (`ahead`), its answer's type kept inside. */
export type QueryAhead = (queryClient: QueryClient) => Promise<void>;

/** A page's query, with the same options (and so the same key) as the hook that reads it. */
export function ahead<Answer, Key extends QueryKey>(
  options: FetchQueryOptions<Answer, Error, Answer, Key>,
): QueryAhead {
  return (queryClient) => queryClient.prefetchQuery(options);
}

/**
 * Asks for the signed-in player's answers as soon as the sign-in has a token: the page's hooks
 * then find them in the cache or under way. A failed answer is the hook's to show and retry when
 * it mounts.
 */
export function prefetchSignedIn(
  { queryClient, signedIn }: PagePreparation,
  queriesOf: (token: string) => readonly QueryAhead[],
): void {
  void signedIn.then(() => {
    const token = getToken();
    if (!token) return;
    for (const query of queriesOf(token)) void query(queryClient);
  });
}
