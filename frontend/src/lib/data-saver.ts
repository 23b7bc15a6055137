import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DATA_SAVER_STORAGE_KEY } from '@/config/data-saver';

/**
 * Data saver: lists show no pictures and videos show no preview until asked for. Off, on, or (not
 * chosen on this device) whatever the browser's Save-Data setting says. Remembered per device.
 */
type DataSaverState = { chosen: boolean | null; choose: (on: boolean) => void };

/**
 * The server learns the choice from a cookie, so a list page it sends to someone who chose the
 * data saver does not ask the browser to fetch its first picture early (crates/http/src/site/).
 */
export const DATA_SAVER_COOKIE = 'mon_data_saver';

function tellTheServer(chosen: boolean | null) {
  if (typeof document === 'undefined') return;
  document.cookie = chosen ? `${DATA_SAVER_COOKIE}=1; path=/; max-age=31536000; samesite=lax` : `${DATA_SAVER_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

export const useDataSaverStore = create<DataSaverState>()(
  persist(
    (set) => ({
      chosen: null,
      choose: (on) => {
        tellTheServer(on);
        set({ chosen: on });
      },
    }),
    {
      name: DATA_SAVER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // A choice made before the cookie existed is told on the next visit.
      onRehydrateStorage: () => (state) => tellTheServer(state?.chosen ?? null),
    },
  ),
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
