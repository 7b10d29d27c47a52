import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while prerendered markup is being hydrated (it knew nothing of this device's voices), true after. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
