// The claim answers of docs/errors.md#rewards, word for word.
export const claimMessages = {
  success: "Reward claimed successfully",
  notSignedIn: "User is not authenticated",
  profileFailed: "Failed to create user document",
  alreadyClaimed: "Reward already claimed",
  claimFailed: "Error claiming reward",
  unknown: "Unknown reward",
  notEligible: "This reward can't be claimed yet.",
} as const;
