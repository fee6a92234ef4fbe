import type { OrganizationStatus } from './organization-status';

/** The payload of `organization.updated`: what other services keep of an organisation. */
export const organizationUpdated = (o: {
  id: string;
  status: OrganizationStatus;
  features: string[];
  name: string;
}) => ({
  organizationId: o.id,
  status: o.status,
  features: o.features,
  name: o.name,
});
