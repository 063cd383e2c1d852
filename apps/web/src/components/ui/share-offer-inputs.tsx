import { NumberInput, SimpleGrid } from '@mantine/core';
import type { SectorLoad } from '@charter/shared';
import { PayloadRemaining } from './payload-remaining';

export interface ShareOfferValues {
  seatsAvailable: number | string;
  totalWeightAvailable: number | string;
  costPerSeat: number | string;
}

type Field = keyof ShareOfferValues;

/**
 * The three figures of a sector's share (seats, payload, cost per seat) and the payload remaining
 * in green or red (`load`, worked out by the caller with what is typed): the same inputs in the
 * new-request form and on a saved charter's share panel, which differ only in their labels and
 * hints. Nothing typed is clamped: a value out of bounds keeps its message until it is changed.
 */
export function ShareOfferInputs({
  values,
  onChange,
  errorOf,
  load,
  labels,
  descriptions = {},
}: {
  values: ShareOfferValues;
  onChange: (patch: Partial<ShareOfferValues>) => void;
  errorOf: (field: Field) => string | undefined;
  load: SectorLoad;
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
      <PayloadRemaining load={load} />
    </>
  );
}
