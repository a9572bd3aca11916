import { describe, expect, it } from 'vitest';
import { PERFORMANCE_STYLES, stylesForService } from './services';

describe('stylesForService', () => {
  it('offers a one-stripper show only its own style', () => {
    expect(stylesForService('TOPLESS')).toEqual(['topless']);
    expect(stylesForService(' underwear ')).toEqual(['underwear']);
    expect(stylesForService('FULL MONTY')).toEqual(['full monty']);
  });

  it('offers a waiters-only booking topless, a duo and an unknown type every style', () => {
    expect(stylesForService('NONE')).toEqual(['topless']);
    expect(stylesForService('DUO')).toEqual(PERFORMANCE_STYLES);
    expect(stylesForService('male-stripper')).toEqual(PERFORMANCE_STYLES);
  });
});
