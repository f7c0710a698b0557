import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StaffRole } from '@sorte/contracts/ops-roles';
import type { Language } from '@sorte/words/languages';
import { AppRoutes } from '../app/app-routes';
import { Providers, createQueryClient } from '../app/providers';
import { setSession } from '../lib/session';

/** Signs a staff member in this tab, as a confirmed sign-in leaves it. */
export function signedInAs(role: StaffRole, username = 'ana.ops'): void {
  setSession({
    token: 'staff-token-0123456789abcdef',
    username,
    role,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    secondFactorPassed: true,
  });
}

/** The whole console at an address, in a language, as the browser would show it. */
export function renderConsole(path: string, language: Language = 'pt-BR') {
  return render(
    <Providers queryClient={createQueryClient()} language={language}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}
