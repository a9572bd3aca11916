import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers from './layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [
  { layers: [['paraglide', 'styles'], ['lib'], ['content'], ['components'], ['features'], ['layouts'], ['pages', 'startup']] },
];
const file = (path: string) => `${process.cwd()}/${path}`;
const upward = [{ messageId: 'upward' }];

tester.run('house/layers', layers, {
  valid: [
    // Down the layers, or within one.
    { code: "import { x } from '@/components/ui/TextField';", filename: file('src/features/contact/a.tsx'), options },
    { code: "import { x } from '@/features/pricing/card-view';", filename: file('src/layouts/B.ts'), options },
    { code: "import { x } from '@/features/booking/booking.server';", filename: file('src/features/dashboard/c.ts'), options },
    { code: "import { x } from '@/lib/money';", filename: file('src/content/d.ts'), options },
    { code: "import { m } from '@/paraglide/messages';", filename: file('src/lib/e.ts'), options },
    { code: "import './global.css';", filename: file('src/styles/f.ts'), options },
    { code: "import { x } from '../lib/site';", filename: file('src/components/g.ts'), options },
    { code: "import { x } from './nav';", filename: file('src/components/h.ts'), options },
    // A root file is named without its extension; packages and code outside src/ are not checked.
    { code: "import { start } from '@/startup';", filename: file('src/pages/api/health.ts'), options },
    { code: "import { x } from '@/features/booking/booking.server';", filename: file('src/startup.ts'), options },
    { code: "import { x } from '@/features/booking/booking.server';", filename: file('scripts/i.ts'), options },
    { code: "import { z } from 'zod';", filename: file('src/lib/j.ts'), options },
  ],
  invalid: [
    // components -> features: the cycle this rule exists for (features use components/ui).
    { code: "import { x } from '@/features/seo/json-ld';", filename: file('src/components/A.astro'), options, errors: upward },
    {
      code: "import type { X } from '../../features/contact/contact.schema';",
      filename: file('src/components/ui/b.ts'),
      options,
      errors: upward,
    },
    // The other upward imports.
    { code: "import { x } from '@/features/booking/booking.server';", filename: file('src/lib/c.ts'), options, errors: upward },
    { code: "import { x } from '@/content/cities';", filename: file('src/lib/server/d.ts'), options, errors: upward },
    { code: "import { x } from '@/components/nav';", filename: file('src/content/e.ts'), options, errors: upward },
    { code: "import L from '@/layouts/BaseLayout.astro';", filename: file('src/features/faq/F.ts'), options, errors: upward },
    { code: "import L from '@/layouts/BaseLayout.astro';", filename: file('src/components/G.ts'), options, errors: upward },
    { code: "import { x } from '@/pages/index.astro';", filename: file('src/layouts/H.ts'), options, errors: upward },
    { code: "import { start } from '@/startup';", filename: file('src/features/operations/i.ts'), options, errors: upward },
    { code: "export { x } from '@/features/images/image-url';", filename: file('src/components/j.ts'), options, errors: upward },
    { code: "const m = import('@/features/images/image-url');", filename: file('src/components/k.ts'), options, errors: upward },
    // A folder (or root file) no layer names, as the importer or as the target.
    { code: "import { x } from '@/helpers/a';", filename: file('src/features/booking/l.ts'), options, errors: [{ messageId: 'unplaced' }] },
    { code: "import { x } from '@/lib/money';", filename: file('src/helpers/m.ts'), options, errors: [{ messageId: 'unplaced' }] },
    // src/ never reaches up into the production wrapper.
    {
      code: "import { x } from '../../../server/used-css.mjs';",
      filename: file('src/lib/server/n.ts'),
      options,
      errors: [{ messageId: 'server' }],
    },
  ],
});

describe('the house ESLint config', () => {
  it('applies the layers to src/, not to its tests nor outside src/', async () => {
    const eslint = new ESLint();
    const rule = async (path: string) =>
      ((await eslint.calculateConfigForFile(path)) as { rules: Record<string, unknown> }).rules['house/layers'];
    for (const path of ['src/components/Nav.astro', 'src/features/booking/booking.server.ts', 'src/lib/money.ts', 'src/startup.ts'])
      expect(await rule(path), path).toEqual([2, expect.objectContaining({ layers: expect.any(Array) })]);
    expect(await rule('src/components/ui/public-form-errors.test.ts')).toBeUndefined();
    expect(await rule('scripts/db-seed.ts')).toBeUndefined();
  });

  it('reports a component that imports a feature', async () => {
    // Without the type-checked rules, which need the file in a TypeScript program.
    const [result] = await new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked }).lintText(
      "import { serializeJsonLd } from '@/features/seo/json-ld';\nexport const x = serializeJsonLd;\n",
      { filePath: 'src/components/broken-layer.ts' },
    );
    expect(result?.messages.map((m) => m.ruleId)).toContain('house/layers');
  });
});
