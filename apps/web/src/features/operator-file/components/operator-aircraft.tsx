import { Card, Center, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { EmptyCard } from '../../../components/ui/list-states';
import type { OperatorFile } from '../api/operator-file-api';
import { useOperatorImageUrl } from '../hooks/use-operator-file';
import { countOf } from '@charter/shared';

interface Scope {
  charterId: string;
  supplierId: string;
}

function Thumb({ charterId, supplierId, imageId, alt }: Scope & { imageId: string; alt: string }) {
  const { url, isError, isPending } = useOperatorImageUrl(charterId, supplierId, imageId);
  if (isError) {
    return (
      <Center h={120} bg="gray.1">
        <Text size="sm" c="dimmed">
          No Image
        </Text>
      </Center>
    );
  }
  if (isPending || !url) {
    return (
      <Center h={120} bg="gray.0" role="status" aria-label={`Loading ${alt}`}>
        <Loader size="sm" type="dots" />
      </Center>
    );
  }
  return <Image src={url} alt={alt} h={120} fit="cover" radius="sm" />;
}

/** The aircraft the operator offered on its bids on this charter, with their images. */
export function OperatorAircraft({ charterId, supplierId, aircraft }: Scope & { aircraft: OperatorFile['aircraft'] }) {
  if (aircraft.length === 0) return <EmptyCard>No aircraft on this operator’s bids.</EmptyCard>;
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Aircraft">
      {aircraft.map((a) => (
        <Card key={a.id} component="li" withBorder padding="md" aria-label={a.licenseNumber}>
          <Text fw={700}>
            {a.licenseNumber} · {a.type}
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {[a.name, a.aircraftCategory, countOf(a.passengerLimit, 'passenger')].filter(Boolean).join(' · ')}
          </Text>
          {a.images.length === 0 ? (
            <Text size="sm" c="dimmed">
              No images
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
              {a.images.map((img) => (
                <Thumb
                  key={img.id}
                  charterId={charterId}
                  supplierId={supplierId}
                  imageId={img.id}
                  alt={`${a.licenseNumber} ${img.category}`}
                />
              ))}
            </SimpleGrid>
          )}
        </Card>
      ))}
    </Stack>
  );
}
