/// <reference types="astro/client" />

declare namespace App {
  /** Filled by src/middleware.ts on admin paths; null/false everywhere else. */
  interface Locals {
    /** The valid admin session of this request, if any. */
    adminSession: import('./lib/server/session').AdminSession | null;
  }
}
