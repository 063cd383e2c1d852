import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';

interface Props {
  email: string;
  error?: string;
  /** Messages of a refused request (too many requests, no answer). */
  problem: string[];
  busy: boolean;
  onChange: (email: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 2: the visitor's e-mail, kept so the team can follow up; then the estimate is asked for. */
export function EmailStep({ email, error, problem, busy, onChange, onBack, onSubmit }: Props) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md" mt="md">
        <Text size="sm">
          Where can our team reach you about this trip? We send no account or password; your estimate appears straight away.
        </Text>
        <TextInput
          label="Email"
          required
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        {problem.length > 0 ? (
          <Alert color="red" variant="light" title="No estimate" role="alert">
            {problem.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={busy}>
            Get Indicative Price
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
