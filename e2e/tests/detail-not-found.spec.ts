import { randomUUID } from 'node:crypto';
import { DetailNotFound } from '../pages/DetailNotFound';
import { accounts } from '../support/accounts';
import { loginRequest } from '../support/api';
import { startConversation } from '../support/conversations';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, unique } from '../support/new-accounts';
import { adminTexts, orgsTexts, texts } from '../support/texts';

/**
 * Issue 9: a detail page of an unknown, foreign or mangled id is a not-found page of its own (heading, what is
 * missing, what to do, the way back to the list), not a blank page or a toast over an empty one.
 */
test.describe('detail pages of an id that leads nowhere', () => {
  test('(en) a platform administrator opening users and organisations that do not exist', async ({ page, loginAs }) => {
    await loginAs(accounts.admin, { language: 'en' });
    const notFound = new DetailNotFound(page);
    const cases = [
      { path: `/cockpit/users/${randomUUID()}`, what: texts.en.error.noUserFound, list: '/cockpit/users' },
      { path: '/cockpit/users/not-an-id', what: texts.en.error.noUserFound, list: '/cockpit/users' },
      {
        path: `/cockpit/organizations/${randomUUID()}`,
        what: texts.en.error.organization.notFound,
        list: '/cockpit/organizations',
      },
    ];
    for (const { path, what, list } of cases) {
      await notFound.goto(path);
      await expect(notFound.title).toHaveText(texts.en.common.notFound.title);
      await expect(page).toHaveTitle(new RegExp(`^${texts.en.common.notFound.title}`));
      await expect(notFound.what).toHaveText(what);
      await expect(notFound.root).toContainText(texts.en.common.notFound.hint);
      await expect(notFound.back).toHaveText(`← ${adminTexts.en.list.back}`);
      await expect(notFound.back).toHaveAttribute('href', list);
      await expect(page.getByTestId('toaster').getByTestId('toast-error')).toHaveCount(0);
    }
    // The way back leads to the list, inside the cockpit.
    await notFound.back.click();
    await expect(page).toHaveURL(/\/cockpit\/organizations$/);
  });

  test("(de) an organisation's admin opening another organisation's conversation, an unknown and a mangled one", async ({
    page,
    request,
    loginAs,
  }) => {
    // Another organisation's conversation, started by its own admin in a request context of its own.
    const owner = await createOrganizationAdmin(request, { language: 'de', confirmed: true, who: 'thread-owner' });
    await loginRequest(request, owner);
    const foreign = await startConversation(request, { subject: `Fremd ${unique()}`, message: 'Nur für uns' });

    const outsider = await createOrganizationAdmin(page.request, { language: 'de', confirmed: true, who: 'outsider' });
    await loginAs(outsider);
    const notFound = new DetailNotFound(page);
    for (const id of [foreign, randomUUID(), 'kaputt']) {
      await notFound.goto(`/cockpit/conversations/${id}`);
      await expect(notFound.title).toHaveText(texts.de.common.notFound.title);
      await expect(notFound.what).toHaveText(texts.de.error.conversation.notFound);
      await expect(notFound.back).toHaveText(`← ${orgsTexts.de.conversations.back}`);
      await expect(notFound.back).toHaveAttribute('href', '/cockpit/conversations');
      await expect(page.getByTestId('conversation-page')).toHaveCount(0);
      await expect(page.getByTestId('toaster').getByTestId('toast-error')).toHaveCount(0);
    }
  });
});
