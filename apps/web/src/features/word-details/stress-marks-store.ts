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
