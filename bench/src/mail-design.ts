import { performance } from 'node:perf_hooks';
import { defaultMailDesign, type MailDesign } from '@cadeau/contracts/mail-design';
import { DesignRenderer, fillDesign, designValues } from '@cadeau/svc-mail/bench';
import { round } from './load';

/**
 * Campaign mails from one design (issue 11, DESIGN section 7): svc-mail renders a design through MJML once per
 * design version and language, then fills each recipient's escaped values into the cut HTML. Measured without
 * the stack: the first MJML run (cold), further MJML runs of new designs (what each mail would cost if every
 * mail were rendered), and one render plus 1,000 recipients filled, with the 100,000-mail campaign each way
 * extrapolated from it.
 */
const RECIPIENTS = Number(process.env.BENCH_MAIL_RECIPIENTS ?? 1000);
const MJML_RUNS = 20;
const SITE = 'https://cadeau.example';

export interface MailDesignBench {
  coldRenderMs: number;
  /** Mean of MJML runs of designs not yet rendered (warm process). */
  renderMs: number;
  recipients: number;
  /** One MJML run plus every recipient filled. */
  renderOnceAndFillMs: number;
  fillMicrosPerMail: number;
  mjmlRuns: number;
  /** A campaign of 100,000 mails: one render and fills, against an MJML run per mail. */
  campaign100kSeconds: { renderOnce: number; renderEach: number };
}

/** A realistic design: the default one with a header image, two texts, an image and a spacer. */
function design(n: number): MailDesign {
  const base = defaultMailDesign();
  const image = `${SITE}/api/file/7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b/detail.jpeg`;
  return {
    ...base,
    subject: { de: `Ein Geschenk von {{giverName}} (${n})`, en: `A gift from {{giverName}} (${n})` },
    blocks: [
      { type: 'headerImage', imageUrl: image, alt: { de: 'Kopfbild', en: 'Header' } },
      ...base.blocks.slice(0, 1),
      {
        type: 'text',
        text: {
          de: '**Danke** für *alles*, {{salutation}}. Mehr auf [unserer Seite](https://giver.example/?a=1&b=2).',
          en: '**Thank you** for *everything*, {{salutation}}. More on [our site](https://giver.example/?a=1&b=2).',
        },
      },
      { type: 'image', imageUrl: image, alt: { de: 'Laden', en: 'Shop' }, link: 'https://giver.example/shop' },
      { type: 'spacer', height: 24 },
      ...base.blocks.slice(1),
    ],
  };
}

export async function measureMailDesign(): Promise<MailDesignBench> {
  const renderer = new DesignRenderer({ publicUrl: SITE });
  let t = performance.now();
  await renderer.prepare(design(0), 'de');
  const coldRenderMs = performance.now() - t;

  t = performance.now();
  for (let i = 1; i <= MJML_RUNS; i++) await renderer.prepare(design(i), 'de');
  const renderMs = (performance.now() - t) / MJML_RUNS;

  // As a campaign sender does: the prepared design once, then each recipient's values filled in.
  t = performance.now();
  const prepared = await renderer.prepare(design(MJML_RUNS + 1), 'de');
  let bytes = 0;
  for (let i = 0; i < RECIPIENTS; i++) {
    const values = designValues('de', SITE, {
      salutation: `Liebe Frau <Muster> ${i}`,
      code: `1234-5678-9012-${String(i).padStart(4, '0')}`,
      redeemLink: `${SITE}/campaign?code=${i}`,
    });
    bytes += fillDesign(prepared, values).html.length;
  }
  const renderOnceAndFillMs = performance.now() - t;
  if (renderer.renders !== MJML_RUNS + 2 || bytes === 0) throw new Error(`expected one MJML run per design`);
  const fillMs = Math.max(0, renderOnceAndFillMs - renderMs);

  const result: MailDesignBench = {
    coldRenderMs: round(coldRenderMs),
    renderMs: round(renderMs),
    recipients: RECIPIENTS,
    renderOnceAndFillMs: round(renderOnceAndFillMs),
    fillMicrosPerMail: round((fillMs * 1000) / RECIPIENTS),
    mjmlRuns: renderer.renders,
    campaign100kSeconds: {
      renderOnce: round((renderMs + (fillMs / RECIPIENTS) * 100_000) / 1000),
      renderEach: round((renderMs * 100_000) / 1000),
    },
  };
  console.log(
    `mail design: MJML ${result.coldRenderMs} ms cold, ${result.renderMs} ms per new design; render once + ${RECIPIENTS} recipients ${result.renderOnceAndFillMs} ms (${result.fillMicrosPerMail} µs per mail); 100,000 mails ≈ ${result.campaign100kSeconds.renderOnce} s rendered once vs ${result.campaign100kSeconds.renderEach} s with MJML per mail`,
  );
  return result;
}
