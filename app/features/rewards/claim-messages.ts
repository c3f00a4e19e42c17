// The claim answers of SPEC §8, word for word, plus the two the spec leaves unnamed.
export const claimMessages = {
  success: "Reward claimed successfully",
  notSignedIn: "User is not authenticated",
  profileFailed: "Failed to create user document",
  alreadyClaimed: "Reward already claimed",
  claimFailed: "Error claiming reward",
  unknown: "Unknown reward",
  notEligible: "This reward can't be claimed yet.",
} as const;
