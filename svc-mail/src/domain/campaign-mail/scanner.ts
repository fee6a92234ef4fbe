import { SCANNER_CLICK_WINDOW_MS } from '@cadeau/contracts';

/**
 * User agents of link scanners and headless browsers (mail security gateways such as Defender Safe Links,
 * Proofpoint, Mimecast and Barracuda open every link of a mail within seconds of its delivery) and of HTTP
 * libraries no person clicks with.
 */
const SCANNER_AGENT =
  /headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|python-requests|python-urllib|aiohttp|curl\/|wget\/|go-http-client|okhttp|java\/|libwww|httpclient|scanner|crawler|spider|bot\b|bot\/|safelinks|proofpoint|mimecast|barracuda|urldefense|fireeye|forcepoint|symantec|trendmicro|sophos|cisco|ironport/i;

export function isScannerUserAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && SCANNER_AGENT.test(userAgent);
}

/**
 * Whether a provider's click is a link scanner's rather than the recipient's: a headless or scanner user agent,
 * or a click within SCANNER_CLICK_WINDOW_MS of the delivery (no person opens a mail and clicks that fast after
 * it arrived; scanners do it on arrival). HEAD requests never reach us: SendGrid reports only followed clicks,
 * and the redemption page counts only its own POST beacon.
 */
export function isLinkScannerClick(click: { at: Date; userAgent?: string | null }, deliveredAt: Date | null): boolean {
  if (isScannerUserAgent(click.userAgent)) return true;
  if (!deliveredAt) return false;
  const sinceDelivery = click.at.getTime() - deliveredAt.getTime();
  return sinceDelivery < SCANNER_CLICK_WINDOW_MS;
}
