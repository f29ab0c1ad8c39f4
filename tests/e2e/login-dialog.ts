/** The e2e tests' way through the 登录 dialog: the demo buyer of the seed, typed and submitted. */
import type { Page } from 'playwright-core';
import { labels } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import { DEMO_USER } from '../../server/seed/catalogue';

/** Fills and submits the login dialog (open already) as the demo buyer, and waits for it to close. */
export async function logInAsDemoBuyer(page: Page) {
  const dialog = page.getByRole('dialog', { name: labels.login });
  await dialog.getByLabel(dialogText.mobile).fill(DEMO_USER.mobile);
  await dialog.getByLabel(dialogText.password).fill(DEMO_USER.password);
  await dialog.getByRole('button', { name: labels.login }).click();
  await dialog.waitFor({ state: 'detached' });
}
