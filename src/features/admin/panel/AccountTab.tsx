/** Il mio account (everyone): the panel's language, one's own open sessions (each can be ended), and a passkey for another device. */
import { useStore } from '@nanostores/react';
import { PANEL_LOCALES, type PanelLocale } from '@db/locales';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { actorName } from '@/lib/actor-names';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { $adminName, usePanelLocale } from '@/features/admin-panel/session-store';
import { Empty, LoadState, ResponsiveTable, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { Options } from '@/components/ui/ChoiceField';
import { registerPasskey } from './passkeys-client';
import { $ownSessions, choosePanelLocale, endSession } from './team-api';

// Each language by its own name, whatever the panel's language.
const LANGUAGE_NAMES: Record<PanelLocale, () => string> = { it: pm.language_it, en: pm.language_en, th: pm.language_th };

/** The tab. */
export function AccountTab() {
  const name = useStore($adminName);
  const locale = usePanelLocale();
  const addDevice = async () => {
    const result = await registerPasskey();
    showToast(result.ok ? { title: pm.account_passkey_added({}, { locale }) } : { title: result.message, variant: 'destructive' });
  };
  const choose = (chosen: PanelLocale) =>
    // Said in the language just chosen: the panel speaks it from now on.
    void toastOutcome(
      () => choosePanelLocale(chosen),
      pm.account_language_saved({}, { locale: chosen }),
      pm.account_language_failed({}, { locale }),
    );
  const endButton = (s: { id: string; current: boolean }) =>
    !s.current && (
      <button
        type="button"
        className={smallButton}
        onClick={() => void toastOutcome(() => endSession(s.id), pm.account_ended({}, { locale }), pm.account_end_failed({}, { locale }))}
      >
        {pm.account_end({}, { locale })}
      </button>
    );
  const thisOrOpened = (s: { current: boolean; createdAt: string }) =>
    s.current ? pm.account_this_session({}, { locale }) : pm.account_opened_at({ when: formatDateTime(s.createdAt, locale) }, { locale });
  return (
    <section aria-labelledby="account-title" lang={locale}>
      <h2 id="account-title" className="mb-2 text-xl">
        {pm.tab_account({}, { locale })}
      </h2>
      <p className="mb-4 text-sm">{pm.account_signed_in_as({ name: name ? actorName(name, locale) : '' }, { locale })}</p>
      <label className="mb-4 block max-w-xs text-sm text-white">
        {pm.account_language({}, { locale })}
        <select
          className={`${controlClass} mt-1`}
          value={locale}
          onChange={(e) => choose(e.target.value as PanelLocale)}
          data-testid="panel-language"
        >
          <Options choices={PANEL_LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value]() }))} />
        </select>
      </label>
      <button type="button" className={`${smallButton} mb-6`} onClick={() => void addDevice()}>
        {pm.account_add_passkey({}, { locale })}
      </button>
      <h3 className="mb-2 text-lg">{pm.account_sessions({}, { locale })}</h3>
      <LoadState
        store={$ownSessions}
        loading={pm.account_sessions_loading({}, { locale })}
        failed={pm.account_sessions_failed({}, { locale })}
        empty={<Empty title={pm.account_sessions_none({}, { locale })} />}
      >
        {(items) => (
          <ResponsiveTable
            items={items}
            columns={[
              pm.account_column_opened({}, { locale }),
              pm.account_column_last_used({}, { locale }),
              pm.account_column_browser({}, { locale }),
              pm.account_column_actions({}, { locale }),
            ]}
            rowTestId="session-row"
            flushLastHeader
            row={(s) => (
              <>
                <td className="py-2 pr-3">{formatDateTime(s.createdAt, locale)}</td>
                <td className="py-2 pr-3">{s.current ? pm.account_this_session({}, { locale }) : formatDateTime(s.lastUsedAt, locale)}</td>
                <td className="py-2 pr-3 break-words">{s.userAgent ?? '—'}</td>
                <td className="py-2">{endButton(s)}</td>
              </>
            )}
            card={(s) => (
              <div className="space-y-1 text-sm">
                <p className="text-white">{thisOrOpened(s)}</p>
                <p className="break-words">{s.userAgent ?? '—'}</p>
                {endButton(s)}
              </div>
            )}
          />
        )}
      </LoadState>
    </section>
  );
}
