import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { documentKey, fetchDocument, type CharterDocumentKind } from '../api/charter-documents-api';

/**
 * A charter's PDF as an object URL for the preview frame (the file needs the bearer token, so the
 * frame cannot load the API address itself). Revoked when the dialog closes or the file changes.
 */
export function useDocumentUrl(kind: CharterDocumentKind, id: string) {
  const file = useQuery({ queryKey: documentKey(kind, id), queryFn: () => fetchDocument(kind, id), gcTime: 0, retry: false });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const next = URL.createObjectURL(new Blob([file.data], { type: 'application/pdf' }));
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file.data]);
  return {
    url,
    error: file.error,
    isError: file.isError,
    isFetching: file.isFetching,
    isPending: file.isPending || (!!file.data && !url),
    refetch: file.refetch,
  };
}
