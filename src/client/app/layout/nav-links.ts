export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/products", label: "Products" },
  { href: "/product-wizard", label: "AI Wizard" },
  { href: "/chat", label: "AI Chat" },
  { href: "/free-resources", label: "Resources" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const;

/** The active link: an exact match for Home, the path or one below it for the rest. */
export function isActive(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
