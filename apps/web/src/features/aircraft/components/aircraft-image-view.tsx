import { Anchor, Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useAircraftImages, useImageUrl } from '../hooks/use-aircraft';

/** /bid/{itemId}/{imageId}: one aircraft image at full size. */
export function AircraftImageView({ aircraftId, imageId, backHref }: { aircraftId: string; imageId: string; backHref: string }) {
  const images = useAircraftImages(aircraftId);
  const { url, isError, isPending, refetch } = useImageUrl(imageId);
  const meta = images.data?.find((i) => i.id === imageId);
  const back = (
    <Anchor component={Link} to={backHref} fz="sm">
      ← Back
    </Anchor>
  );
  return (
    <Page title="Bid Aircraft Image" subtitle={meta?.fileName} actions={back}>
      <Card withBorder padding="sm">
        {isError ? (
          <Center h={240}>
            <Stack align="center" gap="xs">
              <Text c="dimmed">No Image</Text>
              <Button size="xs" variant="default" onClick={() => void refetch()}>
                Retry
              </Button>
            </Stack>
          </Center>
        ) : isPending || !url ? (
          <Center h={240} role="status" aria-label="Loading image">
            <Loader type="dots" />
          </Center>
        ) : (
          <Stack align="center">
            <img src={url} alt={meta?.fileName ?? 'Aircraft image'} style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
          </Stack>
        )}
      </Card>
    </Page>
  );
}
