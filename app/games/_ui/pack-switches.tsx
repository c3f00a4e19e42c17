import { lazy } from "react";

const loadPackSwitchList = () => import("./pack-switch-list.tsx");

/**
 * One switch per pack. They show only in the settings dialog, so the list is a module of its
 * own that arrives with the dialog's (game-settings.tsx), not with the game page.
 */
export const PackSwitches = lazy(loadPackSwitchList);

/** Fetches the list ahead of the settings dialog, as someone reaches for its button. */
export const loadPackSwitches = loadPackSwitchList;
