/**
 * The /admin island (spec section 2, Admin panel): checks the session first ('Checking
 * authentication'), then shows the Logout button and the tabs (Radix Tabs: arrow keys move between
 * them). Each tab has its own address (`/admin#bookings`) and history entry: Back returns to the
 * previous tab, a reload or a link opens the tab named, and otherwise the panel opens on the tab last
 * used in this browser, else Manage Bookings (opening-tab.ts).
 */
import { useStore } from '@nanostores/react';
import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { m as pm } from '@/paraglide-panel/messages';
import { $adminRole, $canEditContent, $isAdmin, refreshAdminStatus, useRememberedPanelLocale } from './session-store';
import { logout, showFlashToast } from './sign-in';
import { smallButton } from './ui';
import { LAST_TAB_KEY, openingTab } from './opening-tab';

// The tab list, each name from the panel's catalogues (the specification's names where it fixes one). `owner`: the
// tab is hidden from staff (the server refuses its calls to them anyway), but from those the owner lets edit the
// site's texts when it is `'content'`.
const TABS = [
  { value: 'add-performer', label: pm.tab_add_performer, owner: true },
  { value: 'performers', label: pm.tab_performers, owner: false },
  { value: 'profiles', label: pm.tab_profiles, owner: true },
  { value: 'bookings', label: pm.tab_bookings, owner: false },
  { value: 'calendar', label: pm.tab_calendar, owner: false },
  { value: 'insights', label: pm.tab_insights, owner: true },
  { value: 'partners', label: pm.tab_partners, owner: true },
  { value: 'content', label: pm.tab_content, owner: 'content' },
  { value: 'parameters', label: pm.tab_parameters, owner: true },
  { value: 'prices', label: pm.tab_prices, owner: true },
  { value: 'payments', label: pm.tab_payments, owner: true },
  { value: 'messages', label: pm.tab_messages, owner: false },
  { value: 'reviews', label: pm.tab_reviews, owner: false },
  { value: 'outbox', label: pm.tab_outbox, owner: false },
  { value: 'staff', label: pm.tab_staff, owner: true },
  { value: 'audit', label: pm.tab_audit, owner: true },
  { value: 'account', label: pm.tab_account, owner: false },
] as const;

/** A tab of the panel, by the name its address carries (`/admin#bookings`). */
export type TabValue = (typeof TABS)[number]['value'];

/** What the features put in the shell: each tab's screen, a badge beside a tab's name, and the banners above the tabs. */
export interface PanelParts {
  screens: Record<TabValue, ComponentType>;
  badges?: Partial<Record<TabValue, ComponentType>>;
  /** Shown above the tabs, told which tab is open and the reader's role. */
  Banners: ComponentType<{ tab: string; role: 'owner' | 'staff' | null }>;
}

const tabsFor = (role: 'owner' | 'staff' | null, editsContent: boolean) =>
  TABS.filter((tab) => role === 'owner' || !tab.owner || (tab.owner === 'content' && editsContent));

const initialTab = () => (typeof window === 'undefined' ? '' : window.location.hash.slice(1));

// The last tab chosen in this browser (storage may be refused: then the panel opens on Manage Bookings).
const rememberedTab = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(LAST_TAB_KEY);
  } catch {
    return null;
  }
};
const rememberTab = (value: string) => {
  try {
    window.localStorage.setItem(LAST_TAB_KEY, value);
  } catch {
    // Not remembered: the next visit opens on Manage Bookings.
  }
};

