import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Data saver: lists show no pictures and videos show no preview until asked for. Off, on, or (not
 * chosen on this device) whatever the browser's Save-Data setting says. Remembered per device.
 */
type DataSaverState = { chosen: boolean | null; choose: (on: boolean) => void };

export const useDataSaverStore = create<DataSaverState>()(
  persist((set) => ({ chosen: null, choose: (on) => set({ chosen: on }) }), {
    name: 'mon-data-saver',
    storage: createJSONStorage(() => localStorage),
  }),
);

/** The browser asks to save data (the `Save-Data` setting, where the browser tells it). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Whether to spare the connection now. */
export function useDataSaver(): boolean {
  const chosen = useDataSaverStore((s) => s.chosen);
  return chosen ?? browserSavesData();
}
