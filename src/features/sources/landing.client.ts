/**
 * What the booking form carries of the visitor's landing, read only from this page's own address and
 * `document.referrer` (never a cookie or the browser's storage): a partner code and utm values in the booking
 * page's address, else in the address of the site's page the visitor came from (its referrer, which the site's
 * Referrer-Policy sends in full within the site), else the outside referrer itself (only its host is kept).
 */

/** The carried landing: a partner code to fill the form's field with, and the source for the request. */
export interface CarriedLanding {
  partnerCode: string;
  source: { utmSource?: string; utmMedium?: string; utmCampaign?: string; referrer?: string };
}

/** The landing as this page can see it (see the module's comment). */
export function carriedLanding(): CarriedLanding {
  const own = new URLSearchParams(window.location.search);
  let referred = new URLSearchParams();
  const referrer = document.referrer;
  try {
    if (referrer && new URL(referrer).origin === window.location.origin) referred = new URLSearchParams(new URL(referrer).search);
  } catch {
    // An unreadable referrer carries nothing.
  }
  const read = (name: string) => (own.get(name) ?? referred.get(name) ?? '').slice(0, 80) || undefined;
  return {
    partnerCode: read('partner') ?? '',
    source: {
      utmSource: read('utm_source'),
      utmMedium: read('utm_medium'),
      utmCampaign: read('utm_campaign'),
      referrer: referrer.slice(0, 500) || undefined,
    },
  };
}
