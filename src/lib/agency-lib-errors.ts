/**
 * The infrastructure's refusals (a JSON body's, an upload's and a photo's, the 503s) in the admin's Italian: the
 * customers read them from the catalogues (request-errors.ts, upload-errors.ts, unavailable-errors.ts), the agency's
 * panel through the agency's table (features/admin/agency-errors.ts), so a photo refused in Manage Performers is said
 * in Italian. The English is the catalogues' own, as the server answers it.
 */
import { type AgencyErrorMessages } from './error-codes';
import { BASE_LOCALE, type Locale } from './i18n';
import { REQUEST_BODY_ERRORS, type RequestBodyCode } from './request-errors';
import { UNAVAILABLE_ERRORS, type UnavailableCode } from './unavailable-errors';
import { UPLOAD_ERRORS, type UploadCode } from './upload-errors';

/** A catalogue message in English, as the server's `error` says it. */
const english =
  <P>(say: (params: P, locale: Locale) => string) =>
  (params: P): string =>
    say(params, BASE_LOCALE);

/** Every code of the three tables, with the English of the catalogues and the admin's Italian. */
export const AGENCY_LIB_ERRORS: AgencyErrorMessages<RequestBodyCode | UploadCode | UnavailableCode> = {
  body_not_json: {
    en: english(REQUEST_BODY_ERRORS.body_not_json),
    it: () => 'La richiesta deve essere in JSON (Content-Type: application/json)',
  },
  body_not_utf8: { en: english(REQUEST_BODY_ERRORS.body_not_utf8), it: () => 'Il contenuto della richiesta deve essere UTF-8 valido' },
  body_unreadable: {
    en: english(REQUEST_BODY_ERRORS.body_unreadable),
    it: () => 'Non è stato possibile leggere il contenuto della richiesta',
  },
  body_too_large: {
    en: english(REQUEST_BODY_ERRORS.body_too_large),
    it: ({ limitKb }) => `Richiesta troppo grande (limite ${limitKb} KB)`,
  },
  body_key_forbidden: { en: english(REQUEST_BODY_ERRORS.body_key_forbidden), it: ({ key }) => `La chiave "${key}" non è ammessa` },
  body_invalid_json: { en: english(REQUEST_BODY_ERRORS.body_invalid_json), it: () => 'Il JSON della richiesta non è valido' },
  body_not_object: {
    en: english(REQUEST_BODY_ERRORS.body_not_object),
    it: () => 'Il contenuto della richiesta deve essere un oggetto JSON',
  },
  upload_not_multipart: {
    en: english(UPLOAD_ERRORS.upload_not_multipart),
    it: () => 'Il caricamento deve essere un modulo multipart/form-data',
  },
  upload_unreadable: { en: english(UPLOAD_ERRORS.upload_unreadable), it: () => 'Non è stato possibile leggere il file caricato' },
  upload_too_large: { en: english(UPLOAD_ERRORS.upload_too_large), it: ({ maxMb }) => `La foto supera i ${maxMb} MB` },
  upload_missing: { en: english(UPLOAD_ERRORS.upload_missing), it: ({ field }) => `Scegli una foto da caricare (campo "${field}")` },
  photo_empty: { en: english(UPLOAD_ERRORS.photo_empty), it: () => 'La foto è vuota' },
  photo_not_image: { en: english(UPLOAD_ERRORS.photo_not_image), it: () => 'Sono accettate solo foto JPEG, PNG e WebP' },
  photo_markup: { en: english(UPLOAD_ERRORS.photo_markup), it: () => 'La foto contiene codice nascosto ed è stata rifiutata' },
  photo_too_many_pixels: {
    en: english(UPLOAD_ERRORS.photo_too_many_pixels),
    it: ({ megapixels }) => `La foto è troppo grande (al massimo ${megapixels} megapixel)`,
  },
  photo_unreadable: { en: english(UPLOAD_ERRORS.photo_unreadable), it: () => 'Non è stato possibile leggere la foto' },
  images_busy: {
    en: english(UNAVAILABLE_ERRORS.images_busy),
    it: () => 'Il server sta elaborando altre immagini. Riprova tra qualche secondo.',
  },
  sign_ins_busy: {
    en: english(UNAVAILABLE_ERRORS.sign_ins_busy),
    it: () => 'Il server sta verificando altri accessi. Riprova tra qualche secondo.',
  },
  storage_unavailable: {
    en: english(UNAVAILABLE_ERRORS.storage_unavailable),
    it: () => 'Il servizio delle prenotazioni è momentaneamente non disponibile. Riprova tra poco.',
  },
  server_not_started: { en: english(UNAVAILABLE_ERRORS.server_not_started), it: () => 'Il server non è riuscito ad avviarsi' },
};
