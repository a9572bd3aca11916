// The bench measures the pages as an owner leaves them after editing (issue 60: "every public page within budget with
// edited texts"): before the pages are read, the home page's hero text, a FAQ answer and the footer's text are published
// in English and Thai through the Contenuti API, each longer than the catalogue's (a sentence added, the answers with the
// small markup), so the page bytes and the paints are measured on pages rendered from the published texts. The footer is
// on every public page, so every page measured carries an edit.

/**
 * The added sentences, by key: each text becomes the catalogue's words followed by these.
 * @type {Record<string, { en: string, th: string }>}
 */
const ADDED = {
  home_hero_text: {
    en: ' <strong>Songkran special:</strong> book any show in April and the second performer’s travel is on us, anywhere in Bangkok, Pattaya or Phuket.',
    th: ' <strong>โปรสงกรานต์:</strong> จองโชว์ใดก็ได้ในเดือนเมษายน เราออกค่าเดินทางของหนุ่มคนที่สองให้ ทั้งในกรุงเทพฯ พัทยา และภูเก็ต',
  },
  home_faq_1_answer: {
    en: ' For a <em>villa party</em> we arrive 30 minutes early to set up the music and the lights, and the time we spend setting up is never counted in your show.',
    th: ' สำหรับ<em>ปาร์ตี้ที่พูลวิลล่า</em> เราไปถึงก่อน 30 นาทีเพื่อจัดเพลงและไฟ และเวลาที่ใช้เตรียมงานจะไม่นับรวมในเวลาโชว์ของคุณ',
  },
  footer_blurb: {
    en: ' Hosting hens nights across Thailand since 2015, with the same team answering you before, during and after the party.',
    th: ' ดูแลปาร์ตี้สละโสดทั่วประเทศไทยตั้งแต่ปี 2015 โดยทีมเดียวกันที่ตอบคุณทั้งก่อน ระหว่าง และหลังงาน',
  },
};

/**
 * A JSON call to the admin API with the owner's cookie; throws with the answer's text unless it is a 200.
 * @param {string} base
 * @param {string} pathname
 * @param {{ method?: string, cookie: string, csrf?: string, body?: unknown }} options
 */
async function call(base, pathname, { method = 'GET', cookie, csrf, body }) {
  const answer = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`${method} ${pathname}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/**
 * Publishes the edited texts on the bench server as the owner (`cookie`: her session), each the text shown now with a
 * sentence added in English and in Thai; answers each key with its lengths before and after.
 * @param {string} base the server's address
 * @param {string} cookie the owner's session cookie
 * @returns {Promise<{ key: string, en: [number, number], th: [number, number] }[]>}
 */
export async function publishEditedTexts(base, cookie) {
  const { csrfToken } = await call(base, '/api/admin/csrf-token', { cookie });
  /** @type {{ items: { key: string, en: string, th: string, updatedAt: string | null }[] }} */
  const { items } = await call(base, '/api/admin/content', { cookie });
  const edited = [];
  for (const [key, added] of Object.entries(ADDED)) {
    const now = items.find((item) => item.key === key);
    if (!now) throw new Error(`${key} is not an editable text`);
    const text = { en: `${now.en}${added.en}`, th: `${now.th}${added.th}` };
    await call(base, `/api/admin/content/${key}`, { method: 'PUT', cookie, csrf: csrfToken, body: { ...text, updatedAt: now.updatedAt } });
    edited.push({ key, en: [now.en.length, text.en.length], th: [now.th.length, text.th.length] });
  }
  return /** @type {{ key: string, en: [number, number], th: [number, number] }[]} */ (edited);
}
