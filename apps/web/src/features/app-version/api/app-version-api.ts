import { getJson } from '../../../lib/api/http';

export const apiVersionKey = ['apiVersion'] as const;

export async function fetchServerVersion(): Promise<string> {
  const answer = await getJson<{ applicationVersion?: unknown }>('/api/charterRequest/apiVersion');
  return typeof answer?.applicationVersion === 'string' ? answer.applicationVersion : '';
}
