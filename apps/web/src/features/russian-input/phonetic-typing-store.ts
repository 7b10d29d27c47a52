import { create } from 'zustand';
import { readString, writeString } from '@/lib/storage';

/**
 * Whether Latin keys become Russian letters in Russian fields (issue 33 §5): on unless the learner
 * turned it off, remembered on the device like the stress-marks switch.
 */
const STORAGE_KEY = 'slovo-phonetic-typing';

interface PhoneticTypingState {
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
}

export const usePhoneticTypingStore = create<PhoneticTypingState>((set) => ({
  enabled: readString(STORAGE_KEY) !== 'off',
  setEnabled: (enabled) => {
    writeString(STORAGE_KEY, enabled ? 'on' : 'off');
    set({ enabled });
  },
}));

/** The learner's choice, for components. */
export const usePhoneticTyping = (): boolean => usePhoneticTypingStore((state) => state.enabled);
