// The running site's packages, and only those: the image's node_modules (deploy/Dockerfile).
//   node scripts/runtime-files.mjs <folder>   (after `npm run build`)
// `npm prune --omit=dev` still leaves every file of every runtime package and of what they depend on
// (Astro's own compiler, bundler and highlighters among them: about 280 MB), though the built server
// loads a small part of them. This follows the imports and requires of the built server, the server
// script and the bundled database tools (@vercel/nft, the file tracer of Next.js's standalone output)
// and copies the files they reach to <folder>/node_modules, keeping their paths. Whole packages are
// copied where a program or a native library is loaded by a computed name the tracer cannot follow.
import { nodeFileTrace } from '@vercel/nft';
import { cpSync, existsSync, mkdirSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** Loaded by a computed name: Litestream's binary (lib/server/replica.ts) and sharp's libvips build for this platform. */
const WHOLE = ['@flydotio/litestream-linux-x64', '@img'];

const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/runtime-files.mjs <folder>');
  process.exit(2);
}

/**
 * Every .mjs file under a folder (the built server's pages and chunks, all of which a request may import).
 * @param {string} folder
 */
const modulesUnder = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
    .map((entry) => path.join(entry.parentPath, entry.name));

const entries = [...modulesUnder('dist/server'), 'server/serve.mjs', ...modulesUnder('tools')];
// Traced from the folder holding both the checkout and its packages' real folder, so a node_modules that is
// a link (a checkout sharing another's) works too.
const modules = realpathSync('node_modules');
let base = process.cwd();
while (!`${modules}/`.startsWith(`${base}/`) && base !== '/') base = path.dirname(base);
const { fileList, warnings } = await nodeFileTrace(entries, { base });
// Native libraries are files the tracer also tries to read as JavaScript; a dependency it cannot resolve is an optional one.
for (const warning of warnings)
  if (!/^Failed to (resolve dependency|parse)/.test(String(warning.message))) console.warn(`[runtime-files] ${warning.message}`);

/**
 * Copies a file or folder to `to` under the output folder.
 * @param {string} from
 * @param {string} to
 */
const copy = (from, to) => {
  const target = path.join(out, to);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(from, target, { recursive: true });
};
let files = 0;
let bytes = 0;
for (const file of fileList) {
  const from = path.join(base, file);
  if (!from.startsWith(`${modules}/`) || !statSync(from).isFile()) continue;
  copy(from, path.join('node_modules', from.slice(modules.length + 1)));
  files += 1;
  bytes += statSync(from).size;
}
for (const name of WHOLE) {
  const folder = path.join(modules, name);
  if (existsSync(folder)) copy(folder, path.join('node_modules', name));
}
console.log(
  `[runtime-files] ${files} files traced (${Math.round(bytes / 1e6)} MB), plus ${WHOLE.join(', ')} whole, to ${out}/node_modules`,
);
