import { openTab, signIn, test } from './admin-panel-fixtures';
for (const width of [360, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    for (const tab of ['Add Performer', 'Manage Performers', 'Manage Bookings', 'Pricing Parameters', 'Modifica Prezzi', 'Messaggi']) {
      await openTab(page, tab);
      await page.waitForTimeout(700);
      await page.screenshot({ path: `/tmp/adminpanel/${width}-${tab.replace(/ /g, '_')}.png`, fullPage: width === 360 ? false : true });
    }
  });
}
