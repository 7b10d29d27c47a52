/** `PUT /classes/{id}/invite` with `{ enabled }`: the code works, or not. */
import { useMutation } from '@tanstack/react-query';
import type { Invite } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { classEndpoint } from './get-class';
import { INVITE_SHAPE } from './shapes';
import { useInvalidateClasses } from './use-classes-user';

export async function switchInvite({ classId, enabled }: { classId: number; enabled: boolean }): Promise<Invite> {
  const answer = await api.put<unknown>(`${classEndpoint(classId)}/invite`, { enabled }, { requiresAuth: true });
  return expectShape<Invite>(answer, INVITE_SHAPE);
}

export function useSwitchInviteMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: switchInvite, onSuccess: () => invalidate() });
}
