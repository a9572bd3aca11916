/**
 * The panel-wide warning for the owner while no way to pay is on, apart from Pagamenti's screen so that the panel
 * shows it without loading that tab.
 */
import { useStore } from '@nanostores/react';
import { $paymentMethods } from './advance-api';
import { anyPaymentMethodOn } from '@/features/advance/payment-methods';

/** The warning shown while no way to pay is on: customers are told the details will come by e-mail. */
export const NO_WAY_WARNING =
  'Nessun metodo di pagamento è attivo: i clienti leggono che riceveranno i dati per pagare l’acconto via e-mail. Attivane almeno uno in Pagamenti.';

/** The panel-wide warning for the owner while no way to pay is on (nothing while loading or when one is on). */
export function NoPaymentWayWarning() {
  const methods = useStore($paymentMethods).data;
  if (!methods || anyPaymentMethodOn(methods)) return null;
  return (
    <p className="mb-4 rounded-lg border border-rose bg-ink-soft p-3 text-sm text-white" data-testid="no-payment-way">
      {NO_WAY_WARNING}
    </p>
  );
}
