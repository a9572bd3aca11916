// `node scripts/script-budget.mjs [client folder]` (after a build; `npm test` runs it after its build): each
// form page's script in every language (scripts/bench/script-bytes.mjs), against its ceiling and its target.
// Exits 1 when a page loads more than its ceiling, so the script the forms shed cannot grow back unnoticed.
import { formPages, pageScriptBytes } from './bench/script-bytes.mjs';

const clientDir = process.argv[2] ?? 'dist/client';
let over = 0;
console.log('form page      script (gzip)  ceiling  target');
for (const page of formPages()) {
  const { total, files } = pageScriptBytes(clientDir, page.path);
  const verdict =
    total > page.ceiling
      ? `OVER the ceiling by ${total - page.ceiling}`
      : total > page.target
        ? `${total - page.target} above the target`
        : 'within the target';
  console.log(
    `${page.path.padEnd(14)} ${String(total).padStart(13)}  ${String(page.ceiling).padStart(7)}  ${String(page.target).padStart(6)}  ${verdict} (${files.length} files)`,
  );
  if (total > page.ceiling) {
    over += 1;
    for (const { file, bytes } of files.slice(0, 8)) console.log(`  ${String(bytes).padStart(6)}  ${file}`);
  }
}
process.exitCode = over ? 1 : 0;
