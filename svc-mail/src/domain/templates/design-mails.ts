import {
  designMailTemplateData,
  type DesignMailTemplateData,
  type DesignMailTemplateKey,
  type RenderedMail,
} from '@cadeau/contracts';
import type { DesignRenderer } from '../design/renderer';
import { designValues } from '../design/values';
import type { Locale, TemplateContext } from './types';

/** What a design mail needs beyond PUBLIC_URL: the one renderer, so each design runs through MJML once. */
export interface DesignMailContext extends TemplateContext {
  designs: DesignRenderer;
}

type DesignTemplate<K extends DesignMailTemplateKey> = (
  data: DesignMailTemplateData<K>,
  locale: Locale,
  ctx: DesignMailContext,
) => Promise<RenderedMail>;

/**
 * The test mail of a campaign's design (issue 11): what a recipient would get, with the campaign's own names
 * and given values (its dates) and sample values for the rest (there is no recipient yet), marked "[Test]" in
 * the subject.
 */
const campaignTest: DesignTemplate<'campaignTest'> = async (data, locale, ctx) => {
  const language = data.language ?? locale;
  const values = designValues(language, ctx.publicUrl, {
    ...data.values,
    campaignName: data.campaignName,
    giverName: data.giverName,
  });
  const mail = await ctx.designs.render(data.design, language, values);
  return { subject: `[Test] ${mail.subject}`, html: mail.html, text: mail.text };
};

const templates: { [K in DesignMailTemplateKey]: DesignTemplate<K> } = { campaignTest };

/**
 * Renders one design mail; `data` is checked against the template's schema first (a ZodError names what is
 * wrong), so a design that would not validate never reaches MJML.
 */
export async function renderDesignMail(
  template: DesignMailTemplateKey,
  locale: Locale,
  data: unknown,
  ctx: DesignMailContext,
): Promise<RenderedMail> {
  const parsed = designMailTemplateData[template].parse(data);
  return templates[template](parsed, locale, ctx);
}
