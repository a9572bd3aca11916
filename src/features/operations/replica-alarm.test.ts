// The replica's alarm on a real SQLite file: the agency is e-mailed once when the replica is more than five
// minutes behind (or has shipped nothing five minutes after its start), once when it recovers, and never
// while nothing changed, however often the job runs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox, staff } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { getSetting } from '@/lib/server/settings';
import { tempDatabase } from '@test/temp-db';
import { REPLICA_ALARM_KEY, runReplicaAlarm } from './replica-alarm.server';
import { replicaAgeWords, replicaLine } from './replica-words';

let db: Db;
let close: () => void;
beforeEach(() => ({ db, close } = tempDatabase()));
afterEach(() => close());

const START = Date.UTC(2026, 10, 29, 14, 0);
const MINUTE = 60_000;
const mails = () => db.select({ kind: outbox.kind, subject: outbox.subject, body: outbox.body }).from(outbox).all();
const status = (ageSeconds: number | null, running = true) => ({ running, restarts: 0, ageSeconds });

describe('the replica alarm', () => {
  it('says nothing when there is no replica', () => {
    expect(runReplicaAlarm(db, null, START, START + 60 * MINUTE)).toEqual({ alarm: 'none' });
    expect(mails()).toEqual([]);
  });

  it('raises once past five minutes behind, and clears once when the replica holds every write again', () => {
    expect(runReplicaAlarm(db, status(300), START, START + 10 * MINUTE)).toEqual({ alarm: 'none' });
    expect(runReplicaAlarm(db, status(301, false), START, START + 11 * MINUTE)).toEqual({ alarm: 'raised' });
    expect(runReplicaAlarm(db, status(420, false), START, START + 12 * MINUTE)).toEqual({ alarm: 'none' });
    expect(getSetting(db, REPLICA_ALARM_KEY)).toBe(String(START + 11 * MINUTE));
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.subject).toBe('Allarme: la copia continua del database è in ritardo');
    expect(JSON.stringify(mails()[0]!.body)).toContain('5 minuti di scritture non copiate, Litestream non è in esecuzione');

    expect(runReplicaAlarm(db, status(0), START, START + 13 * MINUTE)).toEqual({ alarm: 'cleared' });
    expect(runReplicaAlarm(db, status(2), START, START + 14 * MINUTE)).toEqual({ alarm: 'none' });
    expect(getSetting(db, REPLICA_ALARM_KEY)).toBeUndefined();
    expect(mails().map((mail) => mail.subject)).toEqual([
      'Allarme: la copia continua del database è in ritardo',
      'La copia continua del database è di nuovo aggiornata',
    ]);
    expect(mails().every((mail) => mail.kind === 'replica-alarm')).toBe(true);
  });

  it('is written in the panel language of the staff member whose address AGENCY_EMAIL is', () => {
    db.insert(staff).values({ name: 'Nok', email: 'nok@siamhunks.example', role: 'owner', panelLocale: 'th' }).run();
    vi.stubEnv('AGENCY_EMAIL', 'Nok@siamhunks.example');
    expect(runReplicaAlarm(db, status(420, false), START, START + 11 * MINUTE)).toEqual({ alarm: 'raised' });
    expect(mails()[0]!.subject).toBe('แจ้งเตือน: สำเนาต่อเนื่องของฐานข้อมูลล่าช้า');
    expect(JSON.stringify(mails()[0]!.body)).toContain('ข้อมูลที่เขียนในช่วง 7 นาที ยังไม่ได้สำเนา, Litestream ไม่ได้ทำงานอยู่');
  });

  it('raises when no shipment has landed five minutes after the start', () => {
    expect(runReplicaAlarm(db, status(null), START, START + 5 * MINUTE)).toEqual({ alarm: 'none' });
    expect(runReplicaAlarm(db, status(null), START, START + 5 * MINUTE + 1_000)).toEqual({ alarm: 'raised' });
    expect(JSON.stringify(mails()[0]!.body)).toContain('nessuna copia riuscita dall’avvio');
  });

  it('words an age in seconds or whole minutes', () => {
    expect([1, 45, 60, 119, 420].map((seconds) => replicaAgeWords(seconds))).toEqual([
      '1 secondo',
      '45 secondi',
      '1 minuto',
      '1 minuto',
      '7 minuti',
    ]);
  });

  it("words the panel's line, warning past five minutes, before the first copy and when Litestream is stopped", () => {
    expect(replicaLine(null)).toEqual({ text: 'Copia continua del database: non attiva (REPLICA_URL non impostato)', warn: false });
    expect(replicaLine(status(0))).toEqual({ text: 'Copia continua del database: aggiornata', warn: false });
    expect(replicaLine(status(300))).toEqual({
      text: 'Copia continua del database: 5 minuti di scritture non ancora copiate',
      warn: false,
    });
    expect(replicaLine(status(301)).warn).toBe(true);
    expect(replicaLine(status(null))).toEqual({ text: 'Copia continua del database: nessuna copia ancora riuscita', warn: true });
    expect(replicaLine({ running: false, restarts: 2, ageSeconds: 3 })).toEqual({
      text: 'Copia continua del database: 3 secondi di scritture non ancora copiate · Litestream non è in esecuzione (riavvii: 2)',
      warn: true,
    });
  });

  it("words the panel's line in the reader's language", () => {
    expect(replicaLine({ running: false, restarts: 2, ageSeconds: 420 }, 'en')).toEqual({
      text: 'Continuous copy of the database: 7 minutes of writes not copied yet · Litestream is not running (restarts: 2)',
      warn: true,
    });
    expect(replicaLine(null, 'th').text).toBe('สำเนาต่อเนื่องของฐานข้อมูล: ไม่ได้เปิดใช้ (ไม่ได้ตั้งค่า REPLICA_URL)');
  });
});
