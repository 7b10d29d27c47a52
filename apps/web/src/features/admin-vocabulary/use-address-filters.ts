import { useAddressState, type AddressCodec } from '@/lib/use-address-state';
import {
  adminFiltersReducer,
  filtersFromSearchParams,
  filtersToSearchParams,
  type AdminFilterAction,
  type AdminFilters,
} from './filters';

const ADDRESS_CODEC: AddressCodec<AdminFilters, AdminFilterAction> = {
  reducer: adminFiltersReducer,
  fromSearchParams: filtersFromSearchParams,
  toSearchParams: filtersToSearchParams,
  replace: (filters) => ({ type: 'replace', filters }),
};

/** The editor's filters, kept in the address bar (see useAddressState). */
export function useAddressFilters() {
  const { state, ...rest } = useAddressState(ADDRESS_CODEC);
  return { filters: state, ...rest };
}
