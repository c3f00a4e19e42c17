import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits for the page's transitions and animations that end: a colour read mid-fade (a choice
 * just tapped) fails axe's contrast rule for a frame that no one reads. Endless ones (a
 * spinner) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Axe over the page, reporting only what it found wrong: the rules that passed or did not
 * apply are left without the node-by-node detail nobody here reads, about a quarter of the
 * run.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
}

/** Fails on any serious or critical axe finding, naming each rule and where it failed. */
export async function expectNoSeriousAxeIssues(page: Page) {
  await animationsSettled(page);
  const axe = await axeOf(page).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
