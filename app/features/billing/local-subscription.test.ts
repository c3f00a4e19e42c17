import { expect, test } from "vitest";
import {
  localSnapshot,
  periodSeconds,
  settle,
  type LocalSubscriptionRow,
} from "./local-subscription.ts";

const now = 1_800_000_000;
const row: LocalSubscriptionRow = {
  id: "sub_local_1",
  customerId: "cus_local_1",
  interval: "monthly",
  status: "active",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: now + 10,
  endedAt: null,
};

test("a running period is left alone", () => {
  expect(settle(row, now)).toBe(row);
});

test("an ended period renews, skipping every whole period missed", () => {
  const month = periodSeconds("monthly");
  expect(settle({ ...row, currentPeriodEnd: now }, now).currentPeriodEnd).toBe(now + month);
  expect(settle({ ...row, currentPeriodEnd: now - 2 * month - 5 }, now).currentPeriodEnd).toBe(
    now + month - 5,
  );
});

test("a cancelled subscription ends when its period does", () => {
  expect(settle({ ...row, cancelAtPeriodEnd: true, currentPeriodEnd: now - 1 }, now)).toEqual({
    ...row,
    cancelAtPeriodEnd: true,
    currentPeriodEnd: now - 1,
    status: "canceled",
    endedAt: now - 1,
  });
});

test("an unpaid checkout is no subscription yet", () => {
  expect(localSnapshot({ ...row, status: "open" })).toBeNull();
  expect(localSnapshot(row)).toMatchObject({ id: "sub_local_1", status: "active" });
});
