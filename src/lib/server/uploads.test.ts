// The upload's own refusals (how the file arrived), each with its code; what the photo holds is images.test.ts's.
import { describe, expect, it } from 'vitest';
import { HttpError } from './http';
import { readUploadForm, uploadedBytes } from './uploads';

const refusal = (reading: Promise<unknown>) =>
  reading.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? { status: error.status, error: error.message, ...error.reason } : error),
  );
const post = (type: string, body: string) =>
  new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': type }, body });

describe('uploads', () => {
  it('refuses a body that is not multipart with 415 upload_not_multipart', async () => {
    expect(await refusal(readUploadForm(post('application/json', '{}'), 1024))).toEqual({
      status: 415,
      error: 'Content-Type must be multipart/form-data',
      code: 'upload_not_multipart',
      params: {},
    });
  });

  it('refuses a multipart body that cannot be parsed with 400 upload_unreadable', async () => {
    expect(await refusal(readUploadForm(post('multipart/form-data; boundary=x', 'no parts here'), 1024))).toEqual({
      status: 400,
      error: 'The upload could not be read',
      code: 'upload_unreadable',
      params: {},
    });
  });

  it('refuses a file over the cap with 413 upload_too_large, the cap in megabytes', async () => {
    const megabyte = 1024 * 1024;
    expect(await refusal(uploadedBytes(new File([new Uint8Array(megabyte + 1)], 'big.jpg'), megabyte))).toEqual({
      status: 413,
      error: 'The photo is larger than 1 MB',
      code: 'upload_too_large',
      params: { maxMb: 1 },
    });
  });
});
