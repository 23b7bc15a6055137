import { create } from 'zustand';

export type ToastSeverity = 'success' | 'error';
export type Toast = { id: number; message: string; severity: ToastSeverity };

type ToastState = {
  toast: Toast | null;
  show: (message: string, severity: ToastSeverity) => void;
  dismiss: () => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toast: null,
  show: (message, severity) => set({ toast: { id: nextId++, message, severity } }),
  dismiss: () => set({ toast: null }),
}));

export const toast = {
  success: (message: string) => useToastStore.getState().show(message, 'success'),
  error: (message: string) => useToastStore.getState().show(message, 'error'),
};

export const TOAST_DURATION_MS = 4000;
