import { ConversationThreadPage } from '../pages/ConversationThreadPage';
import { accounts } from '../support/accounts';
import { startConversation } from '../support/conversations';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, unique } from '../support/new-accounts';

/**
 * Issue 9: a conversation thread updates live through the socket when the other side replies: an
 * organisation's admin and a platform administrator each have the thread open in a browser of their own, and
 * each sees the other's reply appear without reloading.
 */
test('(en) an open thread shows the reply of the other side without a reload, both ways', async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  const member = await createOrganizationAdmin(page.request, { language: 'en', confirmed: true, who: 'live-thread' });
  await loginAs(member);
  const id = await startConversation(page.request, {
    subject: `Live ${unique()}`,
    message: 'A question from the organisation',
  });
  const memberThread = new ConversationThreadPage(page);
  await memberThread.goto(id);
  await expect(memberThread.messages).toHaveCount(1);
  // Set on the document as loaded: still there afterwards means the page was not reloaded.
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  const adminContext = await browser.newContext({ baseURL });
  try {
    await loginAs(accounts.admin, { context: adminContext, language: 'en' });
    const adminPage = await adminContext.newPage();
    const adminThread = new ConversationThreadPage(adminPage);
    await adminThread.goto(id);
    await expect(adminThread.messages).toHaveCount(1);
    await adminPage.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

    const answer = `The platform answers ${unique()}`;
    await adminThread.reply.fill(answer);
    await adminThread.send.click();
    await expect(adminThread.messages).toHaveCount(2);
    await expect(memberThread.messages).toHaveCount(2);
    await expect(memberThread.messages.last()).toContainText(answer);

    const followUp = `Thanks, one more thing ${unique()}`;
    await memberThread.reply.fill(followUp);
    await memberThread.send.click();
    await expect(memberThread.messages).toHaveCount(3);
    await expect(adminThread.messages).toHaveCount(3);
    await expect(adminThread.messages.last()).toContainText(followUp);

    for (const p of [page, adminPage]) expect(await p.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
  } finally {
    await adminContext.close();
  }
});
