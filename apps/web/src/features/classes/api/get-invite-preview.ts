/** `GET /classes/invite/{code}`: the class's name and teachers, for anybody holding the link (no sign-in). */
import { queryOptions } from '@tanstack/react-query';
import { api, encodePathSegment } from '@/lib/api-client';
import { arrayOf, expectShape, isString } from '@/lib/response-shape';
import { classesKeys } from './query-keys';

export interface InvitePreview {
  name: string;
  teachers: string[];
}

export async function getInvitePreview(code: string, signal?: AbortSignal): Promise<InvitePreview> {
  const answer = await api.get<unknown>(`/classes/invite/${encodePathSegment(code)}`, { signal, retry: 1 });
  return expectShape<InvitePreview>(answer, { name: isString, teachers: arrayOf(isString) });
}

export function invitePreviewQuery(code: string) {
  return queryOptions({ queryKey: classesKeys.invite(code), queryFn: ({ signal }) => getInvitePreview(code, signal) });
}
