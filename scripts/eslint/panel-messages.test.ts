// The panel's messages reach a script by name: lint refuses every form of import or use that would ship the whole
// catalogue in three languages (a namespace import, `m` under another name, `pm` looked up or handed on as a value).
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const FROM = "from '@/paraglide-panel/messages';\n";

/** The restricted-syntax messages lint gives a panel module with this code. */
async function refusals(code: string): Promise<string[]> {
  // Without the type-checked rules, which need the file in a TypeScript program.
  const [result] = await new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked }).lintText(code, {
    filePath: 'src/features/partners/panel/words-probe.ts',
  });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe("the panel's messages in lint", () => {
  it('let a module say them by name or as pm.key', async () => {
    expect(await refusals(`import { staff_title } ${FROM}export const a = staff_title;\n`)).toEqual([]);
    expect(await refusals(`import { m as pm } ${FROM}export const a = pm.staff_title({}, { locale: 'it' });\n`)).toEqual([]);
    // Types ship nothing: a message's type, and the catalogue's keys as a type.
    expect(await refusals(`import { m as pm } ${FROM}export type A = typeof pm.staff_title;\nexport type K = keyof typeof pm;\n`)).toEqual(
      [],
    );
    expect(await refusals(`import type * as pm ${FROM}export type K = keyof typeof pm;\n`)).toEqual([]);
  });

  it('refuse a namespace import and `m` under another name', async () => {
    expect(await refusals(`import * as words ${FROM}export const a = words.staff_title;\n`)).toEqual([
      expect.stringContaining('namespace import'),
    ]);
    expect(await refusals(`import { m } ${FROM}export const a = m.staff_title;\n`)).toEqual([expect.stringContaining('`m as pm`')]);
  });

  it('refuse pm looked up by a computed key or handed on as a value', async () => {
    const code = [
      `import { m as pm } ${FROM}`,
      'export const a = (key: string) => pm[key as "staff_title"];',
      'export const b = pm;',
      'export const c = Object.keys(pm);',
    ].join('\n');
    const said = await refusals(code);
    expect(said).toHaveLength(3);
    expect(said[0]).toContain('computed key');
    expect(said.slice(1)).toEqual([expect.stringContaining('as a value'), expect.stringContaining('as a value')]);
  });
});
