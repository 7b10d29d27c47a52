import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { readString, writeString } from '@/lib/storage';

/** Whether Russian words show their stress marks (issue 32): on unless the learner hid them. */
const STORAGE_KEY = 'slovo-stress-marks';

interface StressMarksState {
  visible: boolean;
  setVisible: (visible: boolean) => void;
}

export const useStressMarksStore = create<StressMarksState>((set) => ({
  visible: readString(STORAGE_KEY) !== 'hidden',
  setVisible: (visible) => {
    writeString(STORAGE_KEY, visible ? 'shown' : 'hidden');
    set({ visible });
  },
}));

/** The learner's choice, for components. */
export const useStressMarksVisible = (): boolean => useStressMarksStore((state) => state.visible);

const visibleNow = () => useStressMarksStore.getState().visible;
/** What the build's prerendered Home drew: the default, marks shown. */
const asPrerendered = () => true;

/**
 * The choice for what the prerendered page holds (the header's switch): while the page takes
 * the prerendered markup over it reads as it was drawn, then the stored choice follows at once, so
 * a learner who hid the marks never meets a switch whose pressed state disagrees with its look.
 */
export function useStressMarksVisibleAfterHydration(): boolean {
  return useSyncExternalStore(useStressMarksStore.subscribe, visibleNow, asPrerendered);
}
