import { create } from "zustand";

/**
 * SPEC §3's client-only profile fields. The profile itself is server state, read through
 * loaders; this store only says whether it has arrived and mirrors premiumEndDate.
 */
interface ProfileState {
  isLoaded: boolean;
  isPremiumStatusLoading: boolean;
  premiumEndDate: number | null;
  /** SPEC §4 sign-in: the account's data arrived; premium status was decided by the server. */
  loaded: (account: { premiumEndDate: number | null }) => void;
  /** SPEC §4 sign-out, and a profile that failed to load: defaults, marked loaded. */
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
