import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

/** The console lives under /console/ on the api's origin (apps/api/src/web/serve-console.ts). */
export const consoleBase = '/console';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter basename={consoleBase}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
