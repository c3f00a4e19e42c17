import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

// Every lucide icon module builds its component with `createLucideIcon` (the build points
// them here, vite.config.ts): lucide's own runtime handles a context provider, absolute
// stroke widths, aliases and sizes no page here uses, and is 1 KiB of gzip on every page.
// This draws the same SVG lucide draws for the props the app passes.

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

interface IconData {
  name: string;
  node: IconNode;
}

type IconProps = SVGProps<SVGSVGElement> & { ref?: Ref<SVGSVGElement>; children?: ReactNode };

/** A label, a role or a title names the icon to a screen reader; otherwise it is hidden. */
function isNamed(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (prop) =>
      (prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null,
  );
}

export default function createLucideIcon({ name, node }: IconData) {
  function Icon({ className, children, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(children != null || isNamed(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return Icon;
}
