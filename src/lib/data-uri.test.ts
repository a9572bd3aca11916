import { describe, expect, it } from 'vitest';
import iconSvg from '../../public/favicon.svg?raw';
import { svgDataUri } from './data-uri';

describe('svgDataUri', () => {
  it('leaves no character a URL may not hold (the Nu checker flagged the raw `<`), and decodes to the same picture', () => {
    const uri = svgDataUri(iconSvg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(uri).not.toMatch(/[<>"# \n]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(iconSvg.trim().replaceAll('"', "'"));
  });
});
