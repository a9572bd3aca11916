/** The summary's "On the night" follows the night: every minute it asks for the lines again and writes them in, until the night is over. */
const section = document.querySelector<HTMLElement>('[data-night-url]');
const list = section?.querySelector<HTMLElement>('[data-night-lines]');
const waiting = section?.querySelector<HTMLElement>('[data-night-waiting]');
const MINUTE = 60_000;

async function refresh(url: string): Promise<void> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const { live, lines } = (await response.json()) as { live: boolean; lines: string[] };
    list?.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('li');
        item.textContent = line;
        return item;
      }),
    );
    // Shown (server-side) only while nobody has said anything: gone with the first line.
    if (lines.length) waiting?.remove();
    if (live) setTimeout(() => void refresh(url), MINUTE);
  } catch {
    setTimeout(() => void refresh(url), MINUTE);
  }
}

const url = section?.dataset.nightUrl;
if (url) setTimeout(() => void refresh(url), MINUTE);
