import { useTranslation } from 'react-i18next';
import { orgRoles } from '@cadeau/contracts/values';
import { CheckboxGroup } from '@cadeau/ui/cockpit';

/** The organisation roles as a group of antd checkboxes under a legend. At least one role stays checked. */
export function RoleCheckboxes({
  legend,
  value,
  onChange,
  disabled,
  describedBy,
  testId,
}: {
  legend: string;
  value: string[];
  onChange: (roles: string[]) => void;
  disabled?: boolean;
  describedBy?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <CheckboxGroup<string>
      legend={legend}
      options={orgRoles.map((r) => ({ value: r, label: t(`orgs.roles.${r}`) }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
      required
      describedBy={describedBy}
      testId={testId}
    />
  );
}
