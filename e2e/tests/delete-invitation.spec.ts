import { MyOrganizationPage } from '../pages/MyOrganizationPage';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, uniqueEmail } from '../support/new-accounts';
import { interpolate, orgsTexts } from '../support/texts';

/** Issue 9: deleting an invitation asks for confirmation; cancelling keeps it, confirming deletes it. */
test('(de) an organisation admin deletes a pending invitation only after confirming', async ({ page, loginAs }) => {
  const admin = await createOrganizationAdmin(page.request, { language: 'de', confirmed: true, who: 'delete-inv' });
  await loginAs(admin);
  const guest = uniqueEmail('guest');
  const invited = await page.request.post('/api/organization/invitation', { data: { email: guest, roles: ['user'] } });
  expect(invited.status(), await invited.text()).toBe(201);

  const org = new MyOrganizationPage(page);
  await org.gotoInvitations();
  const t = orgsTexts.de.invitations;
  const row = org.invitation(guest);
  const remove = row.getByRole('button', { name: interpolate(t.deleteLabel, { email: guest }) });
  const dialog = page.getByRole('dialog');

  await remove.click();
  await expect(dialog).toContainText(interpolate(t.deleteConfirm, { email: guest }));
  await dialog.getByRole('button', { name: orgsTexts.de.common.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await remove.click();
  await page.getByTestId('confirm-delete-invitation').click();
  await expect(row).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
  const left = await page.request.get('/api/organization/invitation');
  expect(((await left.json()) as { email: string }[]).map((i) => i.email)).not.toContain(guest);
});
