import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from "react";
import {
  defaultNamespace,
  loadMessages,
  messagesOf,
  registerFlatMessages,
  isNamespace,
  type Namespace,
  type TranslationKey,
} from "./catalogue.ts";
import { defaultLanguage, isLanguage, type Language } from "./language.ts";
import { translate, type FlatMessages, type TranslateOptions } from "./translate.ts";

export interface TFunction<N extends Namespace = typeof defaultNamespace> {
  (key: TranslationKey<N>, options?: TranslateOptions): string;
  /** A key that may have no message (one built from data), with the text to show then. */
  (key: string, options: TranslateOptions & { defaultValue: string }): string;
}

interface I18nState {
  language: Language;
  /** The namespaces this render has used: the server sends exactly these to the browser. */
  rendered: Set<Namespace>;
}

const I18nContext = createContext<I18nState>({ language: defaultLanguage, rendered: new Set() });

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const state = useMemo(() => ({ language, rendered: new Set<Namespace>() }), [language]);
  // Each namespace comes when a screen first needs it; the service worker fetches the others'
  // files while the phone is idle on a free link, so they open offline without this page
  // downloading text it doesn't show.
  return <I18nContext value={state}>{children}</I18nContext>;
}

function useMessages(namespace: Namespace): { language: Language; messages: FlatMessages } {
  const { language, rendered } = useContext(I18nContext);
  let messages = messagesOf(language, namespace);
  if (!messages && readInlinedText()) messages = messagesOf(language, namespace);
  if (!messages) {
    // A namespace this page has not used yet: the render waits (the previous screen stays)
    // until its file has arrived.
    use(loadMessages(language, namespace));
    messages = messagesOf(language, namespace) ?? new Map<string, string>();
  }
  rendered.add(namespace);
  return { language, messages };
}

/** The translation function of one namespace, in the page's language. */
export function useTranslation<N extends Namespace = typeof defaultNamespace>(namespace?: N) {
  const { language, messages } = useMessages(namespace ?? defaultNamespace);
  return useMemo(() => {
    const t: TFunction<N> = (key: string, options?: TranslateOptions) =>
      translate(language, messages, key, options);
    return { t, i18n: { language } };
  }, [language, messages]);
}

const tag = /<(\w+)(\/)?>/;

/** Turns `<name>text</name>` and `<name/>` in a message into the given elements. */
function renderTagged(
  message: string,
  components: Readonly<Record<string, ReactElement>>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = message;
  while (rest) {
    const match = tag.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    const [opening, name = "", selfClosing] = match;
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const after = match.index + opening.length;
    const element = components[name];
    if (selfClosing) {
      if (isValidElement(element)) nodes.push(cloneElement(element, { key: nodes.length }));
      rest = rest.slice(after);
      continue;
    }
    const closing = `</${name}>`;
    const end = rest.indexOf(closing, after);
    if (end === -1) {
      nodes.push(rest.slice(match.index));
      break;
    }
    const inner = renderTagged(rest.slice(after, end), components);
    nodes.push(
      isValidElement(element) ? cloneElement(element, { key: nodes.length }, ...inner) : inner,
    );
    rest = rest.slice(end + closing.length);
  }
  return nodes;
}

interface TransProps<N extends Namespace> {
  i18nKey: TranslationKey<N>;
  /** The translation function of the namespace the key belongs to. */
  t: TFunction<N>;
  values?: TranslateOptions;
  /** The elements that wrap the message's `<name>…</name>` parts. */
  components?: Readonly<Record<string, ReactElement>>;
}

/** A message with links or emphasis inside it, the markup coming from the caller. */
export function Trans<N extends Namespace = typeof defaultNamespace>({
  i18nKey,
  t,
  values,
  components = {},
}: TransProps<N>) {
  return <>{renderTagged(t(i18nKey, values), components)}</>;
}

const scriptId = "interface-text";

interface InlinedText {
  language: string;
  messages: Record<string, Record<string, string>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isInlinedText(value: unknown): value is InlinedText {
  return (
    isRecord(value) &&
    typeof value.language === "string" &&
    isRecord(value.messages) &&
    Object.values(value.messages).every(
      (messages) =>
        isRecord(messages) && Object.values(messages).every((text) => typeof text === "string"),
    )
  );
}

// A page's text is the same for every render of it: the server writes each language's set of
// namespaces out once and hands later renders the same string (tens of KB of JSON each time).
const serialised = new Map<string, { sources: (FlatMessages | undefined)[]; json: string }>();

function serialise(state: I18nState): string {
  const rendered = [...state.rendered];
  const sources = rendered.map((namespace) => messagesOf(state.language, namespace));
  const key = `${state.language} ${rendered.join(" ")}`;
  const known = serialised.get(key);
  // Registered text is replaced only by registering it again; the copy must follow it then.
  if (known?.sources.every((source, index) => source === sources[index])) return known.json;
  const text: InlinedText = { language: state.language, messages: {} };
  rendered.forEach((namespace, index) => {
    const messages = sources[index];
    if (messages) text.messages[namespace] = Object.fromEntries(messages);
  });
  // Inside <script>, "</script" or "<!--" in a message would end the element early.
  const json = JSON.stringify(text).replaceAll("<", "\\u003c");
  serialised.set(key, { sources, json });
  return json;
}

/**
 * The text of the namespaces the page rendered, so the browser hydrates without fetching any.
 * It must come after everything that translates; in the browser it keeps what the server sent.
 */
export function I18nScript() {
  const state = useContext(I18nContext);
  // Only the server writes the text out: the browser's bundle leaves `serialise` out.
  const payload = import.meta.env.SSR
    ? serialise(state)
    : (document.getElementById(scriptId)?.textContent ?? "");
  return (
    <script
      id={scriptId}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: payload }}
    />
  );
}

let inlinedTextRead = false;

/** Registers the text the server inlined, once; true when that added anything. */
function readInlinedText(): boolean {
  if (inlinedTextRead || typeof document === "undefined") return false;
  inlinedTextRead = true;
  const element = document.getElementById(scriptId);
  if (!element?.textContent) return false;
  try {
    const text: unknown = JSON.parse(element.textContent);
    if (!isInlinedText(text) || !isLanguage(text.language)) return false;
    for (const [namespace, messages] of Object.entries(text.messages)) {
      if (isNamespace(namespace))
        registerFlatMessages(text.language, namespace, new Map(Object.entries(messages)));
    }
    return true;
  } catch {
    // A damaged payload only costs a download: each namespace loads on first use.
    return false;
  }
}
