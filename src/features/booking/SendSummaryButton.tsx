/** SEND on the summary: asks the server to e-mail the summary to the booking's own address. */
import { useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';

/** The SEND button with the toasts of spec section 8. */
export default function SendSummaryButton({ bookingId }: { bookingId: string }) {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await apiRequest('POST', `/api/bookings/${bookingId}/send-summary`, {});
      showToast({ title: 'Email Sent Successfully', description: 'Your booking summary has been sent to your email address.' });
    } catch (error) {
      showToast({
        title: 'Failed to Send Email',
        description: error instanceof ApiError ? error.serverMessage : 'There was an error sending your booking summary. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className="btn-gold disabled:opacity-60" onClick={send} disabled={sending} aria-busy={sending}>
      {sending ? 'SENDING...' : 'SEND'}
    </button>
  );
}
