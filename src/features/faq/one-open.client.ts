/**
 * The browser side of every "one open at a time" disclosure group (FAQ answers, pricing descriptions),
 * without a framework runtime: a group is `[data-one-open]`, its toggles are buttons with
 * aria-controls; the panels are in the server HTML, hidden until opened.
 */
import { toggleOne } from './one-open';

for (const group of document.querySelectorAll<HTMLElement>('[data-one-open]')) {
  const toggles = [...group.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  let open: number | null = null;
  const render = () =>
    toggles.forEach((toggle, index) => {
      const expanded = index === open;
      toggle.setAttribute('aria-expanded', String(expanded));
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !expanded;
      // A toggle whose text names the action (Show / Hide Description) carries both texts.
      const label = expanded ? toggle.dataset.openLabel : toggle.dataset.closedLabel;
      if (label) toggle.textContent = label;
    });
  toggles.forEach((toggle, index) =>
    toggle.addEventListener('click', () => {
      open = toggleOne(open, index);
      render();
    }),
  );
  // Tells tests (and anyone curious) that the toggles now work.
  group.dataset.ready = '';
}
