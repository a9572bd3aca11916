/**
 * Staff (owner only): the agency's people, inviting one by name, e-mail and role, changing roles, disabling,
 * re-inviting, and letting a staff member edit the site's texts (Contenuti; the owner always may). Its words come from
 * the panel catalogues, in the reader's language.
 */
import { useState, type FormEvent } from 'react';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { PasskeysDialog } from './PasskeysDialog';
import { $staff, inviteStaff, reinviteStaff, updateStaff, type StaffPerson } from './team-api';
import { Empty, LoadedTable, smallButton, StatusBadge, TabSection, toastOutcome } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { ToggleField } from '@/components/ui/ToggleField';
import { controlClass } from '@/components/ui/field-ids';

/** The tab. */
export function StaffTab() {
  const locale = usePanelLocale();
  const o = { locale };
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'owner' | 'staff'>('staff');
  const [busy, setBusy] = useState(false);
  const [passkeysOf, setPasskeysOf] = useState<StaffPerson | null>(null);
  const roles = [
    { value: 'staff', label: pm.staff_role_staff_choice({}, o) },
    { value: 'owner', label: pm.staff_role_owner_choice({}, o) },
  ];
  const roleName = (p: StaffPerson) => (p.role === 'owner' ? pm.audit_role_owner({}, o) : pm.audit_role_staff({}, o));
  const changeFailed = pm.staff_change_failed({}, o);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    if (await toastOutcome(() => inviteStaff({ name, email, role }), pm.staff_invited_to({ email }, o), pm.staff_invite_failed({}, o))) {
      setName('');
      setEmail('');
    }
    setBusy(false);
  };
  const state = (p: StaffPerson) => (
    <StatusBadge
      status={p.disabled ? 'cancelled' : p.passkeys ? 'confirmed' : 'pending'}
      label={p.disabled ? pm.staff_state_disabled({}, o) : p.passkeys ? pm.staff_state_active({}, o) : pm.staff_state_invited({}, o)}
    />
  );
  // The owner edits the site's texts by role; a staff member only when the owner ticks it.
  const contentRight = (p: StaffPerson) =>
    p.role === 'owner' ? (
      <span className="text-sm">{pm.staff_owner_edits_content({}, o)}</span>
    ) : (
      <ToggleField
        checked={p.canEditContent}
        accessibleLabel={pm.staff_can_edit_content_named({ name: p.name }, o)}
        onChange={(canEditContent) =>
          void toastOutcome(
            () => updateStaff(p.id, { canEditContent }),
            (canEditContent ? pm.staff_content_allowed : pm.staff_content_withdrawn)({ name: p.name }, o),
            changeFailed,
          )
        }
      >
        <span className="text-sm">{pm.staff_can_edit_content({}, o)}</span>
      </ToggleField>
    );
  const actions = (p: StaffPerson) => (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButton}
        aria-label={(p.disabled ? pm.staff_enable_named : pm.staff_disable_named)({ name: p.name }, o)}
        onClick={() =>
          void toastOutcome(
            () => updateStaff(p.id, { disabled: !p.disabled }),
            p.disabled ? pm.staff_enabled({}, o) : pm.staff_disabled({}, o),
            changeFailed,
          )
        }
      >
        {p.disabled ? pm.staff_enable({}, o) : pm.staff_disable({}, o)}
      </button>
      <button
        type="button"
        className={smallButton}
        aria-label={(p.role === 'owner' ? pm.staff_make_staff_named : pm.staff_make_owner_named)({ name: p.name }, o)}
        onClick={() =>
          void toastOutcome(
            () => updateStaff(p.id, { role: p.role === 'owner' ? 'staff' : 'owner' }),
            pm.staff_role_changed({}, o),
            changeFailed,
          )
        }
      >
        {p.role === 'owner' ? pm.staff_make_staff({}, o) : pm.staff_make_owner({}, o)}
      </button>
      <button type="button" className={smallButton} aria-label={pm.staff_passkeys_of({ name: p.name }, o)} onClick={() => setPasskeysOf(p)}>
        {pm.staff_passkeys({}, o)}
      </button>
      {!p.disabled && (
        <button
          type="button"
          className={smallButton}
          aria-label={pm.staff_reinvite_named({ name: p.name }, o)}
          onClick={() =>
            void toastOutcome(() => reinviteStaff(p.id), pm.staff_reinvited_to({ email: p.email }, o), pm.staff_invite_failed({}, o))
          }
        >
          {pm.staff_reinvite({}, o)}
        </button>
      )}
    </div>
  );

  return (
    <TabSection title={pm.tab_staff({}, o)}>
      <form
        onSubmit={invite}
        className="mb-6 grid gap-3 rounded-xl border border-ink-line p-4 md:grid-cols-4 md:items-end"
        aria-label={pm.staff_invite_form({}, o)}
      >
        <Field label={pm.staff_name({}, o)}>
          {(aria) => (
            <input {...aria} className={controlClass} value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label={pm.staff_email({}, o)}>
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
        <ChoiceField
          label={pm.staff_role({}, o)}
          value={role}
          onChange={(v) => setRole(v === 'owner' ? 'owner' : 'staff')}
          choices={roles}
        />
        <button type="submit" className="btn-gold min-h-11" disabled={busy || !name.trim() || !email.trim()}>
          {busy ? pm.staff_inviting({}, o) : pm.staff_invite({}, o)}
        </button>
      </form>
      <LoadedTable
        store={$staff}
        loading={pm.staff_loading({}, o)}
        failed={pm.staff_failed({}, o)}
        empty={<Empty title={pm.staff_empty({}, o)} hint={pm.staff_empty_hint({}, o)} />}
        columns={[
          pm.staff_name({}, o),
          pm.staff_email({}, o),
          pm.staff_role({}, o),
          pm.staff_state({}, o),
          pm.staff_passkeys({}, o),
          pm.staff_content_column({}, o),
          pm.staff_actions({}, o),
        ]}
        rowTestId="staff-row"
        row={(p) => (
          <>
            <td className="py-2 pr-3 text-white">{p.name}</td>
            <td className="py-2 pr-3 break-all">{p.email}</td>
            <td className="py-2 pr-3">{roleName(p)}</td>
            <td className="py-2 pr-3">{state(p)}</td>
            <td className="py-2 pr-3">{p.passkeys}</td>
            <td className="py-2 pr-3">{contentRight(p)}</td>
            <td className="py-2">{actions(p)}</td>
          </>
        )}
        card={(p) => (
          <div className="space-y-2">
            <p className="font-semibold text-white">
              {p.name} · {roleName(p)}
            </p>
            <p className="text-sm break-all">{p.email}</p>
            <p className="text-sm">
              {state(p)} · {pm.staff_passkey_count({ count: String(p.passkeys) }, o)}
            </p>
            {contentRight(p)}
            {actions(p)}
          </div>
        )}
      />
      {passkeysOf && <PasskeysDialog person={passkeysOf} onClose={() => setPasskeysOf(null)} />}
    </TabSection>
  );
}
