/// <reference types="astro/client" />

declare namespace App {
  /** Filled by src/middleware.ts on admin paths; null/false everywhere else. */
  interface Locals {
    /** The valid admin session of this request, if any. */
    adminSession: import('./lib/server/session').AdminSession | null;
    /** What an admin write adds to its record entry (lib/server/audit.ts); set by withAdmin for writes. */
    audit?: import('./lib/server/audit').AuditNote;
    /**
     * The client's address as server/serve.mjs found it under TRUST_PROXY (from X-Forwarded-For and the
     * trusted hops only); unset under `astro dev` and in tests, where Astro's own clientAddress is used.
     */
    clientAddress?: string;
    /** The route pattern that matched the request (e.g. `/api/bookings/[id]`): the request log's and metrics' label (server/observability.mjs). */
    routePattern?: string;
  }
}
