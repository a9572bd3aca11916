import { describe, expect, it } from 'vitest';
import { PANEL_LOCALES } from '@db/locales';
import { CONTENT_REGISTRY } from '../registry';
import { pageName, sectionName } from './page-names';

describe("Contenuti's page and section names", () => {
  it('name every page and section of the registry in each panel language, never by the raw key', () => {
    const pairs = [...new Set(CONTENT_REGISTRY.map((entry) => `${entry.page}/${entry.section}`))].map((pair) => pair.split('/'));
    expect(pairs.length).toBeGreaterThan(20);
    const raw = PANEL_LOCALES.flatMap((locale) =>
      pairs.flatMap(([page, section]) => [
        ...(pageName(page!, locale) === page ? [`${locale}: page ${page}`] : []),
        ...(sectionName(page!, section!, locale) === section ? [`${locale}: ${page} ${section}`] : []),
      ]),
    );
    expect(raw).toEqual([]);
  });

  it('say a section in the reader’s language', () => {
    expect(sectionName('home', 'faq', 'it')).toBe('Domande frequenti');
    expect(sectionName('home', 'faq', 'en')).toBe('Frequently asked questions');
    expect(sectionName('city', 'seo', 'th')).toBe('เครื่องมือค้นหา (ชื่อและคำอธิบาย)');
    expect(sectionName('home', 'unknown', 'en')).toBe('unknown');
  });
});
