import { useRef, useState } from 'react';
import { ActionIcon, Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { acceptOf, checkFile } from '../../../lib/api/upload';
import { failureContent } from '../../../lib/save-feedback';
import { aircraftListKey, imagesKey, removeImage, uploadImage, type Aircraft } from '../api/aircraft-api';
import { useAircraftImages } from '../hooks/use-aircraft';
import { ImageThumb } from './image-thumb';

interface AircraftImagesProps {
  aircraft: Aircraft;
  /** Where an image opens full size (/bid/{aircraftId}/{imageId}). */
  imageHref: (aircraftId: string, imageId: string) => string;
}

/** An aircraft's gallery: thumbnails, upload with progress, remove. */
export function AircraftImages({ aircraft, imageHref }: AircraftImagesProps) {
  const images = useAircraftImages(aircraft.id);
  const location = useLocation();
  const queryClient = useQueryClient();
  const show = useFeedbackDialog();
  const feedback = useSaveFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: imagesKey(aircraft.id) }),
      queryClient.invalidateQueries({ queryKey: aircraftListKey(aircraft.supplierId) }),
    ]);

  async function upload(file: File) {
    const problem = checkFile(file, 'image');
    if (problem) {
      show({ title: 'Error saving image', lines: [problem], tone: 'error' });
      return;
    }
    setProgress(0);
    try {
      const result = await uploadImage(aircraft.id, file, setProgress);
      if (!result.success) {
        show({ ...failureContent('Image', result), title: 'Error saving image' });
        return;
      }
      await refresh();
      feedback.saved('Saving', result.messages.length ? result.messages : ['Image saved.']);
    } catch (err) {
      feedback.unexpected('Error saving image', err);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  async function remove(id: string, fileName: string) {
    if (!window.confirm(`Remove ${fileName}?`)) return;
    setRemoving(id);
    try {
      const result = await removeImage(id);
      if (!result.success) {
        feedback.failed('Remove Image', result);
        return;
      }
      await refresh();
    } catch (err) {
      feedback.unexpected('Remove Image', err);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          JPEG, PNG or WebP up to 5 MB. Images help clients recognise the aircraft you bid with.
        </Text>
        <Button onClick={() => input.current?.click()} loading={progress !== null}>
          Upload Image
        </Button>
        <input
          ref={input}
          type="file"
          accept={acceptOf('image')}
          hidden
          aria-label="Aircraft image file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
      </Group>
      {progress !== null ? <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated /> : null}
      {images.isPending ? <PageLoader label="Loading images" /> : null}
      {images.isError ? <LoadError title="Error loading images" query={images} /> : null}
      {images.data && images.data.length === 0 ? (
        <Card withBorder padding="lg">
          <Text ta="center" c="dimmed">
            No Aircraft Images
          </Text>
        </Card>
      ) : null}
      {images.data && images.data.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" role="list" aria-label="Aircraft images">
          {images.data.map((img) => (
            <Card key={img.id} withBorder padding="xs" role="listitem">
              <Anchor
                component={Link}
                to={imageHref(aircraft.id, img.id)}
                state={{ from: location.pathname }}
                aria-label={`View ${img.fileName}`}
              >
                <ImageThumb imageId={img.id} alt={img.fileName} height={110} />
              </Anchor>
              <Group justify="space-between" wrap="nowrap" mt={6} gap={4}>
                <Text size="xs" truncate title={img.fileName}>
                  {img.fileName}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Remove ${img.fileName}`}
                  loading={removing === img.id}
                  onClick={() => void remove(img.id, img.fileName)}
                >
                  ×
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
