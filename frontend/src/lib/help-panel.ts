import { create } from 'zustand';

type HelpPanelState = {
  /** Whether the "Need help now?" panel is showing. */
  open: boolean;
  openPanel: () => void;
  closePanel: () => void;
};

/**
 * The "Need help now?" panel is mounted once by the app shell; any page or
 * feature opens it through this store (e.g. a check-in that suggests help).
 */
export const useHelpPanel = create<HelpPanelState>()((set) => ({
  open: false,
  openPanel: () => set({ open: true }),
  closePanel: () => set({ open: false }),
}));
