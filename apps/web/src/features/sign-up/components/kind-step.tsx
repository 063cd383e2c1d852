import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ONBOARDING_MESSAGES, SIGN_UP_KINDS, type SignUpKind } from '@charter/shared';

interface KindStepProps {
  kind: SignUpKind | null;
  aocNumber: string;
  onKindChange: (kind: SignUpKind) => void;
  onAocChange: (aoc: string) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: a charter customer or an aircraft operator; an operator needs its AOC number before Next. */
export function KindStep({ kind, aocNumber, onKindChange, onAocChange, onBack, onNext }: KindStepProps) {
  const [aocTouched, setAocTouched] = useState(false);
  const aocMissing = aocNumber.trim() === '';
  const ready = kind === 'Client' || (kind === 'Supplier' && !aocMissing);

  return (
    <Stack gap="md">
      <Radio.Group label="I am signing up as" value={kind ?? ''} onChange={(v) => onKindChange(v as SignUpKind)} size="md">
        <Stack gap="sm" mt="xs">
          {(Object.keys(SIGN_UP_KINDS) as SignUpKind[]).map((k) => (
            <Radio.Card key={k} value={k} p="md" radius="md" withBorder aria-label={SIGN_UP_KINDS[k].label}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{SIGN_UP_KINDS[k].label}</Text>
                  <Text size="sm" c="dimmed">
                    {SIGN_UP_KINDS[k].description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {kind === 'Supplier' ? (
        <TextInput
          label="AOC Number"
          description="Your Air Operator's Certificate number."
          value={aocNumber}
          onChange={(e) => onAocChange(e.currentTarget.value)}
          onBlur={() => setAocTouched(true)}
          error={aocTouched && aocMissing ? ONBOARDING_MESSAGES.aocRequired : undefined}
          required
          size="md"
          maxLength={100}
        />
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={!ready}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
