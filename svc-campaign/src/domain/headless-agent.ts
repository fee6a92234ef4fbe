/**
 * User agents of headless browsers and link checkers: mail security scanners (Defender Safe Links, Proofpoint,
 * Mimecast) open links in such browsers seconds after delivery, so their visits must not count as a recipient's
 * click. A page load by a person's browser sends an ordinary agent; an empty one is no browser either.
 */
const HEADLESS =
  /headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|bot\b|crawler|spider|slurp|preview|scanner|curl|wget|python-requests|go-http-client|java\//i;

export function isHeadlessAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || HEADLESS.test(userAgent);
}
