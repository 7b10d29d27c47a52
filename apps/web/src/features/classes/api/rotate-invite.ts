/** `POST /classes/{id}/invite/rotate`: a new code; the old one fails from the next request on. */
import { useMutation } from '@tanstack/react-query';
import type { Invite } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { classEndpoint } from './get-class';
import { INVITE_SHAPE } from './shapes';
import { useInvalidateClasses } from './use-classes-user';

export async function rotateInvite(classId: number): Promise<Invite> {
  const answer = await api.post<unknown>(`${classEndpoint(classId)}/invite/rotate`, undefined, { requiresAuth: true });
  return expectShape<Invite>(answer, INVITE_SHAPE);
}

export function useRotateInviteMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: rotateInvite, onSuccess: () => invalidate() });
}
