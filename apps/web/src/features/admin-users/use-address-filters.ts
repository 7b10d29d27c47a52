import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '@slovo/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  adminUsersFiltersReducer,
  filtersFromSearchParams,
  filtersToSearchParams,
  type AdminUsersFilterAction,
  type AdminUsersFilters,
} from './filters';

export interface AddressFilters {
  /** What the controls show, at once. */
  filters: AdminUsersFilters;
  /** What the list asks for: the view 300 ms after its last change (spec §4), or at once when the address set it. */
  applied: AdminUsersFilters;
  /** The controls have changed and the list has not followed yet. */
  settling: boolean;
  dispatch: Dispatch<AdminUsersFilterAction>;
}

const canonical = (address: string) => filtersToSearchParams(filtersFromSearchParams(new URLSearchParams(address))).toString();

/**
 * The list's search, page and page size, kept in the address bar — the same rules as the admin
 * vocabulary editor's filters (features/admin-vocabulary/use-address-filters.ts). The controls
 * change the view at once; 300 ms after the last change the list reloads and the address follows
 * as a new history entry, so Back and Forward step through the views. An address changed from
 * outside (Back, Forward, a bookmark, a link) sets the view and the list at once. Only values that
 * differ from their defaults appear in the address; one it cannot read is replaced by what it was
 * read as.
 */
export function useAddressFilters(): AddressFilters {
  const [params, setParams] = useSearchParams();
  const [filters, dispatch] = useReducer(adminUsersFiltersReducer, params, filtersFromSearchParams);
  const debounced = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const address = params.toString();
  const shown = filtersToSearchParams(filters).toString();

  // The address last written below, until it arrives: the router hands it to React a render or
  // more later, when the controls may have changed again, so its arrival must not undo that change.
  const ownWrite = useRef<string | null>(null);

  // Back/Forward (or any outside change of the address): the address wins.
  useEffect(() => {
    const own = address === ownWrite.current;
    ownWrite.current = null;
    if (!own) dispatch({ type: 'replace', filters: filtersFromSearchParams(new URLSearchParams(address)) });
  }, [address]);

  // The settled view goes into the address, unless it says the same already.
  const written = useRef<AdminUsersFilters | null>(null);
  useEffect(() => {
    // Only a newly settled value is written: setParams changes with every address, and writing the
    // old value again after Back would push back the view just left.
    if (written.current === debounced) return;
    written.current = debounced;
    const wanted = filtersToSearchParams(debounced).toString();
    if (wanted === address) return;
    ownWrite.current = wanted;
    setParams(new URLSearchParams(wanted), { replace: canonical(address) === wanted });
    // `address` is left out on purpose: an outside change of the address must not be written over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, setParams]);

  const fromAddress = shown === address;
  return { filters, applied: fromAddress ? filters : debounced, settling: !fromAddress && debounced !== filters, dispatch };
}
