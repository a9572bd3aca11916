/**
 * Behaviour of the navigation bar, in plain DOM code (no framework on every page):
 * disclosure buttons ([data-toggle] with aria-controls) open and close their target; opening a
 * city group closes the others; Escape or a click elsewhere closes groups; choosing a link in the
 * phone menu closes the menu. The menu is the bar's own list ([data-site-menu]), shown from `lg` by CSS:
 * on a phone it opens with data-open, not `hidden`, which would hide it at every width.
 */
function setOpen(button: HTMLElement, open: boolean): void {
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!target) return;
  button.setAttribute('aria-expanded', String(open));
  if (target.hasAttribute('data-site-menu')) target.toggleAttribute('data-open', open);
  else target.hidden = !open;
}

/** Wires up the navigation bar once per page. */
export function initNavigation(): void {
  const toggles = Array.from(document.querySelectorAll<HTMLElement>('[data-toggle]'));
  const dropdownToggles = toggles.filter((button) => button.closest('[data-dropdown]'));
  const menuButton = document.querySelector<HTMLElement>('[data-menu-button]');
  const mobileMenu = document.querySelector<HTMLElement>('[data-site-menu]');

  const closeDropdowns = (except?: HTMLElement) => dropdownToggles.forEach((button) => button !== except && setOpen(button, false));

  for (const button of toggles) {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      if (dropdownToggles.includes(button)) closeDropdowns(button);
      setOpen(button, open);
    });
  }

  mobileMenu?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a') && menuButton) setOpen(menuButton, false);
  });

  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-dropdown]')) closeDropdowns();
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = toggles.find((button) => button.getAttribute('aria-expanded') === 'true');
    closeDropdowns();
    if (menuButton?.getAttribute('aria-expanded') === 'true') setOpen(menuButton, false);
    open?.focus();
  });
}
