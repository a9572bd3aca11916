// The script of the admin panel's first screen after sign-in (issue 59): what /admin loads for a signed-in owner (its
// islands and module scripts) with the screen it opens on (Manage Bookings), followed through their static
// imports, gzipped file by file (scripts/bench/script-bytes.mjs); every other tab's screen is loaded when opened
// (src/layouts/admin/AdminApp.tsx), and what opening each adds is printed too.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { htmlScriptBytes } from './script-bytes.mjs';

/** The most the first screen may load (gzip bytes, issue 59). */
export const ADMIN_FIRST_SCREEN_TARGET = 150_000;
/** The screen the panel opens on (admin-panel/opening-tab.ts's DEFAULT_TAB), by its module's name. */
const OPENING_SCREEN = 'BookingsTab';

/**
 * Measures the panel's script from a running server (`cookie`: a signed-in owner's) and the build's client folder.
 * @param {string} base the server's address
 * @param {string} clientDir the build's client folder
 * @param {string} cookie
 */
export async function adminScript(base, clientDir, cookie) {
  const answer = await fetch(`${base}/admin`, { headers: { cookie }, redirect: 'manual' });
  if (answer.status !== 200) throw new Error(`/admin answered ${answer.status} to the signed-in owner`);
  const html = await answer.text();
  // Each tab's screen is a file of its own, named after its module (`BookingsTab.<hash>.js`).
  const screens = readdirSync(path.join(clientDir, '_astro')).filter((file) => /^[A-Z]\w*Tab\.[\w-]+\.js$/.test(file));
  const opening = screens.find((file) => file.startsWith(`${OPENING_SCREEN}.`));
  if (!opening) throw new Error(`no file of its own for ${OPENING_SCREEN} in ${clientDir}/_astro`);
  const shell = htmlScriptBytes(clientDir, html);
  const first = htmlScriptBytes(clientDir, html, [`/_astro/${opening}`]);
  const tabs = screens
    .map((file) => ({ screen: file.split('.')[0], added: htmlScriptBytes(clientDir, html, [`/_astro/${file}`]).total - shell.total }))
    .sort((a, b) => b.added - a.added);
  return { shell: shell.total, first: first.total, files: first.files.length, tabs };
}

/**
 * The lines `npm run bench` prints for the panel's script, and the target it misses (or undefined).
 * @param {Awaited<ReturnType<typeof adminScript>>} result
 */
export function adminScriptReport(result) {
  const lines = [
    `\nAdmin panel's first screen (/admin signed in, ${OPENING_SCREEN}): ${result.first} bytes of script, gzip, in ${result.files} files ` +
      `(target <= ${ADMIN_FIRST_SCREEN_TARGET}); the shell alone ${result.shell}. Each other tab adds when opened: ` +
      result.tabs
        .filter((tab) => tab.screen !== OPENING_SCREEN)
        .map((tab) => `${tab.screen} ${tab.added}`)
        .join(', ') +
      '.',
  ];
  const missed =
    result.first > ADMIN_FIRST_SCREEN_TARGET
      ? `the admin panel's first screen loads ${result.first} bytes of script (target <= ${ADMIN_FIRST_SCREEN_TARGET})`
      : undefined;
  return { lines, missed };
}
