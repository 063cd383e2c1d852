import { Alert } from '@mantine/core';

/** The red message of the login and forgot-password forms; role=alert so screen readers announce it. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      {message}
    </Alert>
  );
}
