import { createHash } from 'node:crypto';
import type { MailDesign } from '@cadeau/contracts/mail-design';
import mjml2html from 'mjml';
import type { Locale } from '../templates/types';
import { LruCache } from './lru';
import { designSource } from './mjml-source';
import { fillHtml, fillText, splitAtMarkers, type DesignValues, type Segment } from './segments';

/** A design rendered once for one language, cut at its placeholders (see `segments.ts`). */
export interface PreparedDesign {
  subject: readonly Segment[];
  html: readonly Segment[];
  text: readonly Segment[];
}

/** One recipient's mail. */
export interface FilledDesign {
  subject: string;
  html: string;
  text: string;
}

export interface DesignRendererOptions {
  /** PUBLIC_URL: the imprint link and the sample links start with it. */
  publicUrl: string;
  /** Designs (per language) kept rendered; the least recently used one goes first (default 200). */
  capacity?: number;
}

/** JSON with object keys sorted, so two equal designs give one key whatever order their keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The cache key of a design in a language: a hash of the whole document, so every saved change is new. */
export const designKey = (design: MailDesign, language: Locale) =>
  createHash('sha256').update(language).update('\n').update(canonicalJson(design)).digest('hex');

/** A prepared design with one recipient's values, escaped for the HTML. */
export function fillDesign(prepared: PreparedDesign, values: DesignValues): FilledDesign {
  return {
    // A subject is one line: a value with line breaks must not add header lines.
    subject: fillText(prepared.subject, values).replace(/\s+/g, ' ').trim(),
    html: fillHtml(prepared.html, values),
    text: fillText(prepared.text, values),
  };
}

/**
 * Renders mail designs through MJML (~10 ms each) once per design version and language and keeps the result,
 * so a campaign of 100,000 mails costs one MJML run and 100,000 joins. Concurrent requests for the same
 * design share one run; a failed run is not kept.
 */
export class DesignRenderer {
  private readonly cache: LruCache<string, Promise<PreparedDesign>>;
  private readonly siteUrl: string;
  /** MJML runs so far (one per design and language while it stays cached). */
  renders = 0;

  constructor(opts: DesignRendererOptions) {
    this.siteUrl = opts.publicUrl.replace(/\/+$/, '');
    this.cache = new LruCache(opts.capacity ?? 200);
  }

  prepare(design: MailDesign, language: Locale): Promise<PreparedDesign> {
    const key = designKey(design, language);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const pending = this.compile(design, language);
    this.cache.set(key, pending);
    pending.catch(() => {
      if (this.cache.get(key) === pending) this.cache.delete(key);
    });
    return pending;
  }

  /**
   * One mail. It hashes the design to find it in the cache: a sender of many mails of one design prepares it
   * once and calls `fillDesign` per recipient instead.
   */
  async render(design: MailDesign, language: Locale, values: DesignValues): Promise<FilledDesign> {
    return fillDesign(await this.prepare(design, language), values);
  }

  private async compile(design: MailDesign, language: Locale): Promise<PreparedDesign> {
    const source = designSource(design, language, this.siteUrl);
    this.renders++;
    // strict: the source is ours, so an MJML error is a bug to see, not a mail to send half-rendered.
    // fonts {}: web-safe fonts only, no link to a font service; includes stay off (no file is ever read).
    const { html } = await mjml2html(source.mjml, {
      validationLevel: 'strict',
      fonts: {},
      ignoreIncludes: true,
      keepComments: false,
    });
    return { subject: source.subject, html: splitAtMarkers(html), text: source.text };
  }
}
