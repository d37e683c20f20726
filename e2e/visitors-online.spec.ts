import { expect, test } from '@playwright/test';
import { PRESENCE } from '#shared/constants.js';

test('o selo de visitantes online conta cada aba aberta e para de contar a que fecha', async ({ browser }) => {
  // Prepare: two visitors, each in their own browser context.
  const first = await browser.newContext();
  const second = await browser.newContext();
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();

  // Act
  await firstPage.goto('/');
  const secondOpenedAt = Date.now();
  await secondPage.goto('/');

  // Assess: both see exactly two visitors. A tab enters the recount once the slot of its first beat
  // is complete; the local aggregator recounts every few seconds and broadcasts at most once a pass.
  const firstBadge = firstPage.getByTestId('visitantes-online').first();
  await expect(firstBadge).toHaveText('2 visitantes online', { timeout: 40_000 });
  await expect(secondPage.getByTestId('visitantes-online').first()).toHaveText('2 visitantes online', { timeout: 10_000 });

  // Act: the second visitor closes the tab (its goodbye beacon takes its credit back).
  await secondPage.close({ runBeforeUnload: true });
  await second.close();

  // Assess: the first sees one visitor again before the closed tab's credit could have left the
  // count by itself (a beat period after it was made), so only the goodbye explains the drop.
  const withoutGoodbyeAt = secondOpenedAt + PRESENCE.BEAT_SECONDS * 1000;
  expect(withoutGoodbyeAt - Date.now(), 'the count of two took too long to leave room for the goodbye check').toBeGreaterThan(15_000);
  await expect(firstBadge).toHaveText('1 visitante online', { timeout: withoutGoodbyeAt - Date.now() });
  await first.close();
});
