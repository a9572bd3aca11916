/**
 * "My profile" on the performer's page (phone first, in the page's language): his bio in English and Thai, his facts,
 * languages, costumes and photos, sent to the agency as a draft (features/performer-profile). It says where his last
 * draft stands: waiting (which he may withdraw), or sent back with the agency's note. A refusal is said in the page's language; nothing he
 * sends is public before the agency approves it.
 */
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { TextField } from '@/components/ui/TextField';
import { requestRoute } from '@/lib/route-client';
import { useLocale } from '@/components/ui/locale-context';
import { resolveImageUrl } from '@/features/images/image-url';
import type { OwnProfile, ProfileDraft } from '@/features/performer-profile/profile-draft.server';
import { MAX_BIO, MAX_FACT, MAX_MORE_PHOTOS } from '@/features/performer-profile/profile-limits';
import type { Jsonify } from '@/lib/jsonify';
import { m } from '@/paraglide/messages';
import { portalInstant, portalProblem } from './portal-words';
import { ownProfileRoute, profilePhotoRoute, saveDraftRoute, withdrawDraftRoute } from './performer-portal.routes';

type Profile = Jsonify<OwnProfile>;
type Fields = Omit<Jsonify<ProfileDraft>, 'status' | 'returnNote' | 'submittedAt' | 'version'>;
type Form = Omit<Fields, 'languages' | 'costumes' | 'bioTh'> & { bioTh: string; languages: string; costumes: string };

const toForm = (fields: Fields): Form => ({
  ...fields,
  bioTh: fields.bioTh ?? '',
  languages: fields.languages.join('\n'),
  costumes: fields.costumes.join('\n'),
});
const lines = (text: string) => text.split('\n').map((line) => line.trim());
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
// The one-line facts, each with its label.
const FACTS = [
  ['height', m.pt_profile_height],
  ['eyeColor', m.pt_profile_eyes],
  ['hairColor', m.pt_profile_hair],
  ['tattoos', m.pt_profile_tattoos],
] as const;

