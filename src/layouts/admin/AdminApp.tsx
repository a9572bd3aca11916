/**
 * The /admin island: the panel's shell (admin-panel) with each tab's screen from its feature, and the banners above the
 * tabs. Here, above the features, because the screens use the shell's
 * client and session: the shell cannot import them back.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import AdminPanel from '@/features/admin-panel/AdminPanel';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { Loading } from '@/features/admin-panel/ui';
import { NoPaymentWayWarning } from '@/features/advance/panel/NoPaymentWayWarning';
import { StaleRatesWarning } from '@/features/currency/panel/CurrencyRatesCard';
import { NewEntriesBadge } from '@/features/inbox/panel/NewEntriesBadge';
import { NightAlarmBanner } from '@/features/night-status/panel/NightAlarmBanner';
import PanelToaster from './PanelToaster';

/**
 * A tab's screen, loaded when the tab is first opened: the panel's first screen loads the shell and its own screen
 * only (docs/performance.md, "Script on the admin panel"), never the other tabs' code.
 */
function screen(load: () => Promise<ComponentType>, loading = pm.panel_loading_screen): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen() {
    const locale = usePanelLocale();
    return (
      <Suspense fallback={<Loading>{loading({}, { locale })}</Loading>}>
        <Screen />
      </Suspense>
    );
  };
}

/** The banners above the tabs: the night's alarms, and the owner's warnings (not on Pagamenti, which fixes them). */
function Banners({ tab, role }: { tab: string; role: 'owner' | 'staff' | null }) {
  return (
    <>
      <NightAlarmBanner />
      {role === 'owner' && tab !== 'payments' && <NoPaymentWayWarning />}
      {role === 'owner' && tab !== 'payments' && <StaleRatesWarning />}
    </>
  );
}

// Each import names its module in full, so the bundler cuts one file per screen.
const SCREENS = {
  'add-performer': screen(async () => (await import('@/features/performers/panel/AddPerformerTab')).AddPerformerTab),
  performers: screen(async () => {
    const [{ ManagePerformersTab }, { TimeOffDialog }] = await Promise.all([
      import('@/features/performers/panel/ManagePerformersTab'),
      import('@/features/scheduling/panel/TimeOffDialog'),
    ]);
    return () => <ManagePerformersTab DaysOff={TimeOffDialog} />;
  }),
  profiles: screen(async () => (await import('@/features/performer-profile/panel/ProfileDraftsTab')).ProfileDraftsTab),
  bookings: screen(async () => (await import('@/features/manage-bookings/panel/BookingsTab')).BookingsTab),
  calendar: screen(async () => (await import('@/features/calendar/panel/CalendarTab')).CalendarTab),
  // Statistiche with its chart library.
  insights: screen(async () => (await import('@/features/insights/panel/InsightsTab')).default, pm.panel_loading_insights),
  partners: screen(async () => (await import('@/features/partners/panel/PartnersTab')).PartnersTab),
  // Contenuti with its editor, preview and history.
  content: screen(async () => (await import('@/features/site-content/panel/ContentTab')).default, pm.content_loading_tab),
  parameters: screen(async () => (await import('@/features/pricing/panel/ParametersTab')).ParametersTab),
  prices: screen(async () => (await import('@/features/pricing/panel/PricesTab')).PricesTab),
  payments: screen(async () => (await import('@/features/advance/panel/PaymentsTab')).PaymentsTab),
  messages: screen(async () => (await import('@/features/inbox/panel/InboxTab')).InboxTab),
  reviews: screen(async () => (await import('@/features/reviews/panel/ReviewsTab')).ReviewsTab),
  outbox: screen(async () => {
    const [{ OutboxTab }, { ReplicaLine, refreshReplicaLine }] = await Promise.all([
      import('@/features/notifications/panel/OutboxTab'),
      import('@/features/operations/panel/ReplicaLine'),
    ]);
    return () => <OutboxTab ownerLine={<ReplicaLine />} onRefresh={refreshReplicaLine} />;
  }),
  staff: screen(async () => (await import('@/features/admin/panel/StaffTab')).StaffTab),
  audit: screen(async () => (await import('@/features/admin/panel/AuditTab')).AuditTab),
  account: screen(async () => (await import('@/features/admin/panel/AccountTab')).AccountTab),
};

/** The admin panel with its screens and its toast region. */
export default function AdminApp() {
  return (
    <>
      <AdminPanel screens={SCREENS} badges={{ messages: NewEntriesBadge }} Banners={Banners} />
      <PanelToaster />
    </>
  );
}
