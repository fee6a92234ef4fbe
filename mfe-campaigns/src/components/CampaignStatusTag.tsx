import type { CampaignStatus } from '@cadeau/contracts';
import { StatusTag } from '@cadeau/ui/cockpit';

// The statuses someone acts on stand out; draft and finished stay grey.
const colors: Partial<Record<CampaignStatus, string>> = {
  pending: 'gold',
  approved: 'green',
  running: 'blue',
  rejected: 'red',
  blocked: 'volcano',
};

/** A campaign's status as the kit's status tag, with its word from `campaigns.status.*`. */
export function CampaignStatusTag({ status }: { status: CampaignStatus }) {
  return <StatusTag status={status} colors={colors} textKey="campaigns.status" testId="campaign-status" />;
}
