import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Button } from "./button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "./dialog.tsx";

test("the server renders no dialog, even an open one: it appears once hydrated", () => {
  const html = renderToStaticMarkup(
    <Dialog defaultOpen>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent title="Rules" description="How to play" closeLabel="Close">
        Body
      </DialogContent>
    </Dialog>,
  );
  expect(html).not.toContain("<dialog");
  expect(html).not.toContain("Rules");
  expect(html).toMatch(/^<button type="button" aria-haspopup="dialog" aria-expanded="true"/);
});

test("a trigger asChild lends its dialog attributes to the child button", () => {
  const html = renderToStaticMarkup(
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">Cancel Premium</Button>
      </DialogTrigger>
      <DialogClose asChild>
        <Button>Keep</Button>
      </DialogClose>
    </Dialog>,
  );
  const [trigger, close] = html.split("</button>");
  expect(trigger).toContain('aria-haspopup="dialog"');
  expect(trigger).toContain('aria-expanded="false"');
  expect(trigger).toContain('data-state="closed"');
  expect(trigger).not.toContain("aria-controls");
  // The child button is the trigger itself, not wrapped in a second button.
  expect(trigger).toMatch(/^<button type="button"[^>]*>Cancel Premium$/);
  expect(close).toContain('type="button"');
  expect(close).not.toContain("aria-haspopup");
});
