import { chromium } from 'playwright-core';
const [,, url, out, width='360', height='740', action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
await page.goto(url);
if (action === 'menu') { await page.getByRole('button', { name: 'Menu' }).click(); await page.locator('#mobile-menu').getByRole('button', { name: 'Male strippers' }).click(); }
if (action === 'full') await page.screenshot({ path: out, fullPage: true }); else await page.screenshot({ path: out });
await browser.close();
