import { create } from "zustand";

// After "No" the age dialog stays open to say every game works without alcohol. The cookie
// banner waits for it, so the two never show at once (see first-visit.ts).
interface AlcoholFreeNoticeState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export const useAlcoholFreeNotice = create<AlcoholFreeNoticeState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
