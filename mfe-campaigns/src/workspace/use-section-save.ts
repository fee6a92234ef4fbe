import { useTranslation } from 'react-i18next';
import type { CampaignDetail, UpdateCampaignBody } from '@cadeau/contracts';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useUpdateCampaign } from '../api/campaigns';

type Fields = Omit<UpdateCampaignBody, 'id' | 'version'>;

/**
 * Saves one section's fields with the version the screen read. A 400 puts the server's issues at the fields
 * (`applyIssues` answers whether it could), anything else (a version conflict, no network) is a toast.
 */
export function useSectionSave(campaign: CampaignDetail, applyIssues: (err: unknown) => boolean) {
  const { t } = useTranslation();
  const update = useUpdateCampaign();
  const save = (fields: Fields, onSaved?: (saved: CampaignDetail) => void) =>
    update.mutate(
      { id: campaign.id, version: campaign.version, ...fields },
      {
        onSuccess: (saved) => {
          showSuccess(t('campaigns.workspace.saved'));
          onSaved?.(saved);
        },
        onError: (err) => {
          if (!applyIssues(err)) showError(err);
        },
      },
    );
  return { save, saving: update.isPending };
}
