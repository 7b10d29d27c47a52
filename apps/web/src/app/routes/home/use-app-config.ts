import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/config: public settings. Payment details come from server configuration only. */
export interface AppConfig {
  version: string;
  support: {
    cardTransfer: string | null;
    bankTransfer: string | null;
  };
}

export function useAppConfig(enabled: boolean) {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => api.get<AppConfig>('/config', { signal, retry: 1 }),
    enabled,
    retry: false,
  });
}
