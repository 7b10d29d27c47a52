/**
 * The tag list, per viewer: GET /tags counts usage over the categories the caller can see, so one
 * user's counts are never shown to the next. `identity` is 'anonymous' or 'user:<id>'.
 */
export const tagKeys = {
  all: ['tags'] as const,
  list: (identity: string) => ['tags', 'list', identity] as const,
};
