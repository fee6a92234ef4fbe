import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

/** /cockpit/conversations/:id (mfe-orgs): one conversation's messages, the reply form and finishing it. */
export class ConversationThreadPage {
  readonly root: Locator;
  readonly messages: Locator;
  readonly reply: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('conversation-page');
    this.messages = page.getByTestId('message');
    this.reply = page.locator('#conversation-message');
    this.send = page.getByTestId('send-message');
  }

  /**
   * Opens the thread and answers once the page's socket is connected and its rooms joined: the gateway
   * acknowledges socket.io's connect ("40…") after joining them, so an event published later reaches the page.
   */
  async goto(conversationId: string): Promise<void> {
    const connected = new Promise<void>((resolve) => {
      this.page.on('websocket', (ws) => {
        if (!ws.url().includes('/socket.io/')) return;
        ws.on('framereceived', ({ payload }) => {
          if (String(payload).startsWith('40')) resolve();
        });
      });
    });
    await this.page.goto(`/cockpit/conversations/${conversationId}`);
    await this.root.waitFor();
    await connected;
    await expectNoA11yViolations(this.page, 'conversation');
  }
}
