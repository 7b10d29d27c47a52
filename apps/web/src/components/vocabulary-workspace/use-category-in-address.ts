import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, type QueryKey } from '@tanstack/react-query';

/** A category as an editor lists it: `name` is its key, the one the address and the API use. */
interface KeyedCategory {
  id: number;
  name: string;
}

/** The category key in `pathname` under `basePath` ("/my-vocabulary/travel-2" → "travel-2"), or null. */
export function categoryKeyIn(pathname: string, basePath: string): string | null {
  if (!pathname.startsWith(`${basePath}/`)) return null;
  const rest = pathname.slice(basePath.length + 1).replace(/\/$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

export interface CategoryInAddressOptions<C> {
  /** The editor's own address, without a category ("/my-vocabulary"). */
  basePath: string;
  /** The categories on screen: the selected one is taken from them when it is there (the freshest). */
  listed: readonly C[] | undefined;
  /** Finds a category by its key when it is not on screen (a reload, a link, another page of the list). */
  find: { queryKey: (key: string) => QueryKey; byKey: (key: string) => Promise<C | null> };
}

export interface CategoryInAddress<C> {
  selected: C | null;
  /**
   * Selects a category, or none: a new history entry, so Back returns to the previous one. `replace`
   * for a change of the same selection (renamed under a new key, or deleted).
   */
  select: (category: C | null, options?: { replace?: boolean }) => void;
}

/**
 * A choice made here shows at once: the router hands the new address to React in a transition, a
 * render or more later (and only once nothing in it is still loading). Until then the address
 * still says what it said when the choice was made; any other address is an outside change
 * (Back, Forward) and wins. Once the address has arrived it alone says what is selected.
 */
function usePendingChoice<C extends KeyedCategory>(key: string | null) {
  const [chosen, setChosen] = useState<{ category: C | null; madeAt: string | null } | null>(null);
  const chosenKey = chosen?.category?.name || null;
  useEffect(() => {
    if (chosen !== null && chosenKey === key) setChosen(null);
  }, [chosen, chosenKey, key]);
  const pending = chosen !== null && chosen.madeAt === key && chosenKey !== key;
  const choose = useCallback((category: C | null) => setChosen({ category, madeAt: key }), [key]);
  return { pending: pending ? { category: chosen.category } : null, choose };
}

/**
 * Every category shown as selected, by key: read from the list or looked up, it stays known when
 * a write takes it off the list (a rename) until the address moves on, so it never looks gone and
 * is never looked up meanwhile.
 */
function useRemembered<C extends KeyedCategory>() {
  const [remembered, setRemembered] = useState<Readonly<Record<string, C>>>({});
  const remember = useCallback((category: C | null) => {
    if (category?.name)
      setRemembered((known) => (known[category.name] === category ? known : { ...known, [category.name]: category }));
  }, []);
  return { remembered, remember };
}

/**
 * The editors' selected category, kept in the address as a path segment (issue 30 §3.5:
 * "/my-vocabulary/travel"), so a reload, Back and Forward and a shared link keep it. The query
 * string (the admin editor's filters) is kept as it is. What the address names is read from the
 * list on screen, else from what was selected here, else looked up by its key; a key that names
 * no category (deleted meanwhile, or not the viewer's) is dropped from the address.
 */
export function useCategoryInAddress<C extends KeyedCategory>({
  basePath,
  listed,
  find,
}: CategoryInAddressOptions<C>): CategoryInAddress<C> {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const key = categoryKeyIn(pathname, basePath);
  const { pending, choose } = usePendingChoice<C>(key);

  const { remembered, remember } = useRemembered<C>();
  const fromList = key === null ? undefined : listed?.find((category) => category.name === key);
  const fromMemory = key === null ? undefined : remembered[key];
  const lookup = useQuery({
    queryKey: find.queryKey(key ?? ''),
    queryFn: () => find.byKey(key ?? ''),
    enabled: !pending && key !== null && fromList === undefined && fromMemory === undefined,
  });
  const fromAddress = key === null ? null : (fromList ?? fromMemory ?? lookup.data ?? null);
  // A pending choice is shown as the list has it now, if it is there (its freshest counts).
  const chosen = pending && ((pending.category && listed?.find((one) => one.id === pending.category?.id)) ?? pending.category);
  const selected = pending ? (chosen ?? null) : fromAddress;
  useEffect(() => remember(selected), [remember, selected]);

  const select = useCallback(
    (category: C | null, options: { replace?: boolean } = {}) => {
      choose(category);
      remember(category);
      // A category whose key is not known yet (just created, not found again) cannot be addressed.
      const path = category?.name ? `${basePath}/${encodeURIComponent(category.name)}` : basePath;
      // The list stays where it was scrolled: choosing a category is not going to a new page.
      void navigate(`${path}${search}`, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [basePath, navigate, search, choose, remember],
  );

  const gone = !pending && key !== null && lookup.isSuccess && lookup.data === null;
  useEffect(() => {
    if (gone) void navigate(`${basePath}${search}`, { replace: true, preventScrollReset: true });
  }, [gone, basePath, search, navigate]);

  return { selected, select };
}
