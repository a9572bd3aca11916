/**
 * An SVG file as a `data:` address a validator accepts: every character that is no URL code point (a raw
 * `<`, `>`, space, `#` or `"`) is percent-encoded; double quotes become single ones first (shorter).
 */
export function svgDataUri(svg: string): string {
  const body = svg.trim().replaceAll('"', "'");
  return `data:image/svg+xml,${body.replace(/[^A-Za-z0-9!$&'()*+,\-./:;=?@_~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}
