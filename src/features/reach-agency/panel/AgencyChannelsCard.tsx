/**
 * "Contatti per i clienti" in Pricing Parameters (owner): the agency's WhatsApp number, LINE official account and
 * number to call. The summary, the dashboard and the reminder e-mail offer each one set, with the booking
 * reference already typed; one left empty is not shown. The server checks and normalises them.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { controlClass } from '@/components/ui/field-ids';
import { $agencyChannels, saveAgencyChannels } from './channels-api';
import { SettingCard, useSettingSave } from '@/features/admin-panel/setting-card';
import { Loading } from '@/features/admin-panel/ui';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { Field } from '@/components/ui/Field';
import type { AgencyChannels } from '@/features/reach-agency/agency-channels';

type Words = { locale: PanelLocale };
type Said = (inputs: Record<string, never>, o: Words) => string;

const FIELDS: { name: keyof AgencyChannels; label: Said; hint: Said; type: 'tel' | 'text' }[] = [
  { name: 'whatsapp', label: pm.channels_whatsapp, hint: pm.channels_whatsapp_hint, type: 'tel' },
  { name: 'line', label: pm.channels_line, hint: pm.channels_line_hint, type: 'text' },
  { name: 'phone', label: pm.channels_phone, hint: pm.channels_phone_hint, type: 'tel' },
];

/** The card (the stored channels once loaded). */
export function AgencyChannelsCard() {
  const stored = useStore($agencyChannels).data;
  const locale = usePanelLocale();
  if (!stored) return <Loading>{pm.channels_loading({}, { locale })}</Loading>;
  // Keyed by the stored value, so a save shows the numbers as the server normalised them.
  return <ChannelsForm key={JSON.stringify(stored)} stored={stored} locale={locale} />;
}

function ChannelsForm({ stored, locale }: { stored: AgencyChannels } & Words) {
  const o = { locale };
  // The stored WhatsApp number is digits only: shown with its + as the owner typed it.
  const [form, setForm] = useState({ ...stored, whatsapp: stored.whatsapp ? `+${stored.whatsapp}` : '' });
  const { pending, errors, submit } = useSettingSave(saveAgencyChannels, {
    done: pm.channels_saved({}, o),
    failed: pm.channels_save_failed({}, o),
  });

  return (
    <SettingCard
      id="channels-title"
      title={pm.channels_title({}, o)}
      intro={<p>{pm.channels_intro({}, o)}</p>}
      disabled={pending}
      pending={pending}
      submitLabel={pm.channels_save({}, o)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(form);
      }}
      fieldsetClassName="grid gap-4 sm:grid-cols-3"
    >
      {FIELDS.map((field) => (
        <Field key={field.name} label={field.label({}, o)} hint={field.hint({}, o)} error={errors[field.name]}>
          {(aria) => (
            <input
              {...aria}
              type={field.type}
              className={controlClass}
              value={form[field.name]}
              onChange={(e) => setForm((f) => ({ ...f, [field.name]: e.target.value }))}
            />
          )}
        </Field>
      ))}
    </SettingCard>
  );
}
