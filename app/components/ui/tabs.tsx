import {
  createContext,
  use,
  useCallback,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { cn } from "./cn.ts";

type Orientation = "horizontal" | "vertical";

interface TabsContextValue {
  value: string | undefined;
  select: (value: string) => void;
  baseId: string;
  orientation: Orientation;
  activationMode: "automatic" | "manual";
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error(`<${part}> must be used inside <Tabs>`);
  return context;
}

// Ids made of the tab's value, so a tab and its panel can name each other.
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/**
 * Which tab a key moves to, as an index among the `count` enabled tabs, or null when the key
 * is not one of the tab list's: arrows along the list (wrapping at both ends), Home and End.
 */
export function tabIndexForKey(
  key: string,
  current: number,
  count: number,
  orientation: Orientation = "horizontal",
): number | null {
  if (count === 0) return null;
  const previous = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp";
  const next = orientation === "horizontal" ? "ArrowRight" : "ArrowDown";
  switch (key) {
    case previous:
      return (current - 1 + count) % count;
    case next:
      return (current + 1) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

interface TabsProps extends Omit<ComponentProps<"div">, "defaultValue" | "dir"> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  /** Automatic: a tab opens as soon as it has focus. Manual: on Enter, Space or a tap. */
  activationMode?: "automatic" | "manual";
}

/** The WAI-ARIA tabs pattern: one tab stop for the list, arrows between the tabs. */
export function Tabs({
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = "horizontal",
  activationMode = "automatic",
  ...props
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const select = useCallback(
    (next: string) => {
      if (next === value) return;
      if (valueProp === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, valueProp, onValueChange],
  );
  const context = useMemo(
    () => ({ value, select, baseId, orientation, activationMode }),
    [value, select, baseId, orientation, activationMode],
  );
  return (
    <TabsContext value={context}>
      <div data-orientation={orientation} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const { orientation } = useTabs("TabsList");
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
    );
    const current = tabs.findIndex((tab) => tab === event.target);
    if (current === -1) return;
    const next = tabIndexForKey(event.key, current, tabs.length, orientation);
    if (next === null) return;
    event.preventDefault();
    // Focus alone opens the tab in automatic mode (the tab's focus handler).
    tabs[next]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      className={cn(
        "inline-flex gap-1 rounded-2xl bg-night-800 p-1 ring-1 ring-night-600",
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

interface TabsTriggerProps extends ComponentProps<"button"> {
  value: string;
}

export function TabsTrigger({
  value,
  className,
  disabled,
  onClick,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  const state = selected ? "active" : "inactive";
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={state}
      data-orientation={tabs.orientation}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      // Roving tab stop: Tab lands on the open tab, the arrows reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        "min-h-11 rounded-xl px-4 font-bold text-muted transition",
        "data-[state=active]:bg-dojo-pink data-[state=active]:text-night-950",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled && tabs.activationMode === "automatic") {
          tabs.select(value);
        }
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<"div"> {
  value: string;
}

export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation={tabs.orientation}
      hidden={!selected}
      tabIndex={0}
      className={cn("mt-5", className)}
      {...props}
    >
      {/* Closed panels stay empty, so only the open one's contents mount. */}
      {selected ? children : null}
    </div>
  );
}
