import { expect, test } from '@playwright/test';

test('o selo de visitantes online conta cada aba aberta e para de contar a que fecha', async ({ browser }) => {
  test.setTimeout(120_000);
  // Prepare: two visitors, each in their own browser context.
  const first = await browser.newContext();
  const second = await browser.newContext();
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();

  // Act
  await firstPage.goto('/');
  await secondPage.goto('/');

  // Assess: both see two visitors (the first one learns of the second through the realtime channel).
  const firstBadge = firstPage.getByTestId('visitantes-online').first();
  await expect(firstBadge).toHaveText(/2 visitantes online/);
  await expect(secondPage.getByTestId('visitantes-online').first()).toHaveText(/2 visitantes online/);

  // Act: the second visitor closes the tab.
  await secondPage.close({ runBeforeUnload: true });
  await second.close();

  // Assess: the first sees one visitor again (at once after the leave beacon; 60 s at worst).
  await expect(firstBadge).toHaveText(/1 visitante online/, { timeout: 75_000 });
  await first.close();
});
