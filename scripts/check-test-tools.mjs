// @ts-check
/**
 * First step of `npm test`: the end-to-end tests need Chromium (every spec) and Caddy
 * (e2e/security-proxy.spec.ts). Without them, dozens of tests would fail one by one with
 * "executable doesn't exist" minutes into the run; this stops before anything runs, with one message.
 * The defaults are the ones playwright.config.ts, e2e/security-proxy.spec.ts and .ci/run use.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The programs the tests run, with the variable that overrides each one's path and its default. */
export const TEST_TOOLS = [
  { name: 'Chromium', variable: 'CHROMIUM_PATH', fallback: '/usr/bin/chromium', usedBy: 'the end-to-end tests' },
  { name: 'Caddy', variable: 'CADDY_PATH', fallback: '/usr/bin/caddy', usedBy: 'the reverse-proxy test, e2e/security-proxy.spec.ts' },
];

/**
 * Whether a path is an executable file.
 * @param {string} file
 */
export function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The one message naming every missing tool and how to get it, or undefined when all are there.
 * @param {Record<string, string | undefined>} env the environment (CHROMIUM_PATH, CADDY_PATH)
 * @param {(file: string) => boolean} [usable] whether a path is a program that can run
 * @returns {string | undefined}
 */
export function missingTestToolsMessage(env, usable = isExecutableFile) {
  const missing = TEST_TOOLS.map((tool) => ({ ...tool, path: env[tool.variable] || tool.fallback })).filter((tool) => !usable(tool.path));
  if (missing.length === 0) return undefined;
  const lines = missing.map((tool) => `  - ${tool.name} (${tool.usedBy}): no program at ${tool.path}`);
  const variables = missing.map((tool) => tool.variable).join(' / ');
  return [
    `npm test cannot start: ${missing.length === 1 ? 'a program the tests need is' : 'programs the tests need are'} missing.`,
    ...lines,
    'Install them (Debian or Ubuntu, as root):  apt-get install -y chromium caddy',
    `or, if installed elsewhere, export ${variables} with ${missing.length === 1 ? 'its path' : 'their paths'} and run npm test again.`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const message = missingTestToolsMessage(process.env);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
