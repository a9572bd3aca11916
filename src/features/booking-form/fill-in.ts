/** A word said by the server with `{name}` marks, filled in the browser: 'Save {amount}…' with { amount: '฿500' }. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}
