import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAddressState } from '@/lib/use-address-state';
import { adminUsersQuery } from '../api/get-admin-users';
import { ADDRESS_CODEC, toListParams } from '../filters';

/**
 * The list as the address asks for it (search, page, page size): the previous page stays on
 * screen, marked busy, while the next loads, and a page that no longer exists moves to the last one.
 */
export function useAdminUsersList(identity: string) {
  const { state: filters, applied, settling, dispatch } = useAddressState(ADDRESS_CODEC);
  const list = useQuery({ ...adminUsersQuery(identity, toListParams(applied)), placeholderData: keepPreviousData });
  const busy = (list.isFetching && list.isPlaceholderData) || settling;

  // Its last user deleted, or a larger page size: show the last page there is.
  const lastPage = list.isPlaceholderData ? undefined : list.data?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && applied.page > Math.max(1, lastPage)) dispatch({ type: 'page', page: Math.max(1, lastPage) });
  }, [lastPage, applied.page, dispatch]);

  return { list, filters, applied, busy, dispatch };
}

export type AdminUsersList = ReturnType<typeof useAdminUsersList>;
