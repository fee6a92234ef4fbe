/** What a template says; the layout turns it into HTML and plain text, escaping every value. */
export interface MailContent {
  subject: string;
  greeting?: string;
  /** Plain text; a single line break inside a paragraph is kept. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /**
   * An image below PUBLIC_URL shown after the paragraphs (the QR code of an order), linked to itself for mail
   * programs that block images; the text names its link.
   */
  image?: { url: string; alt: string; size: number };
  after?: string[];
  secondary?: { text: string; label: string; url: string };
}
