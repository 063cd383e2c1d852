import { MultiSelect } from '@mantine/core';
import { JOB_TRACKER_MAX_OPERATORS, REPORT_MESSAGES } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useReportOperators } from '../hooks/use-report';

/** The job tracker's operators: up to five (supplier-and-admin section 9), searchable by name. */
export function OperatorPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const operators = useReportOperators(true);
  if (operators.isError) {
    return <LoadError title="Error Loading" query={operators} />;
  }
  const full = value.length >= JOB_TRACKER_MAX_OPERATORS;
  return (
    <MultiSelect
      label="Operators"
      placeholder={value.length ? undefined : 'Choose up to 5 operators'}
      data={(operators.data ?? []).map((o) => ({
        value: o.id,
        label: o.status === 'Active' ? o.companyName : `${o.companyName} (${o.status})`,
      }))}
      value={value}
      onChange={onChange}
      maxValues={JOB_TRACKER_MAX_OPERATORS}
      searchable
      clearable
      nothingFoundMessage="No operator matches"
      description={full ? REPORT_MESSAGES.operatorsMax : `Up to ${JOB_TRACKER_MAX_OPERATORS} operators`}
      error={value.length > JOB_TRACKER_MAX_OPERATORS ? REPORT_MESSAGES.operatorsMax : undefined}
      disabled={operators.isPending}
      w={{ base: '100%', sm: 420 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
