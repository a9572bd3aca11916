/**
 * "Contatti per i clienti" in Pricing Parameters (owner): the agency's WhatsApp number, LINE official account and
 * number to call. The summary, the dashboard and the reminder e-mail offer each one set, with the booking
 * reference already typed; one left empty is not shown. The server checks and normalises them.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { $agencyChannels, saveAgencyChannels } from './channels-api';
import { SettingCard, useSettingSave } from '@/features/admin-panel/setting-card';
import { Loading } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import type { AgencyChannels } from '@/features/reach-agency/agency-channels';

const FIELDS: { name: keyof AgencyChannels; label: string; hint: string; type: 'tel' | 'text' }[] = [
  { name: 'whatsapp', label: 'Numero WhatsApp', hint: 'Con il prefisso del paese, es. +66 81 234 5678.', type: 'tel' },
  { name: 'line', label: 'ID LINE (account ufficiale)', hint: 'Inizia con @, es. @siamhunks.', type: 'text' },
  { name: 'phone', label: 'Numero da chiamare', hint: 'Con il prefisso del paese, es. +66 2 123 4567.', type: 'tel' },
];

/** The card (the stored channels once loaded). */
export function AgencyChannelsCard() {
  const stored = useStore($agencyChannels).data;
  if (!stored) return <Loading>Caricamento contatti</Loading>;
  // Keyed by the stored value, so a save shows the numbers as the server normalised them.
  return <ChannelsForm key={JSON.stringify(stored)} stored={stored} />;
}

function ChannelsForm({ stored }: { stored: AgencyChannels }) {
  // The stored WhatsApp number is digits only: shown with its + as the owner typed it.
  const [form, setForm] = useState({ ...stored, whatsapp: stored.whatsapp ? `+${stored.whatsapp}` : '' });
  const { pending, errors, submit } = useSettingSave(saveAgencyChannels, {
    done: 'Contatti salvati',
    failed: 'Errore nel salvare i contatti',
  });

  return (
    <SettingCard
      id="channels-title"
      title="Contatti per i clienti"
      intro={
        <p>
          Il riepilogo della prenotazione, la dashboard e l&apos;e-mail di promemoria offrono al cliente WhatsApp e LINE con il riferimento
          della prenotazione già scritto, e un pulsante per chiamare. Un campo lasciato vuoto non compare.
        </p>
      }
      disabled={pending}
      pending={pending}
      submitLabel="Salva i contatti"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(form);
      }}
      fieldsetClassName="grid gap-4 sm:grid-cols-3"
    >
      {FIELDS.map((field) => (
        <Field key={field.name} label={field.label} hint={field.hint} error={errors[field.name]}>
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
