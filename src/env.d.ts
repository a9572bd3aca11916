/// <reference types="astro/client" />

declare namespace App {
  /** Filled by src/middleware.ts on admin paths; null/false everywhere else. */
  interface Locals {
    /** The valid admin session of this request, if any. */
    adminSession: import('./lib/server/session').AdminSession | null;
    /**
     * The client's address as server/serve.mjs found it under TRUST_PROXY (from X-Forwarded-For and the
     * trusted hops only); unset under `astro dev` and in tests, where Astro's own clientAddress is used.
     */
    clientAddress?: string;
  }
}
