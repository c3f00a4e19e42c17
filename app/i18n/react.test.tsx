import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { registerMessages } from "./catalogue.ts";
import { I18nProvider, I18nScript, useTranslation } from "./react.tsx";

function Page() {
  const { t } = useTranslation("shell");
  return <p>{t("offline.pageTitle")}</p>;
}

const rendered = () =>
  renderToString(
    <I18nProvider language="da">
      <Page />
      <I18nScript />
    </I18nProvider>,
  );

const inlined = (html: string): unknown =>
  JSON.parse(/<script id="interface-text"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "null");

test("the inlined text follows messages registered again after a first render", () => {
  registerMessages("da", "shell", { offline: { pageTitle: "Første" } });
  expect(inlined(rendered())).toEqual({
    language: "da",
    messages: { shell: { "offline.pageTitle": "Første" } },
  });
  registerMessages("da", "shell", { offline: { pageTitle: "Anden" } });
  expect(inlined(rendered())).toEqual({
    language: "da",
    messages: { shell: { "offline.pageTitle": "Anden" } },
  });
});

test("a second render of the same page inlines the same text", () => {
  registerMessages("da", "shell", { offline: { pageTitle: "<script>" } });
  const first = rendered();
  expect(rendered()).toBe(first);
  expect(first).toContain(String.raw`\u003cscript>`);
  expect(inlined(first)).toEqual({
    language: "da",
    messages: { shell: { "offline.pageTitle": "<script>" } },
  });
});
