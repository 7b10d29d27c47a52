/** `GET /config`: public settings. Payment details come from server configuration only. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expectShape, isString, nullable, objectOf } from '@/lib/response-shape';

export interface AppConfig {
  version: string;
  support: {
    cardTransfer: string | null;
    bankTransfer: string | null;
  };
}

const APP_CONFIG = {
  version: isString,
  support: objectOf({ cardTransfer: nullable(isString), bankTransfer: nullable(isString) }),
};

export const appConfigKeys = {
  all: ['app-config'] as const,
};

export async function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  // One quick retry in the client and none in the cache: the dialog offers "Try again" instead.
  return expectShape<AppConfig>(await api.get<unknown>('/config', { signal, retry: 1 }), APP_CONFIG);
}

export function appConfigQuery() {
  return queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }) => getAppConfig(signal),
    retry: false,
  });
}

/** Asks only once `enabled` (the Support dialog is open), then serves the cache by the app's rules. */
export function useAppConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...appConfigQuery(), enabled });
}
