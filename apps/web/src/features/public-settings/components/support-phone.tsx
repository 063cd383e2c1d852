import { Anchor } from '@mantine/core';
import { usePublicSettings } from '../hooks/use-public-settings';

/** The support number as a tap-to-call link, or a plain fallback while it loads or when unset. */
export function SupportPhone({ fallback = 'our support team' }: { fallback?: string }) {
  const { data } = usePublicSettings();
  const phone = data?.supportPhone?.trim();
  if (!phone) return <>{fallback}</>;
  return (
    <Anchor href={`tel:${phone.replace(/[^0-9+]/g, '')}`} inherit fw={600}>
      {phone}
    </Anchor>
  );
}
