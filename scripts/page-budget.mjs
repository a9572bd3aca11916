// `npm run budget` (after `npm run build`; a report, not a test): every public page in every language
// (the sitemap's pages) fetched from the built server as a browser asks for it, one line each
// with its headers, brotli body and total bytes against the budget (14,000 bytes, scripts/bench/page-bytes.mjs),
// then, for each page over it, the parts that spend its bytes, largest first. BUDGET_URL=http://host:port
// measures a running server instead (scripts/budget-server.mjs); paths given as arguments measure only those pages.
// Exits 0 either way. Then each form page's script (scripts/bench/script-bytes.mjs): its HTML as the server answers
// it, its files from the build's client folder (dist/client).
import { BUDGET, contributors, measurePage, publicPagePaths } from './bench/page-bytes.mjs';
import { formPages, pageScriptBytes } from './bench/script-bytes.mjs';
import { budgetServer } from './budget-server.mjs';

const server = await budgetServer();
try {
  const args = process.argv.slice(2);
  const paths = args.length ? args : await publicPagePaths(server.base);
  const pages = [];
  for (const pagePath of paths) pages.push(await measurePage(server.base, pagePath));
  const width = Math.max(...pages.map((p) => p.path.length));
  console.log(`${'page'.padEnd(width)}  status  headers   body  total  budget ${BUDGET}`);
  for (const page of pages) {
    const verdict = page.total > BUDGET ? `over by ${page.total - BUDGET}` : 'ok';
    console.log(
      `${page.path.padEnd(width)}  ${String(page.status).padStart(6)}  ${String(page.headers).padStart(7)}  ${String(page.body).padStart(5)}  ${String(page.total).padStart(5)}  ${verdict}`,
    );
  }
  const over = pages.filter((page) => page.total > BUDGET);
  const totals = pages.map((page) => page.total);
  console.log(
    `\n${pages.length} pages, ${Math.min(...totals)}–${Math.max(...totals)} bytes; ${over.length ? `${over.length} over the budget` : 'all within the budget'}.`,
  );
  for (const page of over) {
    console.log(`\n${page.path}: ${page.total} bytes (headers ${page.headers}, body ${page.body}); brotli bytes each part costs:`);
    for (const { part, bytes } of contributors(page).slice(0, 8)) console.log(`  ${String(bytes).padStart(6)}  ${part}`);
  }
  console.log('\nscript each form page loads before it can be used (gzip bytes; target, ceiling):');
  for (const page of formPages()) {
    const { total, files } = await pageScriptBytes(server.base, 'dist/client', page.path);
    console.log(`  ${page.path.padEnd(12)} ${String(total).padStart(6)}  ${page.target}, ${page.ceiling}  (${files.length} files)`);
  }
} finally {
  await server.stop();
}
