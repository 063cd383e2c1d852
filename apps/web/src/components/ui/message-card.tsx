import type { ReactNode } from 'react';
import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PlaneIcon } from './plane-icon';

interface MessageCardProps {
  title: string;
  children: ReactNode;
  /** The way out, e.g. back home or to the login page. */
  action?: { label: string; to: string };
  tone?: 'info' | 'warning';
}

/** A centred card for "not found", "no access" and "not available yet" pages. */
export function MessageCard({ title, children, action, tone = 'info' }: MessageCardProps) {
  return (
    <Center py={48} px="md">
      <Card maw={520} w="100%" padding="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={tone === 'warning' ? 'orange' : 'sky'} aria-hidden>
            <PlaneIcon size={30} />
          </ThemeIcon>
          <Title order={1} fz={24} c="navy.9">
            {title}
          </Title>
          <Text c="dimmed">{children}</Text>
          {action ? (
            <Button component={Link} to={action.to} mt="sm">
              {action.label}
            </Button>
          ) : null}
        </Stack>
      </Card>
    </Center>
  );
}
