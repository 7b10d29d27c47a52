import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '@slovo/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  adminFiltersReducer,
  filtersFromSearchParams,
  filtersToSearchParams,
  type AdminFilterAction,
  type AdminFilters,
} from './filters';

export interface AddressFilters {
  /** What the controls show, at once. */
  filters: AdminFilters;
  /** What the list asks for: the filters 300 ms after their last change (spec §4), or at once when the address set them. */
  applied: AdminFilters;
  /** The controls have changed and the list has not followed yet. */
  settling: boolean;
  dispatch: Dispatch<AdminFilterAction>;
}

const canonical = (address: string) => filtersToSearchParams(filtersFromSearchParams(new URLSearchParams(address))).toString();

/**
 * The editor's filters, kept in the address bar. The controls change the filters at once; 300 ms
 * after the last change the list reloads and the address follows as a new history entry, so Back
 * and Forward step through the views. An address changed from outside (Back, Forward, a bookmark,
 * a link) sets the filters and the list at once. Only values that differ from their defaults
 * appear in the address; one it cannot read is replaced by what it was read as.
 */
export function useAddressFilters(): AddressFilters {
  const [params, setParams] = useSearchParams();
  const [filters, dispatch] = useReducer(adminFiltersReducer, params, filtersFromSearchParams);
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

  // The settled filters go into the address, unless it says the same already.
  const written = useRef<AdminFilters | null>(null);
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
