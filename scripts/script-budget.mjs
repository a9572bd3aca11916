// `node scripts/script-budget.mjs` (after a build; `npm test` runs it after its build): each form page's script in
// every language (scripts/bench/script-bytes.mjs), against its ceiling and its target. The pages' HTML is what the
// built server answers (started here on a free port, or BUDGET_URL's: scripts/budget-server.mjs), their script files
// are read from dist/client. Exits 1 when a page loads more than its ceiling, so the script the forms shed cannot grow
// back unnoticed.
import { formPages, pageScriptBytes } from './bench/script-bytes.mjs';
import { budgetServer } from './budget-server.mjs';

const server = await budgetServer();
let over = 0;
try {
  console.log('form page      script (gzip)  ceiling  target');
  for (const page of formPages()) {
    const { total, files } = await pageScriptBytes(server.base, 'dist/client', page.path);
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
} finally {
  await server.stop();
}
process.exitCode = over ? 1 : 0;
