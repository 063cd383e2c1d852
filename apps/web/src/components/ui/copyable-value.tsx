import { Button, CopyButton, Group, TextInput } from '@mantine/core';

/**
 * A value shown once for the person to keep (an API key, a signing secret, a private feed
 * address): read-only, selected on focus, with a Copy button that says when it has copied.
 */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput label={label} value={value} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
