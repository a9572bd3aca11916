/** Staff (owner only): the agency's people, inviting one by name, e-mail and role, changing roles, disabling, re-inviting. */
import { useState, type FormEvent } from 'react';
import { PasskeysDialog } from './PasskeysDialog';
import { $staff, inviteStaff, reinviteStaff, updateStaff, type StaffPerson } from './team-api';
import { Empty, LoadedTable, smallButton, StatusBadge, toastOutcome } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { controlClass } from '@/components/ui/field-ids';

const ROLES = [
  { value: 'staff', label: 'Staff (prenotazioni, calendario, messaggi)' },
  { value: 'owner', label: 'Titolare (tutto)' },
];

/** The tab. */
export function StaffTab() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'owner' | 'staff'>('staff');
  const [busy, setBusy] = useState(false);
  const [passkeysOf, setPasskeysOf] = useState<StaffPerson | null>(null);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    if (await toastOutcome(() => inviteStaff({ name, email, role }), `Invito inviato a ${email}`, 'Invito non riuscito')) {
      setName('');
      setEmail('');
    }
    setBusy(false);
  };
  const state = (p: StaffPerson) => (
    <StatusBadge
      status={p.disabled ? 'cancelled' : p.passkeys ? 'confirmed' : 'pending'}
      label={p.disabled ? 'Disattivato' : p.passkeys ? 'Attivo' : 'Invitato'}
    />
  );
  const actions = (p: StaffPerson) => (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButton}
        aria-label={`${p.disabled ? 'Riattiva' : 'Disattiva'} ${p.name}`}
        onClick={() =>
          void toastOutcome(
            () => updateStaff(p.id, { disabled: !p.disabled }),
            p.disabled ? 'Riattivato' : 'Disattivato: accessi chiusi',
            'Modifica non riuscita',
          )
        }
      >
        {p.disabled ? 'Riattiva' : 'Disattiva'}
      </button>
      <button
        type="button"
        className={smallButton}
        aria-label={`Rendi ${p.name} ${p.role === 'owner' ? 'staff' : 'titolare'}`}
        onClick={() =>
          void toastOutcome(
            () => updateStaff(p.id, { role: p.role === 'owner' ? 'staff' : 'owner' }),
            'Ruolo cambiato',
            'Modifica non riuscita',
          )
        }
      >
        {p.role === 'owner' ? 'Rendi staff' : 'Rendi titolare'}
      </button>
      <button type="button" className={smallButton} aria-label={`Passkey di ${p.name}`} onClick={() => setPasskeysOf(p)}>
        Passkey
      </button>
      {!p.disabled && (
        <button
          type="button"
          className={smallButton}
          aria-label={`Nuovo invito a ${p.name}`}
          onClick={() => void toastOutcome(() => reinviteStaff(p.id), `Nuovo invito inviato a ${p.email}`, 'Invito non riuscito')}
        >
          Nuovo invito
        </button>
      )}
    </div>
  );

  return (
    <section aria-labelledby="staff-title" lang="it">
      <h2 id="staff-title" className="mb-4 text-xl">
        Staff
      </h2>
      <form
        onSubmit={invite}
        className="mb-6 grid gap-3 rounded-xl border border-ink-line p-4 md:grid-cols-4 md:items-end"
        aria-label="Invita una persona"
      >
        <Field label="Nome">
          {(aria) => (
            <input {...aria} className={controlClass} value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label="E-mail">
          {(aria) => (
            <input
              {...aria}
              type="email"
              className={controlClass}
              value={email}
              maxLength={254}
              required
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <ChoiceField label="Ruolo" value={role} onChange={(v) => setRole(v === 'owner' ? 'owner' : 'staff')} choices={ROLES} />
        <button type="submit" className="btn-gold min-h-11" disabled={busy || !name.trim() || !email.trim()}>
          {busy ? 'Invio...' : 'Invita'}
        </button>
      </form>
      <LoadedTable
        store={$staff}
        loading="Caricamento staff"
        failed="Impossibile caricare lo staff"
        empty={<Empty title="Nessuna persona" hint="Invita la prima persona con il modulo qui sopra." />}
        columns={['Nome', 'E-mail', 'Ruolo', 'Stato', 'Passkey', 'Azioni']}
        rowTestId="staff-row"
        row={(p) => (
          <>
            <td className="py-2 pr-3 text-white">{p.name}</td>
            <td className="py-2 pr-3 break-all">{p.email}</td>
            <td className="py-2 pr-3">{p.role === 'owner' ? 'Titolare' : 'Staff'}</td>
            <td className="py-2 pr-3">{state(p)}</td>
            <td className="py-2 pr-3">{p.passkeys}</td>
            <td className="py-2">{actions(p)}</td>
          </>
        )}
        card={(p) => (
          <div className="space-y-2">
            <p className="font-semibold text-white">
              {p.name} · {p.role === 'owner' ? 'Titolare' : 'Staff'}
            </p>
            <p className="text-sm break-all">{p.email}</p>
            <p className="text-sm">
              {state(p)} · {p.passkeys} passkey
            </p>
            {actions(p)}
          </div>
        )}
      />
      {passkeysOf && <PasskeysDialog person={passkeysOf} onClose={() => setPasskeysOf(null)} />}
    </section>
  );
}
