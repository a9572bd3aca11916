// A refused performer save as the form shows it: each problem on its field, in Italian (the real refusals, through the API client).
import { beforeAll, describe, expect, it } from 'vitest';
import { refuse, parse, type HttpError } from '@/lib/server/http';
import { performerSchema } from '@/features/performers/performer.schema';
import { refusalOf } from '@test/refusal';
import { loadRefusalWords } from '@/features/admin-panel/refusal-words';
import { saveProblems } from './performer-form';

/** The 400 the performer routes answer for this body. */
function refusedBody(body: object): HttpError {
  try {
    parse(performerSchema.partial(), body);
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('the body was accepted');
}

describe('a refused performer save', () => {
  // The panel loads its refusal words with the first refusal it meets (adminRequest waits for them); so does this test.
  beforeAll(() => loadRefusalWords());

  it('says a bad e-mail address on the e-mail field, in Italian', async () => {
    expect(saveProblems(await refusalOf(refusedBody({ email: 'not-an-address' })))).toEqual({
      email: 'Inserisci un indirizzo e-mail valido',
    });
  });

  it('says an address another performer has on the e-mail field, and a refusal of no field on none', async () => {
    expect(saveProblems(await refusalOf(refuse(409, { code: 'performer_email_taken', params: {} }, { field: 'email' })))).toEqual({
      email: 'Un altro performer ha già questo indirizzo e-mail',
    });
    expect(saveProblems(await refusalOf(refuse(404, { code: 'performer_not_found', params: {} })))).toEqual({});
  });
});
