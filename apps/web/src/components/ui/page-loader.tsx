import { Center, Loader } from '@mantine/core';

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py={64} role="status" aria-label={label}>
      <Loader type="dots" />
    </Center>
  );
}
