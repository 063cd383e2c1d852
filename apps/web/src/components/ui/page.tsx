import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** The frame of every signed-in page: one h1, an optional subtitle and actions. */
export function Page({ title, subtitle, actions, size = 'lg', children }: PageProps) {
  return (
    <Container size={size} w="100%" px={{ base: 'sm', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.9">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
