import common from "./en/common.json";

// Catalogues are bundled (no HTTP backend), one namespace per area of the product.
export const resources = {
  en: { common },
} as const;

export const defaultNamespace = "common";
