import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { aircraftListKey, fetchAircraft, fetchImageBlob, fetchImages, imageBlobKey, imagesKey } from '../api/aircraft-api';

export function useAircraftList(supplierId: string) {
  return useQuery({ queryKey: aircraftListKey(supplierId), queryFn: () => fetchAircraft(supplierId), enabled: !!supplierId });
}

export function useAircraftImages(aircraftId: string) {
  return useQuery({ queryKey: imagesKey(aircraftId), queryFn: () => fetchImages(aircraftId), enabled: !!aircraftId });
}

/**
 * An image file as an object URL (the file needs the bearer token, so an <img src> to the API
 * cannot load it). The URL is revoked when the component goes or the image changes.
 */
export function useImageUrl(imageId: string) {
  const blob = useQuery({ queryKey: imageBlobKey(imageId), queryFn: () => fetchImageBlob(imageId), staleTime: Infinity, gcTime: 60_000 });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob.data]);
  return { url, isError: blob.isError, isPending: blob.isPending || (!!blob.data && !url), refetch: blob.refetch };
}
