import { Navigate, Route, Routes } from 'react-router';
import { AdjustmentsPage } from '../features/adjustments/adjustments-page';
import { OverviewPage } from '../features/overview/overview-page';
import { ReportsPage } from '../features/reports/reports-page';
import { AuditPage } from '../features/audit/audit-page';
import { SettingsPage } from '../features/settings/settings-page';
import { ClosuresPage } from '../features/closures/closures-page';
import { PlayerPage } from '../features/players/player-page';
import { PlayersPage } from '../features/players/players-page';
import { DepositsPage } from '../features/deposits/deposits-page';
import { HarmPage } from '../features/harm/harm-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { TicketPage } from '../features/tickets/ticket-page';
import { TicketsPage } from '../features/tickets/tickets-page';
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page';
import { roleMay } from '../lib/roles';
import { useSession } from '../lib/session';
import { ConsoleLayout } from './layout/console-layout';
import { sections } from './sections';

/**
 * Signed out, or waiting for the second factor: only the sign-in. Signed in: the sections the
 * role may see; any other address goes to the first of them.
 */
export function AppRoutes() {
  const session = useSession();
  const visible = sections.filter((section) => roleMay(session?.role, section.listCall));
  const home = `/${visible[0]?.path ?? ''}`;
  if (!session?.secondFactorPassed) {
    return (
      <Routes>
        <Route path="sign-in" element={<SignInPage home={home} />} />
        <Route path="*" element={<Navigate to="/sign-in" replace />} />
      </Routes>
    );
  }
  const shown = (path: string) => visible.some((section) => section.path === path);
  return (
    <Routes>
      <Route path="sign-in" element={<Navigate to={home} replace />} />
      <Route element={<ConsoleLayout session={session} visible={visible} />}>
        {shown('overview') && <Route path="overview" element={<OverviewPage />} />}
        {shown('withdrawals') && <Route path="withdrawals" element={<WithdrawalsPage />} />}
        {shown('deposits') && <Route path="deposits" element={<DepositsPage />} />}
        {shown('harm') && <Route path="harm" element={<HarmPage />} />}
        {shown('tickets') && <Route path="tickets" element={<TicketsPage />} />}
        {shown('tickets') && <Route path="tickets/:ticketId" element={<TicketPage />} />}
        {shown('reports') && <Route path="reports" element={<ReportsPage />} />}
        {shown('settings') && <Route path="settings" element={<SettingsPage />} />}
        {shown('players') && <Route path="players" element={<PlayersPage />} />}
        {shown('players') && <Route path="players/:playerId" element={<PlayerPage />} />}
        {shown('adjustments') && <Route path="adjustments" element={<AdjustmentsPage />} />}
        {shown('closures') && <Route path="closures" element={<ClosuresPage />} />}
        {shown('audit') && <Route path="audit" element={<AuditPage />} />}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Route>
    </Routes>
  );
}
