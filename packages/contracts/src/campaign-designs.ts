import { z } from 'zod';
import { ErrorKeys, ZodMessageKeys } from './errors';
import { languageSchema, languages } from './identity';
import {
  GREETING_TEXT_MAX,
  HEX_COLOR,
  isAllowedLinkTarget,
  isUploadImageUrl,
  mailDesignLimits as limits,
  mailFonts,
  mailPlaceholders,
  parseInlineText,
  parsePlainText,
  singleMailDesignBlocks,
  type GreetingDesign,
  type MailDesign,
  type MailFont,
  type ParsedInline,
} from './mail-design';

/**
 * A campaign's mail design and greeting design (issue 11, spec sections 3 and 7). The document's types, bounds,
 * placeholders and text parser are in the zod-free `mail-design.ts` (`@cadeau/contracts/mail-design`); these
 * schemas hold a request to them. A refused text is an issue at its field (`['blocks', 2, 'text', 'de']`)
 * with an `error.mailDesign.*` key, so the designer marks the block that needs a change.
 */

/** A text per language; `max` bounds each, `line` refuses line breaks (subject, labels). */
const localized = (max: number, opts: { line?: boolean } = {}) => {
  const one = opts.line
    ? z
        .string()
        .max(max)
        .regex(/^[^\r\n]*$/, ZodMessageKeys.invalidString)
    : z.string().max(max);
  return z.object({ de: one, en: one });
};

const imageUrl = z
  .string()
  .max(limits.url)
  .refine(isUploadImageUrl, { message: ErrorKeys.mailDesign.invalidImageUrl, abort: true });

const linkTarget = z
  .string()
  .max(limits.url)
  .refine(isAllowedLinkTarget, { message: ErrorKeys.mailDesign.invalidLink, abort: true });

export const mailThemeSchema = z.object({
  primaryColor: z.string().regex(HEX_COLOR, ZodMessageKeys.invalidString),
  backgroundColor: z.string().regex(HEX_COLOR, ZodMessageKeys.invalidString),
  font: z.enum(mailFonts as [MailFont, ...MailFont[]]),
});

/**
 * An image's URL, or none yet (''): a preview's rule. Not a union, so a wrong URL keeps `imageUrl`'s own message
 * (`error.mailDesign.invalidImageUrl`) instead of a union's generic one.
 */
const imageUrlOrNone = z.string().superRefine((value, ctx) => {
  if (value === '') return;
  const checked = imageUrl.safeParse(value);
  if (!checked.success)
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
});

/** The blocks with `image` as the rule of an image's URL (a saved design's, or a preview's that may lack one). */
const blockSchemaWith = (image: z.ZodType<string>) =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('headerImage'), imageUrl: image, alt: localized(limits.alt, { line: true }) }),
    z.object({ type: z.literal('text'), text: localized(limits.text) }),
    z.object({
      type: z.literal('image'),
      imageUrl: image,
      alt: localized(limits.alt, { line: true }),
      link: linkTarget.optional(),
    }),
    z.object({ type: z.literal('button'), label: localized(limits.buttonLabel, { line: true }) }),
    z.object({ type: z.literal('giftCode') }),
    z.object({ type: z.literal('spacer'), height: z.number().int().min(limits.spacerMinPx).max(limits.spacerMaxPx) }),
    z.object({ type: z.literal('divider') }),
    z.object({
      type: z.literal('footer'),
      imprint: localized(limits.imprint),
      unsubscribeLabel: localized(limits.unsubscribeLabel, { line: true }),
    }),
  ]);

export const mailDesignBlockSchema = blockSchemaWith(imageUrl);

type Ctx = z.core.$RefinementCtx<unknown>;

/** Adds each issue of a parsed text at `path` (one per spot, so the designer can list them all). */
function reportText(ctx: Ctx, path: (string | number)[], parsed: ParsedInline) {
  for (const issue of parsed.issues) ctx.addIssue({ code: 'custom', path, message: issue.message, input: undefined });
}

/** The texts of a design that hold placeholders, by how they are parsed, with their paths. */
function checkTexts(design: MailDesign, ctx: Ctx) {
  for (const lang of languages) {
    reportText(ctx, ['subject', lang], parsePlainText(design.subject[lang]));
    design.blocks.forEach((block, i) => {
      if (block.type === 'text') reportText(ctx, ['blocks', i, 'text', lang], parseInlineText(block.text[lang]));
      if (block.type === 'button') reportText(ctx, ['blocks', i, 'label', lang], parsePlainText(block.label[lang]));
      if (block.type === 'headerImage' || block.type === 'image')
        reportText(ctx, ['blocks', i, 'alt', lang], parsePlainText(block.alt[lang]));
      if (block.type === 'footer')
        reportText(ctx, ['blocks', i, 'imprint', lang], parseInlineText(block.imprint[lang]));
    });
  }
}

/** Exactly one gift code and one footer (issue 11); the issue is at `blocks`, the list that needs the change. */
function checkSingleBlocks(design: MailDesign, ctx: Ctx) {
  const keys = { giftCode: ErrorKeys.mailDesign.giftCodeCount, footer: ErrorKeys.mailDesign.footerCount };
  for (const type of singleMailDesignBlocks) {
    const count = design.blocks.filter((b) => b.type === type).length;
    if (count !== 1) ctx.addIssue({ code: 'custom', path: ['blocks'], message: keys[type], input: undefined });
  }
}

/**
 * Version 1 of the mail design document (`mail-design.ts` `MailDesign`): subject (plain text with
 * placeholders), theme, and at most 40 blocks with exactly one gift code and one footer.
 */
