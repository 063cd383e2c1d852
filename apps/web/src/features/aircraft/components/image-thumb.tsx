import { Center, Image, Loader, Text } from '@mantine/core';
import { useImageUrl } from '../hooks/use-aircraft';

interface ImageThumbProps {
  imageId: string;
  alt: string;
  height: number;
  fit?: 'cover' | 'contain';
}

/** An aircraft image loaded with the bearer token; "No Image" when the file cannot be read. */
export function ImageThumb({ imageId, alt, height, fit = 'cover' }: ImageThumbProps) {
  const { url, isError, isPending } = useImageUrl(imageId);
  if (isError) {
    return (
      <Center h={height} bg="gray.1">
        <Text size="sm" c="dimmed">
          No Image
        </Text>
      </Center>
    );
  }
  if (isPending || !url) {
    return (
      <Center h={height} bg="gray.0" role="status" aria-label={`Loading ${alt}`}>
        <Loader size="sm" type="dots" />
      </Center>
    );
  }
  return <Image src={url} alt={alt} h={height} fit={fit} radius="sm" />;
}
