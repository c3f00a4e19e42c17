import { describe, expect, test } from "vitest";
import { formatPrice, monthlyEquivalent, premiumPrices, yearlySavings } from "./plans.ts";

describe("premium prices", () => {
  test("are whole øre in DKK, and yearly costs less than twelve monthly payments", () => {
    for (const price of Object.values(premiumPrices)) {
      expect(Number.isInteger(price.amount)).toBe(true);
      expect(price.amount).toBeGreaterThan(0);
    }
    expect(premiumPrices.yearly.amount).toBeLessThan(premiumPrices.monthly.amount * 12);
  });

  test("yearly savings compare the yearly price with twelve monthly payments", () => {
    expect(yearlySavings()).toEqual({ amount: 348_00 - 199_00, percent: 42 });
  });

  test("the monthly equivalent of a year rounds down to whole øre", () => {
    expect(monthlyEquivalent(premiumPrices.yearly)).toBe(1658);
    expect(monthlyEquivalent(premiumPrices.monthly)).toBe(29_00);
  });
});

// Intl separates amount and currency with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("formatPrice", () => {
  test("drops the decimals of whole kroner", () => {
    expect(plain(formatPrice(29_00, "en"))).toBe("DKK 29");
    expect(plain(formatPrice(199_00, "en"))).toBe("DKK 199");
  });

  test("keeps two decimals when there are øre", () => {
    expect(plain(formatPrice(16_58, "en"))).toBe("DKK 16.58");
  });

  test("follows the reader's language", () => {
    expect(plain(formatPrice(29_00, "da"))).toBe("29 kr.");
  });
});
