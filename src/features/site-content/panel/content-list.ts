/** Contenuti's list: which texts a search finds, and the texts grouped by page and section in the registry's order. */

/** What the list reads of a text. */
interface Listed {
  key: string;
  page: string;
  section: string;
  en: string;
  th: string;
}

// Case and accents do not count ("caffe" finds "Caffè"); Thai has neither.
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** Whether a text is found by the search: every word of it in the key, the English or the Thai. */
export function matchesSearch(text: Listed, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(`${text.key}\n${text.en}\n${text.th}`);
  return words.every((word) => haystack.includes(word));
}

/** The texts by page, then by section, each group where its first text stands. */
export function groupTexts<T extends Listed>(texts: readonly T[]): { page: string; sections: { section: string; texts: T[] }[] }[] {
  const pages: { page: string; sections: { section: string; texts: T[] }[] }[] = [];
  for (const text of texts) {
    let page = pages.find((one) => one.page === text.page);
    if (!page) pages.push((page = { page: text.page, sections: [] }));
    let section = page.sections.find((one) => one.section === text.section);
    if (!section) page.sections.push((section = { section: text.section, texts: [] }));
    section.texts.push(text);
  }
  return pages;
}
