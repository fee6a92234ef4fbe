import { fileTypeFromBuffer } from 'file-type';

/** How many first bytes are enough to recognise every type file-type knows (its documented sample size). */
export const SNIFF_BYTES = 4100;

/**
 * The media type of a file judged by its first bytes alone (file-type 21), or undefined when nothing is
 * recognised. Text formats such as SVG have no signature and come back undefined, so they are refused.
 */
export async function sniffMime(head: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(head))?.mime;
}
