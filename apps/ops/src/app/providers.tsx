import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Language } from '@sorte/words/languages';
import { NoticeProvider } from '../components/ui/notice';
import { OpsError } from '../lib/api-client';
import { WordsProvider } from '../lib/words';

/**
 * Queues change under staff's feet (another reviewer approves): lists are asked again when the
 * window regains focus and after 30 s. A refusal is not retried; a network failure once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof OpsError && error.status > 0) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({
  children,
  queryClient,
  language,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  language?: Language;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <WordsProvider {...(language ? { language } : {})}>
        <NoticeProvider>{children}</NoticeProvider>
      </WordsProvider>
    </QueryClientProvider>
  );
}
