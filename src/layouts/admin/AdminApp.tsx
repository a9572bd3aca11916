/**
 * The /admin island: the panel's shell (admin-panel) with each tab's screen from its feature, the banners above the
 * tabs and the words of every feature's refusals. Here, above the features, because the screens use the shell's
 * client and session: the shell cannot import them back.
 */
import { lazy, Suspense } from 'react';
import AdminPanel from '@/features/admin-panel/AdminPanel';
import { speakErrorsWith } from '@/features/admin-panel/errors';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { Loading } from '@/features/admin-panel/ui';
import { AccountTab } from '@/features/admin/panel/AccountTab';
import { AuditTab } from '@/features/admin/panel/AuditTab';
import { StaffTab } from '@/features/admin/panel/StaffTab';
import { NoPaymentWayWarning, PaymentsTab } from '@/features/advance/panel/PaymentsTab';
import { CalendarTab } from '@/features/calendar/panel/CalendarTab';
import { StaleRatesWarning } from '@/features/currency/panel/CurrencyRatesCard';
import { InboxTab, NewEntriesBadge } from '@/features/inbox/panel/InboxTab';
import { BookingsTab } from '@/features/manage-bookings/panel/BookingsTab';
import { NightAlarmBanner } from '@/features/night-status/panel/NightAlarmBanner';
import { OutboxTab } from '@/features/notifications/panel/OutboxTab';
import { ReplicaLine, refreshReplicaLine } from '@/features/operations/panel/ReplicaLine';
import { AddPerformerTab } from '@/features/performers/panel/AddPerformerTab';
import { ManagePerformersTab } from '@/features/performers/panel/ManagePerformersTab';
import { ParametersTab } from '@/features/pricing/panel/ParametersTab';
import { PricesTab } from '@/features/pricing/panel/PricesTab';
import { ReviewsTab } from '@/features/reviews/panel/ReviewsTab';
import { ProfileDraftsTab } from '@/features/performer-profile/panel/ProfileDraftsTab';
import { TimeOffDialog } from '@/features/scheduling/panel/TimeOffDialog';
import { panelWords } from './agency-errors';

speakErrorsWith(panelWords);

// Statistiche and its chart library load only when the owner opens the tab (not with the panel, never on public pages).
const InsightsTab = lazy(() => import('@/features/insights/panel/InsightsTab'));

/** Statistiche once its module has loaded. */
function LazyInsights() {
  const locale = usePanelLocale();
  return (
    <Suspense fallback={<Loading>{pm.panel_loading_insights({}, { locale })}</Loading>}>
      <InsightsTab />
    </Suspense>
  );
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

const SCREENS = {
  'add-performer': AddPerformerTab,
  performers: () => <ManagePerformersTab DaysOff={TimeOffDialog} />,
  profiles: ProfileDraftsTab,
  bookings: BookingsTab,
  calendar: CalendarTab,
  insights: () => <LazyInsights />,
  parameters: ParametersTab,
  prices: PricesTab,
  payments: PaymentsTab,
  messages: InboxTab,
  reviews: ReviewsTab,
  outbox: () => <OutboxTab ownerLine={<ReplicaLine />} onRefresh={refreshReplicaLine} />,
  staff: StaffTab,
  audit: AuditTab,
  account: AccountTab,
};

/** The admin panel with its screens. */
export default function AdminApp() {
  return <AdminPanel screens={SCREENS} badges={{ messages: NewEntriesBadge }} Banners={Banners} />;
}
