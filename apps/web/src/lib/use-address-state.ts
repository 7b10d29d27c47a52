import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '@slovo/shared';
import { useDebouncedValue } from './use-debounced-value';

/** How a list's view (filters, search, page…) is read from and written to the address bar. */
export interface AddressCodec<State, Action> {
  reducer: (state: State, action: Action) => State;
  /** Reads the view from the address; what it cannot read falls back to the defaults. */
  fromSearchParams: (params: URLSearchParams) => State;
  /** Only the values that differ from their defaults. */
  toSearchParams: (state: State) => URLSearchParams;
  /** The action that replaces the whole view (an address changed from outside). */
  replace: (state: State) => Action;
}

export interface AddressState<State, Action> {
  /** What the controls show, at once. */
  state: State;
  /** What the list asks for: the view 300 ms after its last change (spec §4), or at once when the address set it. */
  applied: State;
  /** The controls have changed and the list has not followed yet. */
  settling: boolean;
  dispatch: Dispatch<Action>;
}

/**
 * A list's view kept in the address bar (the admin editors' filters). The controls change the view
 * at once; 300 ms after the last change the list reloads and the address follows as a new history
 * entry, so Back and Forward step through the views. An address changed from outside (Back,
 * Forward, a bookmark, a link) sets the view and the list at once. Only values that differ from
 * their defaults appear in the address; one it cannot read is replaced by what it was read as.
 */
export function useAddressState<State, Action>(codec: AddressCodec<State, Action>): AddressState<State, Action> {
  const { reducer, fromSearchParams, toSearchParams, replace } = codec;
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(reducer, params, fromSearchParams);
  const debounced = useDebouncedValue(state, FILTER_DEBOUNCE_MS);
  const address = params.toString();
  const shown = toSearchParams(state).toString();

  // The address last written below, until it arrives: the router hands it to React a render or
  // more later, when the controls may have changed again, so its arrival must not undo that change.
  const ownWrite = useRef<string | null>(null);

  // Back/Forward (or any outside change of the address): the address wins.
  useEffect(() => {
    const own = address === ownWrite.current;
    ownWrite.current = null;
    if (!own) dispatch(replace(fromSearchParams(new URLSearchParams(address))));
    // The codec is fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);

  // The settled view goes into the address, unless it says the same already.
  const written = useRef<State | null>(null);
  useEffect(() => {
    // Only a newly settled value is written: setParams changes with every address, and writing the
    // old value again after Back would push back the view just left.
    if (written.current === debounced) return;
    written.current = debounced;
    const wanted = toSearchParams(debounced).toString();
    if (wanted === address) return;
    ownWrite.current = wanted;
    const canonical = toSearchParams(fromSearchParams(new URLSearchParams(address))).toString();
    setParams(new URLSearchParams(wanted), { replace: canonical === wanted });
    // `address` is left out on purpose: an outside change of the address must not be written over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, setParams]);

  const fromAddress = shown === address;
  return { state, applied: fromAddress ? state : debounced, settling: !fromAddress && debounced !== state, dispatch };
}
