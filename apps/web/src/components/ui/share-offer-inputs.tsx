import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { PayloadRemaining } from './payload-remaining';

export interface ShareOfferValues {
  seatsAvailable: number | string;
  totalWeightAvailable: number | string;
  costPerSeat: number | string;
}

type Field = keyof ShareOfferValues;

const num = (v: number | string) => (typeof v === 'number' ? v : Number(v) || 0);

/**
 * The three figures of a sector's share (seats, payload, cost per seat) and the payload remaining
 * in green or red: the same inputs in the new-request form and on a saved charter's share panel,
 * which differ only in their labels and hints.
 */
export function ShareOfferInputs({
  values,
  onChange,
  errorOf,
  freeKg,
  labels,
  descriptions = {},
}: {
  values: ShareOfferValues;
  onChange: (patch: Partial<ShareOfferValues>) => void;
  errorOf: (field: Field) => string | undefined;
  freeKg: number;
  labels: { seatsAvailable: string; totalWeightAvailable: string };
  descriptions?: Partial<Record<Field, string>>;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={labels.seatsAvailable}
          description={descriptions.seatsAvailable}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={values.seatsAvailable}
          onChange={(v) => onChange({ seatsAvailable: v })}
          error={errorOf('seatsAvailable')}
        />
        <NumberInput
          label={labels.totalWeightAvailable}
          description={descriptions.totalWeightAvailable}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={values.totalWeightAvailable}
          onChange={(v) => onChange({ totalWeightAvailable: v })}
          error={errorOf('totalWeightAvailable')}
        />
        <NumberInput
          label="Cost per seat (AUD)"
          prefix="$"
          min={0}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          value={values.costPerSeat}
          onChange={(v) => onChange({ costPerSeat: v })}
          error={errorOf('costPerSeat')}
        />
      </SimpleGrid>
      <Text fz="sm" component="div">
        <PayloadRemaining payload={freeKg} totalWeight={num(values.totalWeightAvailable)} />
      </Text>
    </>
  );
}
