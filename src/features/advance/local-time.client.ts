/**
 * Writes each `[data-local-time]` deadline (ms) in the browser's own time zone into its element's template
 * ("That is {time} your time.") and shows it; a reader on Bangkok's clock keeps it hidden. See LocalDeadline.astro.
 */
import { localDeadline } from './local-time';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
for (const element of document.querySelectorAll<HTMLElement>('[data-local-time]')) {
  const time = localDeadline(Number(element.dataset.localTime), zone, element.dataset.agencyZone ?? '');
  if (!time) continue;
  element.textContent = (element.dataset.template ?? '').replace('{time}', time);
  element.hidden = false;
}
