import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import featureBoundaries from './feature-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [{ publicModules: { booking: ['booking.server', 'AgencyPromise.astro'] } }];
const file = (path: string) => `${process.cwd()}/${path}`;

tester.run('house/feature-boundaries', featureBoundaries, {
  valid: [
    { code: "import { x } from '@/features/booking/booking.server';", filename: file('src/pages/a.ts'), options },
    { code: "import A from '@/features/booking/AgencyPromise.astro';", filename: file('src/features/pricing/b.ts'), options },
    // A feature's own files reach its internals, by alias or relatively.
    { code: "import { x } from '@/features/booking/price-lines';", filename: file('src/features/booking/c.ts'), options },
    { code: "import { x } from './price-lines';", filename: file('src/features/booking/c.ts'), options },
    { code: "import { x } from '@/lib/money';", filename: file('src/features/booking/c.ts'), options },
  ],
  invalid: [
    {
      code: "import { x } from '@/features/booking/price-lines';",
      filename: file('src/pages/a.ts'),
      options,
      errors: [{ messageId: 'internal' }],
    },
    {
      code: "import type { X } from '@/features/booking/price-lines.ts';",
      filename: file('src/features/dashboard/d.ts'),
      options,
      errors: 1,
    },
    { code: "export { x } from '@/features/booking/price-lines';", filename: file('src/components/e.ts'), options, errors: 1 },
    { code: "const m = import('@/features/booking/price-lines');", filename: file('scripts/f.ts'), options, errors: 1 },
    // Relative paths into another feature are checked too; a feature without a list has no public modules.
    { code: "import { x } from '../booking/price-lines';", filename: file('src/features/dashboard/g.ts'), options, errors: 1 },
    {
      code: "import { x } from '@/features/dashboard/dashboard-http.server';",
      filename: file('src/features/performer-portal/h.ts'),
      options,
      errors: 1,
    },
  ],
});

describe('the house ESLint config', () => {
  it('applies the feature boundaries to pages, features and scripts, not to tests', async () => {
    const eslint = new ESLint();
    const rule = async (path: string) =>
      ((await eslint.calculateConfigForFile(path)) as { rules: Record<string, unknown> }).rules['house/feature-boundaries'];
    for (const path of [
      'src/pages/index.astro',
      'src/features/booking/booking.server.ts',
      'src/features/admin-panel/AdminPanel.tsx',
      'scripts/db-seed.ts',
    ])
      expect(await rule(path), path).toEqual([2, expect.objectContaining({ publicModules: expect.any(Object) })]);
    expect(await rule('src/features/booking/booking-view.test.ts')).toBeUndefined();
    expect(await rule('e2e/helpers.ts')).toBeUndefined();
  });

  it('reports a page that imports a feature internal module', async () => {
    // Without the type-checked rules, which need the file in a TypeScript program.
    const [result] = await new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked }).lintText(
      "import { mailbox } from '@/features/dashboard/dashboard.mail';\nexport const x = mailbox;\n",
      { filePath: 'src/pages/api/broken-boundary.ts' },
    );
    expect(result?.messages.map((m) => m.ruleId)).toContain('house/feature-boundaries');
  });
});
