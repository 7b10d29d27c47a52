/** `POST /reviews`: one finished game's answers, recorded once per playId however often it is sent. */
import type { RecordReviewsResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isBoolean, isCount } from '@/lib/response-shape';
import type { RecordReviewsRequest } from '@slovo/shared';

const RECORDED_SHAPE = { recorded: isBoolean, reviewed: isCount, ignored: isCount };

export async function postReviews(play: RecordReviewsRequest): Promise<RecordReviewsResponse> {
  const answer = await api.post<unknown>('/reviews', play, { requiresAuth: true });
  return expectShape<RecordReviewsResponse>(answer, RECORDED_SHAPE);
}
