import { Route, Routes } from 'react-router';
import { AppShell } from './layout/app-shell';
import { paths } from './paths';
import { HomeRoute } from './routes/home/home-route';
import { lazyWithWords } from '../lib/i18n';

// Home is in the entry chunk (it is what `/` paints); every other page loads when visited.
const ProfileRoute = lazyWithWords(() => import('./routes/profile-route'));
const PromotionsRoute = lazyWithWords(() => import('./routes/promotions-route'));
const PromotionItemRoute = lazyWithWords(() => import('./routes/promotion-item-route'));
const WithdrawalsRoute = lazyWithWords(() => import('./routes/withdrawals-route'));
const WithdrawalTrackerRoute = lazyWithWords(() => import('./routes/withdrawal-tracker-route'));
const HistoryRoute = lazyWithWords(() => import('./routes/history-route'));
const AboutRoute = lazyWithWords(() => import('./routes/about-route'));
const MyDataRoute = lazyWithWords(() => import('./routes/my-data-route'));
const InviteRoute = lazyWithWords(() => import('./routes/invite-route'));
const VipRoute = lazyWithWords(() => import('./routes/vip-route'));
const SupportRoute = lazyWithWords(() => import('./routes/support-route'));
const SupportTicketRoute = lazyWithWords(() => import('./routes/support-ticket-route'));
const TermsRoute = lazyWithWords(() => import('./routes/terms-route'));
const ResponsibleGamingRoute = lazyWithWords(() => import('./routes/responsible-gaming-route'));
const ForbiddenRoute = lazyWithWords(() => import('./routes/forbidden-route'));
const NotFoundRoute = lazyWithWords(() => import('./routes/not-found-route'));

export function AppRoutes({ blocked }: { blocked: boolean }) {
  return (
    <Routes>
      <Route element={<AppShell blocked={blocked} />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.profile} element={<ProfileRoute />} />
        <Route path={paths.promotions} element={<PromotionsRoute />} />
        <Route path={paths.promotionItem} element={<PromotionItemRoute />} />
        <Route path={paths.withdrawals} element={<WithdrawalsRoute />} />
        <Route path={paths.withdrawalTracker} element={<WithdrawalTrackerRoute />} />
        <Route path={paths.withdrawalTrackerA} element={<WithdrawalTrackerRoute />} />
        <Route path={paths.history} element={<HistoryRoute />} />
        <Route path={paths.about} element={<AboutRoute />} />
        <Route path={paths.myData} element={<MyDataRoute />} />
        <Route path={paths.invite} element={<InviteRoute />} />
        <Route path={paths.vip} element={<VipRoute />} />
        <Route path={paths.support} element={<SupportRoute />} />
        <Route path={paths.supportTicket} element={<SupportTicketRoute />} />
        <Route path={paths.terms} element={<TermsRoute />} />
        <Route path={paths.responsibleGaming} element={<ResponsibleGamingRoute />} />
        <Route path={paths.forbidden} element={<ForbiddenRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
