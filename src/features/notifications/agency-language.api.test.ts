// The agency's e-mails in the language of who reads them, over the real routes, on a real database file, read from a
// real SMTP listener: a staff member's address gets their panel language, the agency's shared address Italian.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { staff, type StaffRole } from '@db/schema';
import type { PanelLocale } from '@db/locales';
import { getDb } from '@/lib/server/db';
import { TestClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';
import { mailSettled, useSmtp, useSettings } from '@test/hooks';
import { applicationBody, contactBody } from '@test/public-form-bodies';

useTempApp();
useSettings({ AGENCY_EMAIL: 'team@siamhunks.example' });
const smtp = useSmtp({ clearEachTest: true });

let seq = 0;
const browser = () => new TestClient(`10.77.0.${++seq}`);

/** A person of the agency who chose `locale` in the panel. */
function person(name: string, locale: PanelLocale, role: StaffRole = 'staff'): { id: string; email: string } {
  const email = `${name.toLowerCase()}@siamhunks.example`;
  const id = addPerson(name, email, role);
  getDb().update(staff).set({ panelLocale: locale }).where(eq(staff.id, id)).run();
  return { id, email };
}

/** Posts a contact message and an application with the agency's address at `to`; answers the mail it got. */
async function formsMailedTo(to: string) {
  vi.stubEnv('AGENCY_EMAIL', to);
  expect((await browser().call('POST', '/api/contacts', { json: contactBody() })).status).toBe(201);
  expect((await browser().call('POST', '/api/applications', { json: applicationBody() })).status).toBe(201);
  await mailSettled();
  expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([[to], [to]]);
  return smtp.messages.map((mail) => mail.parsed);
}

describe("the agency's e-mails", () => {
  it('reach a staff member who chose English in English, one who chose Thai in Thai', async () => {
    const english = person('Mark', 'en');
    const thai = person('Somchai', 'th');
    const [contactEn, applicationEn] = await formsMailedTo(english.email);
    expect(contactEn!.subject).toBe('New contact message: Custom Request');
    expect(contactEn!.text).toContain('Type of inquiry: Custom Request');
    expect(contactEn!.text).toContain('Reply to this e-mail to answer the customer.');
    expect(contactEn!.html).toContain('<html lang="en"');
    expect(applicationEn!.subject).toBe('New performer application (Bangkok)');
    expect(applicationEn!.text).toContain('Stage name: Tiger');

    smtp.messages.length = 0;
    const [contactTh, applicationTh] = await formsMailedTo(thai.email);
    expect(contactTh!.subject).toBe('ข้อความติดต่อใหม่: คำขอพิเศษ');
    expect(contactTh!.text).toContain('ตอบกลับอีเมลนี้เพื่อตอบลูกค้า');
    expect(contactTh!.html).toContain('<html lang="th"');
    expect(applicationTh!.subject).toBe('ใบสมัครนักแสดงใหม่ (Bangkok)');
    expect(applicationTh!.text).toContain('ชื่อที่ใช้แสดง: Tiger');
  });

  it("reach the agency's shared address (no staff member's) in Italian", async () => {
    const [contactIt, applicationIt] = await formsMailedTo('team@siamhunks.example');
    expect(contactIt!.subject).toBe('Nuovo messaggio di contatto: Richiesta personalizzata');
    expect(contactIt!.html).toContain('<html lang="it"');
    expect(applicationIt!.subject).toBe('Nuova candidatura di un performer (Bangkok)');
  });

  it("send each person's invitation to the panel in the language they chose", async () => {
    const owner = await clientAs(person('Owner', 'it', 'owner').id, 'owner');
    const english = person('Anna', 'en');
    const thai = person('Nok', 'th');
    for (const one of [english, thai]) expect((await owner.mutate('POST', `/api/admin/staff/${one.id}/invite`, {})).status).toBe(201);
    await mailSettled();
    const to = (email: string) => smtp.messages.find((mail) => mail.envelopeTo.includes(email))!.parsed;
    expect(to(english.email).subject).toBe('Siam Hunks: your access to the panel');
    expect(to(english.email).text).toContain('The link works for 72 hours, and only once.');
    expect(to(thai.email).subject).toBe('Siam Hunks: สิทธิ์เข้าใช้แผงควบคุมของคุณ');
    expect(to(thai.email).text).toContain('ลิงก์นี้ใช้ได้ 72 ชั่วโมง');
  });
});
