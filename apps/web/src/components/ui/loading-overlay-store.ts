import { create } from 'zustand';

interface LoadingOverlayState {
  /** Message of the most recent operation still running, or null when idle. */
  message: string | null;
  /** Messages of running operations; several may overlap, the newest is shown. */
  stack: { id: number; message: string }[];
  show: (message: string) => () => void;
  hideAll: () => void;
}

let nextId = 1;

/** Full-screen loading overlay state; any feature may push an operation-specific message. */
export const useLoadingOverlayStore = create<LoadingOverlayState>((set) => ({
  message: null,
  stack: [],
  show: (message) => {
    const id = nextId++;
    set((s) => {
      const stack = [...s.stack, { id, message }];
      return { stack, message };
    });
    // The returned function ends exactly this operation, so overlapping ones cannot hide each other.
    return () =>
      set((s) => {
        const stack = s.stack.filter((entry) => entry.id !== id);
        return { stack, message: stack.at(-1)?.message ?? null };
      });
  },
  hideAll: () => set({ stack: [], message: null }),
}));

/** Imperative helpers for code outside React. */
export const loadingOverlay = {
  show: (message: string) => useLoadingOverlayStore.getState().show(message),
  hideAll: () => useLoadingOverlayStore.getState().hideAll(),
  /** Show `message` while `task` runs; the overlay goes away however the task ends. */
  async run<T>(message: string, task: () => Promise<T>): Promise<T> {
    const done = useLoadingOverlayStore.getState().show(message);
    try {
      return await task();
    } finally {
      done();
    }
  },
};
