import { isNamespace, registerMessages } from "./catalogue.ts";
import { isLanguage } from "./language.ts";
import type { MessageTree } from "./translate.ts";

// The server renders any page in any language, so it holds the whole catalogue from the
// start; a page sends the browser only the namespaces it rendered (I18nScript).
const files = import.meta.glob<MessageTree>("./*/*.json", { import: "default", eager: true });

for (const [file, tree] of Object.entries(files)) {
  const [, language = "", name = ""] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (isLanguage(language) && isNamespace(name)) registerMessages(language, name, tree);
}