/** The admin panel: the session, the tab list and the tabs' screens, which the features give. */
export default function AdminPanel({ screens, badges = {}, Banners }: PanelParts) {
  const isAdmin = useStore($isAdmin);
  const role = useStore($adminRole);
  const editsContent = useStore($canEditContent);
  // The language this browser last read the panel in until the status names the person (then theirs).
  const locale = useRememberedPanelLocale();
  const tabs = tabsFor(role, editsContent);
  const [chosen, setTab] = useState(initialTab);
  // Read once, when the panel opens: Back to the address without a tab shows the tab the panel opened on.
  const [remembered] = useState(rememberedTab);
  const tab = openingTab(
    chosen,
    remembered,
    tabs.map((t) => t.value),
  );
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    // Always asked fresh on mount (no caching, no retry); not an admin → the login page.
    void refreshAdminStatus().then((ok) => {
      if (!ok) window.location.replace('/admin-login');
      else showFlashToast();
    });
  }, []);

  // The address leads: Back, Forward and an edited hash switch the tab (popstate for history entries,
  // hashchange for a typed or linked hash).
  useEffect(() => {
    const follow = () => setTab(initialTab());
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener('hashchange', follow);
    };
  }, []);

  // A new history entry per tab chosen (pushState does not scroll to an element of the same id).
  const chooseTab = (value: string) => {
    setTab(value);
    rememberTab(value);
    if (window.location.hash !== `#${value}`) history.pushState(null, '', `#${value}`);
  };

  const signOut = async () => {
    setLeaving(true);
    if (await logout()) window.location.assign('/admin-login');
    else setLeaving(false);
  };

  if (isAdmin !== true) {
    return (
      <p role="status" className="py-24 text-center text-lg text-mist">
        {pm.panel_checking({}, { locale })}
      </p>
    );
  }

  return (
    <div className="py-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl sm:text-3xl" lang={locale}>
          {pm.panel_title({}, { locale })}
        </h1>
        <button type="button" className={smallButton} onClick={signOut} disabled={leaving}>
          {pm.panel_logout({}, { locale })}
        </button>
      </div>
      <Banners tab={tab} role={role} />
      <Tabs.Root value={tab} onValueChange={chooseTab}>
        <TabBar label={pm.panel_sections({}, { locale })}>
          {tabs.map((item) => {
            const Badge = badges[item.value];
            return (
              <Tabs.Trigger
                key={item.value}
                value={item.value}
                className="min-h-11 shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap text-mist hover:text-white data-[state=active]:border-gold data-[state=active]:text-gold"
              >
                {item.label({}, { locale })}
                {Badge && <Badge />}
              </Tabs.Trigger>
            );
          })}
        </TabBar>
        <div className="pt-6">
          {tabs.map(({ value }) => {
            const Screen = screens[value];
            return (
              <Tabs.Content key={value} value={value}>
                <Screen />
              </Tabs.Content>
            );
          })}
        </div>
      </Tabs.Root>
    </div>
  );
}

/**
 * The tab list. From 640 px up the tabs wrap into rows, so every tab shows whole (room for 11 tabs at
 * 1280 px); on a phone they stay one row that scrolls sideways, with a fade and an arrow on each side
 * that has more tabs.
 */
function TabBar({ label, children }: { label: string; children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const node = list.current;
    if (!node) return;
    const left = node.scrollLeft > 1;
    const right = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  useEffect(() => {
    const node = list.current;
    if (!node) return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure]);
  // Only a hint: it lets every touch and click through to the tabs under it (the row scrolls by swipe, wheel or arrow keys).
  const arrow =
    'pointer-events-none absolute top-0 bottom-px flex w-12 items-center from-ink from-40% to-transparent text-xl text-gold sm:hidden';
  return (
    <div className="relative">
      {/* Relative: the badge's screen-reader text is absolutely positioned and would otherwise widen the page past the scrolled list. */}
      <Tabs.List
        ref={list}
        onScroll={measure}
        aria-label={label}
        className="relative -mx-4 flex gap-1 overflow-x-auto border-b border-ink-line px-4 sm:mx-0 sm:flex-wrap sm:overflow-x-visible sm:px-0"
      >
        {children}
      </Tabs.List>
      {more.left && (
        <span aria-hidden="true" data-testid="tabs-more-left" className={`${arrow} -left-4 justify-start bg-linear-to-r pl-2`}>
          ‹
        </span>
      )}
      {more.right && (
        <span aria-hidden="true" data-testid="tabs-more-right" className={`${arrow} -right-4 justify-end bg-linear-to-l pr-2`}>
          ›
        </span>
      )}
    </div>
  );
}
