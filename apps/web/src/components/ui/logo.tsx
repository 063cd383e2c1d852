import { Group, Text, ThemeIcon } from '@mantine/core';
import { PlaneIcon } from './plane-icon';

interface LogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  /** Hide the words on very narrow headers (the icon stays). */
  compact?: boolean;
}

export function Logo({ inverted = false, compact = false }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={34} radius="md" color={inverted ? 'white' : 'navy.9'} variant="filled" aria-hidden>
        <PlaneIcon size={22} color={inverted ? '#0b2545' : '#ffffff'} />
      </ThemeIcon>
      {compact ? null : (
        <Text fw={800} fz={18} lh={1.1} c={inverted ? 'white' : 'navy.9'} style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
          Charter{' '}
          <Text span inherit c={inverted ? 'sky.2' : 'sky.7'}>
            Marketplace
          </Text>
        </Text>
      )}
    </Group>
  );
}
