import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { Button } from "./button.tsx";
import { composeRefs, mergeProps, Slot } from "./slot.tsx";

test("the child's props win, but class names are joined and styles merged", () => {
  const merged = mergeProps(
    { className: "slot", type: "button", style: { color: "red", margin: 0 }, title: "slot" },
    { className: "child", style: { color: "blue" }, title: "child", href: "/x" },
  );
  expect(merged).toEqual({
    className: "slot child",
    type: "button",
    style: { color: "blue", margin: 0 },
    title: "child",
    href: "/x",
  });
  expect(mergeProps({ className: "slot" }, {}).className).toBe("slot");
  expect(mergeProps({}, { className: "child" }).className).toBe("child");
});

test("both event handlers run, the child's first, and the child's result is kept", () => {
  const calls: string[] = [];
  const merged = mergeProps(
    { onClick: (event: string) => calls.push(`slot ${event}`) },
    {
      onClick: (event: string) => {
        calls.push(`child ${event}`);
        return "child result";
      },
    },
  );
  const onClick = merged.onClick as (event: string) => unknown;
  expect(onClick("tap")).toBe("child result");
  expect(calls).toEqual(["child tap", "slot tap"]);
});

test("a handler on one side only is passed through as it is", () => {
  const slot = vi.fn();
  const child = vi.fn();
  expect(mergeProps({ onClick: slot }, {}).onClick).toBe(slot);
  expect(mergeProps({}, { onFocus: child }).onFocus).toBe(child);
  // Only on* props are composed: a function-valued prop of the child simply wins.
  expect(mergeProps({ render: slot }, { render: child }).render).toBe(child);
});

test("composed refs all receive the node and all let go of it", () => {
  const object = createRef<string>();
  const seen: (string | null)[] = [];
  const withCleanup = vi.fn();
  const ref = composeRefs<string>(
    object,
    (node) => {
      seen.push(node);
    },
    () => withCleanup,
    undefined,
  );
  if (typeof ref !== "function") throw new Error("expected a callback ref");
  const cleanup = ref("node");
  expect(object.current).toBe("node");
  expect(seen).toEqual(["node"]);
  if (typeof cleanup !== "function") throw new Error("expected a cleanup");
  cleanup();
  expect(object.current).toBeNull();
  expect(seen).toEqual(["node", null]);
  expect(withCleanup).toHaveBeenCalledOnce();
});

test("a slot renders its child with the slot's props merged in", () => {
  const html = renderToStaticMarkup(
    <Slot className="slot" aria-label="Go">
      <a href="/go" className="link">
        Go
      </a>
    </Slot>,
  );
  expect(html).toBe('<a href="/go" class="slot link" aria-label="Go">Go</a>');
});

test("a button asChild lends its look to a link and adds no button type", () => {
  const html = renderToStaticMarkup(
    <Button asChild variant="ghost" className="mt-4">
      <a href="/rules">Rules</a>
    </Button>,
  );
  expect(html).toMatch(
    /^<a href="\/rules" class="inline-flex [^"]* bg-transparent [^"]* mt-4">Rules<\/a>$/,
  );
});
