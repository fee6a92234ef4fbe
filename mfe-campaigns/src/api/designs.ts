import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  GreetingDesignRecord,
  MailDesignRecord,
  RenderedMailDesign,
  SaveGreetingDesignBody,
  SaveMailDesignBody,
  TestMailDesignResponse,
} from '@cadeau/contracts';
import type { MailDesign } from '@cadeau/contracts/mail-design';
import { fileVariantUrl } from '@cadeau/contracts/values';
import { apiFetch, pathOf, queryClient, uploadFile } from '@cadeau/ui/api';

export type Language = 'de' | 'en';

/** Query keys of the designs (they start with `campaigns`, so a campaign change refreshes them too). */
export const designKeys = {
  mail: (campaignId: string) => ['campaigns', 'mail-design', campaignId] as const,
  greeting: (campaignId: string) => ['campaigns', 'greeting-design', campaignId] as const,
};

const mailPath = (campaignId: string) => pathOf('/campaign/{campaignId}/mail-design', { campaignId });
const mailItem = (campaignId: string, id: string) =>
  pathOf('/campaign/{campaignId}/mail-design/{id}', { campaignId, id });
const greetingPath = (campaignId: string) => pathOf('/campaign/{campaignId}/greeting-design', { campaignId });

/** The campaign's mail design (the default one at version 0 until the first save). */
export function useMailDesign(campaignId: string) {
  return useQuery({
    queryKey: designKeys.mail(campaignId),
    queryFn: () => apiFetch<MailDesignRecord>('GET', mailPath(campaignId)),
  });
}

/**
 * Saves the whole design with the version it was loaded at; the answer is the design as saved. The campaign
 * refetches too: its release blockers say whether a mail design and subject exist.
 */
export function useSaveMailDesign(campaignId: string) {
  return useMutation({
    mutationFn: ({ id, ...body }: SaveMailDesignBody & { id: string }) =>
      apiFetch<MailDesignRecord>('PUT', mailItem(campaignId, id), body),
    onSuccess: (record) => {
      queryClient.setQueryData(designKeys.mail(campaignId), record);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'campaigns' && q.queryKey[1] !== 'mail-design',
      });
    },
  });
}

/**
 * The server's rendering (svc-mail, MJML) of a design as it is being edited, in one language, with sample
 * values. Keyed by the design itself, so an unchanged design is not rendered twice; the caller debounces.
 */
export function useMailPreview(
  campaignId: string,
  id: string | undefined,
  design: MailDesign | null,
  language: Language,
) {
  return useQuery({
    queryKey: ['campaigns', 'mail-preview', campaignId, language, design] as const,
    queryFn: () => apiFetch<RenderedMailDesign>('POST', `${mailItem(campaignId, id!)}/preview`, { design, language }),
    enabled: !!id && !!design,
    // While a new rendering loads, the last one stays in the frame instead of an empty one.
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** Sends the saved design to the caller's own address; answers where it went. */
export function useSendTestMail(campaignId: string) {
  return useMutation({
    mutationFn: ({ id, language }: { id: string; language: Language }) =>
      apiFetch<TestMailDesignResponse>('POST', `${mailItem(campaignId, id)}/test`, { language }),
  });
}

export function useGreetingDesign(campaignId: string) {
  return useQuery({
    queryKey: designKeys.greeting(campaignId),
    queryFn: () => apiFetch<GreetingDesignRecord>('GET', greetingPath(campaignId)),
  });
}

export function useSaveGreetingDesign(campaignId: string) {
  return useMutation({
    mutationFn: ({ id, ...body }: SaveGreetingDesignBody & { id: string }) =>
      apiFetch<GreetingDesignRecord>(
        'PUT',
        pathOf('/campaign/{campaignId}/greeting-design/{id}', { campaignId, id }),
        body,
      ),
    onSuccess: (record) => {
      queryClient.setQueryData(designKeys.greeting(campaignId), record);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'campaigns' && q.queryKey[1] !== 'greeting-design',
      });
    },
  });
}

/**
 * Uploads an image of the mail through the catalog's upload (`POST /file/upload`) and answers the absolute URL of
 * its JPEG variant: mails are read outside the platform, and Outlook shows no WebP (contracts `isUploadImageUrl`).
 */
export async function uploadMailImage(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const uploaded = await uploadFile(file, {
    signal: options.signal,
    onProgress: ({ loaded, total }) => options.onProgress?.(total ? (loaded * 100) / total : 0),
  });
  return new URL(fileVariantUrl(uploaded.id, 'detail.jpeg'), window.location.origin).href;
}
