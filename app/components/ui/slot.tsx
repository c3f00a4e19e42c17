import {
  Children,
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";

type Props = Record<string, unknown>;

/** One ref made of several: each gets the node, and each lets go of it on unmount. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> {
  return (node: T) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === "function") {
        const cleanup = ref(node);
        return typeof cleanup === "function" ? cleanup : () => ref(null);
      }
      if (ref) {
        ref.current = node;
        return () => {
          ref.current = null;
        };
      }
      return undefined;
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
  };
}

function isHandler(key: string, value: unknown): value is (...args: unknown[]) => unknown {
  return /^on[A-Z]/.test(key) && typeof value === "function";
}

/**
 * The props of a slot laid over its child's: the child's own win, except that both class
 * names are kept, styles are merged and both event handlers run (the child's first, so the
 * child's own click still happens when the slot's closes a dialog, say).
 */
export function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (isHandler(key, slotValue) && isHandler(key, childValue)) {
      merged[key] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (key === "className") {
      merged[key] = [slotValue, childValue].filter(Boolean).join(" ") || undefined;
    } else if (key === "style" && isObject(slotValue) && isObject(childValue)) {
      merged[key] = { ...slotValue, ...childValue };
    }
  }
  return merged;
}

interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Renders its only child with the slot's props merged in: how `asChild` lends a button's
 * look or a dialog trigger's behaviour to a link or another component.
 */
export function Slot({ children, ref, ...props }: SlotProps) {
  const child: unknown = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const merged = mergeProps(props, child.props);
  const childRef = child.props.ref;
  if (ref || childRef) {
    merged.ref = composeRefs(ref, isRef(childRef) ? childRef : undefined);
  }
  return cloneElement(child, merged);
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

function isRef(value: unknown): value is Ref<HTMLElement> {
  return typeof value === "function" || isObject(value);
}
