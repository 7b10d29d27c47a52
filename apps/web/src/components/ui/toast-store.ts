import { create } from 'zustand';
import { TOAST_DURATION_MS, type ToastKind } from '@slovo/shared';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** Path the app was on when the toast appeared; toasts raised on / hide when leaving it (spec §2). */
  origin: string;
}

interface ToastState {
  current: Toast | null;
  show: (kind: ToastKind, text: string) => void;
  hide: () => void;
  /** Hide the current toast only if it was raised on `path`. */
  hideFrom: (path: string) => void;
}

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/** One message at a time: each new toast replaces the earlier one (spec §8 "Message kinds"). */
export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  show: (kind, text) => {
    clearTimeout(hideTimer);
    const toast = { id: nextId++, kind, text, origin: currentPath() };
    set({ current: toast });
    hideTimer = setTimeout(() => {
      set((s) => (s.current?.id === toast.id ? { current: null } : s));
    }, TOAST_DURATION_MS[kind]);
  },
  hide: () => {
    clearTimeout(hideTimer);
    set({ current: null });
  },
  hideFrom: (path) => {
    if (get().current?.origin === path) get().hide();
  },
}));

/** Imperative helpers usable outside React (request client, stores). */
export const toast = {
  success: (text: string) => useToastStore.getState().show('success', text),
  error: (text: string) => useToastStore.getState().show('error', text),
  info: (text: string) => useToastStore.getState().show('info', text),
  warning: (text: string) => useToastStore.getState().show('warning', text),
  hide: () => useToastStore.getState().hide(),
};
