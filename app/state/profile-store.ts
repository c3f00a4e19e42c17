import { create } from "zustand";

/**
 * The client-only profile fields (docs/data-model.md#profile-state). The profile itself is server
 * state, read through loaders; this store only says whether it has arrived and mirrors
 * premiumEndDate.
 */
interface ProfileState {
  isLoaded: boolean;
  isPremiumStatusLoading: boolean;
  premiumEndDate: number | null;
  /** Sign-in: the account's data arrived; premium status was decided by the server. */
  loaded: (account: { premiumEndDate: number | null }) => void;
  /** Sign-out, and a profile that failed to load: defaults, marked loaded. */
  reset: () => void;
}

export const useProfileStore = create<ProfileState>()((set) => ({
  isLoaded: false,
  isPremiumStatusLoading: true,
  premiumEndDate: null,
  loaded: ({ premiumEndDate }) =>
    set({ isLoaded: true, isPremiumStatusLoading: false, premiumEndDate }),
  // Nobody is signed in, so there is no premium status left to wait for.
  reset: () => set({ isLoaded: true, isPremiumStatusLoading: false, premiumEndDate: null }),
}));