const designSchemaWith = (blocks: typeof mailDesignBlockSchema) =>
  z
    .object({
      version: z.literal(1, { error: ErrorKeys.mailDesign.unknownVersion }),
      subject: localized(limits.subject, { line: true }),
      theme: mailThemeSchema,
      blocks: z.array(blocks).max(limits.blocks),
    })
    .superRefine((design, ctx) => {
      checkSingleBlocks(design as MailDesign, ctx);
      checkTexts(design as MailDesign, ctx);
    });

export const mailDesignSchema = designSchemaWith(mailDesignBlockSchema) satisfies z.ZodType<MailDesign>;

/**
 * A design being edited, for its preview only (issue 23): an image block may still lack its image (`imageUrl`
 * empty), which svc-mail renders as a placeholder; a save still needs every image.
 */
export const mailDesignDraftSchema = designSchemaWith(
  blockSchemaWith(imageUrlOrNone) as typeof mailDesignBlockSchema,
) satisfies z.ZodType<MailDesign>;

export const greetingDesignSchema = z.object({
  /** Empty is allowed while the campaign is a draft; release needs both languages (`noGreetingText`). */
  greetingText: localized(GREETING_TEXT_MAX),
  allowCustomGreeting: z.boolean(),
  allowCustomSalutation: z.boolean(),
}) satisfies z.ZodType<GreetingDesign>;

/**
 * `GET /campaign/{campaignId}/mail-design` and the answer of its PUT. `version` counts saves (optimistic
 * concurrency: a PUT sends the version it started from); `design.version` is the document's format. A campaign
 * whose design was never saved answers `defaultMailDesign()` at version 0 (the GET writes nothing) and its
 * first PUT (version 0) stores it; until then the campaign has "no mail design" (a release blocker). The `id`
 * is the same before and after the first save. `editable`: the campaign's status allows a change and the
 * caller's role allows writing.
 */
export const mailDesignRecordSchema = z.object({
  id: z.string().uuid(),
  campaignId: z.string().uuid(),
  version: z.number().int(),
  design: mailDesignSchema,
  editable: z.boolean(),
  /** Of the last save; null while the design was never saved (version 0). */
  updatedAt: z.string().nullable(),
});
export type MailDesignRecord = z.infer<typeof mailDesignRecordSchema>;

/** `PUT /campaign/{campaignId}/mail-design/{id}`: the whole design and the version it was loaded at. */
export const saveMailDesignBody = z.object({ version: z.number().int().min(0), design: mailDesignSchema });
export type SaveMailDesignBody = z.infer<typeof saveMailDesignBody>;

/**
 * `POST /campaign/{campaignId}/mail-design/{id}/preview`: the server's rendering of `design` (unsaved edits)
 * or of the saved design, in `language`, with sample values. Writes nothing. An image block without its image yet
 * is shown as a placeholder.
 */
export const previewMailDesignBody = z.object({ design: mailDesignDraftSchema.optional(), language: languageSchema });
export type PreviewMailDesignBody = z.infer<typeof previewMailDesignBody>;

/** A design rendered to e-mail HTML (svc-mail's MJML rendering): what a preview iframe shows. */
export const renderedMailDesignSchema = z.object({ subject: z.string(), html: z.string() });
export type RenderedMailDesign = z.infer<typeof renderedMailDesignSchema>;

/**
 * `POST /campaign/{campaignId}/mail-design/{id}/test`: sends the saved design in `language` to the caller's own
 * address (a POST, not the spec's GET: ADR 0017). Answers where the mail goes.
 */
export const testMailDesignBody = z.object({ language: languageSchema });
export const testMailDesignResponse = z.object({ to: z.string() });
export type TestMailDesignResponse = z.infer<typeof testMailDesignResponse>;

/** `GET /campaign/{campaignId}/greeting-design` and the answer of its PUT (fields as in the mail design's). */
export const greetingDesignRecordSchema = z.object({
  id: z.string().uuid(),
  campaignId: z.string().uuid(),
  version: z.number().int(),
  design: greetingDesignSchema,
  editable: z.boolean(),
  /** Of the last save; null while the design was never saved (version 0). */
  updatedAt: z.string().nullable(),
});
export type GreetingDesignRecord = z.infer<typeof greetingDesignRecordSchema>;

export const saveGreetingDesignBody = z.object({ version: z.number().int().min(0), design: greetingDesignSchema });
export type SaveGreetingDesignBody = z.infer<typeof saveGreetingDesignBody>;

/** The text each placeholder stands for in one rendering (bounded: a greeting is the longest). */
export const mailPlaceholderValuesSchema = z.object(
  Object.fromEntries(mailPlaceholders.map((name) => [name, z.string().max(GREETING_TEXT_MAX).optional()])) as Record<
    (typeof mailPlaceholders)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/**
 * svc-mail's internal `POST /internal/mail-design/render`: `design` in `language`, each placeholder replaced by
 * its escaped value from `values`, or by `samplePlaceholderValues(language, PUBLIC_URL)` where none is given
 * (the preview). Answers `renderedMailDesignSchema`. A preview's image block without its image yet is rendered as
 * a placeholder (`mailDesignDraftSchema`).
 */
export const renderMailDesignBody = z.object({
  design: mailDesignDraftSchema,
  language: languageSchema,
  values: mailPlaceholderValuesSchema.optional(),
});
export type RenderMailDesignBody = z.infer<typeof renderMailDesignBody>;
