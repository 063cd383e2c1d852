import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  fetchOperatorDocuments,
  fetchOperatorFile,
  fetchOperatorImage,
  operatorDocumentsKey,
  operatorFileKey,
  operatorImageKey,
} from '../api/operator-file-api';

export function useOperatorFile(charterId: string, supplierId: string) {
  return useQuery({ queryKey: operatorFileKey(charterId, supplierId), queryFn: () => fetchOperatorFile(charterId, supplierId) });
}

export function useOperatorDocuments(charterId: string, supplierId: string, enabled = true) {
  return useQuery({
    queryKey: operatorDocumentsKey(charterId, supplierId),
    queryFn: () => fetchOperatorDocuments(charterId, supplierId),
    enabled,
  });
}

/** An aircraft image as an object URL (the file needs the bearer token), revoked when it goes. */
export function useOperatorImageUrl(charterId: string, supplierId: string, imageId: string) {
  const blob = useQuery({
    queryKey: operatorImageKey(charterId, supplierId, imageId),
    queryFn: () => fetchOperatorImage(charterId, supplierId, imageId),
    staleTime: Infinity,
    gcTime: 60_000,
  });
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
  return { url, isError: blob.isError, isPending: blob.isPending || (!!blob.data && !url) };
}
