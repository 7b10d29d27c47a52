import { useAddressState, type AddressCodec } from '@/lib/use-address-state';
import {
  adminUsersFiltersReducer,
  filtersFromSearchParams,
  filtersToSearchParams,
  type AdminUsersFilterAction,
  type AdminUsersFilters,
} from './filters';

const ADDRESS_CODEC: AddressCodec<AdminUsersFilters, AdminUsersFilterAction> = {
  reducer: adminUsersFiltersReducer,
  fromSearchParams: filtersFromSearchParams,
  toSearchParams: filtersToSearchParams,
  replace: (filters) => ({ type: 'replace', filters }),
};

/** The list's search, page and page size, kept in the address bar (see useAddressState). */
export function useAddressFilters() {
  const { state, ...rest } = useAddressState(ADDRESS_CODEC);
  return { filters: state, ...rest };
}