/** The section; shown once the page knows who is signed in. */
export function ProfileSection() {
  const locale = useLocale();
  const o = { locale };
  const [profile, setProfile] = useState<Profile | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const load = async () => {
    const mine = await requestRoute(ownProfileRoute).catch(() => null);
    setProfile(mine);
    if (mine) setForm(toForm(mine.draft ?? mine.live));
  };
  useEffect(() => {
    // load() sets state only once its request has answered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, []);
  if (!profile || !form) return null;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });
  /** What a text field of the form takes: its name, its value and its change. */
  const bind = (name: string, key: 'description' | 'bioTh' | 'languages' | 'costumes' | (typeof FACTS)[number][0]) => ({
    name,
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });
  /** A photo's file input. */
  const photoInput = (name: string, label: string, onChange: (e: ChangeEvent<HTMLInputElement>) => Promise<void>) => (
    <TextField name={name} type="file" accept={PHOTO_TYPES} label={label} onChange={(e) => void onChange(e)} />
  );

  const upload = async (file: File): Promise<string | null> => {
    setError('');
    setMessage(m.pt_profile_uploading({}, o));
    const body = new FormData();
    body.append('photo', file);
    try {
      return (await requestRoute(profilePhotoRoute, { body })).url;
    } catch (e) {
      setError(portalProblem(e, locale));
      return null;
    } finally {
      setMessage('');
    }
  };
  const replaceMain = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    const url = file && (await upload(file));
    if (url) set('imageUrl', url);
  };
  const addPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    const url = file && (await upload(file));
    if (url) set('additionalImages', [...form.additionalImages, url]);
  };
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    setMessage('');
    setBusy(true);
    try {
      await requestRoute(saveDraftRoute, { body: { ...form, languages: lines(form.languages), costumes: lines(form.costumes) } });
      await load();
      setMessage(m.pt_profile_sent({}, o));
    } catch (e) {
      setError(portalProblem(e, locale));
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async () => {
    setError('');
    setMessage('');
    setBusy(true);
    try {
      await requestRoute(withdrawDraftRoute);
      await load();
      setMessage(m.pt_profile_withdrawn({}, o));
    } catch (e) {
      setError(portalProblem(e, locale));
    } finally {
      setBusy(false);
    }
  };

  const draft = profile.draft;
  return (
    <section aria-labelledby="profile-title" data-testid="my-profile">
      <h2 id="profile-title" className="text-xl">
        {m.pt_profile({}, o)}
      </h2>
      <p className="mt-2 text-sm">{m.pt_profile_text({}, o)}</p>
      {draft?.status === 'pending' && (
        <p className="mt-3 rounded-lg border border-ink-line p-2 text-sm" data-testid="profile-waiting">
          {m.pt_profile_waiting({ when: portalInstant(draft.submittedAt, locale) }, o)}
          <button type="button" className="btn-outline mt-2 block w-full" disabled={busy} onClick={() => void withdraw()}>
            {m.pt_profile_withdraw({}, o)}
          </button>
        </p>
      )}
      {draft?.status === 'returned' && (
        <p className="mt-3 rounded-lg border border-gold/40 p-2 text-sm break-words" data-testid="profile-returned">
          {m.pt_profile_returned({ note: draft.returnNote ?? '' }, o)}
        </p>
      )}
      <form onSubmit={(e) => void send(e)} className="mt-4 space-y-3 rounded-xl border border-ink-line bg-ink-soft p-4">
        <TextField
          multiline
          {...bind('profile-bio', 'description')}
          label={m.pt_profile_bio({}, o)}
          hint={m.pt_profile_markup_hint({}, o)}
          maxLength={MAX_BIO}
        />
        <TextField multiline {...bind('profile-bio-th', 'bioTh')} label={m.pt_profile_bio_th({}, o)} maxLength={MAX_BIO} />
        {FACTS.map(([key, label]) => (
          <TextField key={key} {...bind(`profile-${key}`, key)} label={label({}, o)} maxLength={MAX_FACT} />
        ))}
        <TextField multiline {...bind('profile-languages', 'languages')} label={m.pt_profile_languages({}, o)} />
        <TextField multiline {...bind('profile-costumes', 'costumes')} label={m.pt_profile_costumes({}, o)} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-white">{m.pt_profile_main_photo({}, o)}</legend>
          <Photo url={form.imageUrl} alt={m.pt_profile_main_photo({}, o)} />
          {photoInput('profile-main-photo', m.pt_profile_replace_photo({}, o), replaceMain)}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-white">{m.pt_profile_more_photos({}, o)}</legend>
          <ul className="grid grid-cols-3 gap-2">
            {form.additionalImages.map((url, index) => (
              <li key={url} className="space-y-1">
                <Photo url={url} alt={m.pt_profile_photo_alt({ n: index + 2 }, o)} />
                <button
                  type="button"
                  className="btn-outline w-full"
                  onClick={() =>
                    set(
                      'additionalImages',
                      form.additionalImages.filter((other) => other !== url),
                    )
                  }
                >
                  {m.pt_remove({}, o)}
                  <span className="sr-only"> {m.pt_profile_photo_alt({ n: index + 2 }, o)}</span>
                </button>
              </li>
            ))}
          </ul>
          {form.additionalImages.length < MAX_MORE_PHOTOS && photoInput('profile-more-photos', m.pt_profile_add_photo({}, o), addPhoto)}
        </fieldset>
        <button type="submit" className="btn-gold w-full" disabled={busy}>
          {m.pt_profile_send({}, o)}
        </button>
        <p role="status" className="text-sm">
          {message}
        </p>
        {error && (
          <p role="alert" className="text-sm text-error" data-testid="profile-error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

function Photo({ url, alt }: { url: string; alt: string }) {
  return <img src={resolveImageUrl(url) ?? ''} alt={alt} className="aspect-[3/4] w-full max-w-40 rounded-lg object-cover" loading="lazy" />;
}
