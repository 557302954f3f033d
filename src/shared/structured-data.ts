/**
 * The schema.org JSON-LD search engines read (decision 0260): a product names its maker as its
 * brand (its fact sheet's vendor; the shop itself for its own templates), and the shop's
 * organisation carries the configured identity.
 */
import type { Product } from "./contracts/products.js";
import type { ProductFacts } from "./contracts/product-facts.js";
import { CATEGORY_LABELS } from "./products.js";
import { STORE_BRAND, type StoreIdentity } from "./store-identity.js";
import { UNKNOWN } from "./product-facts.js";

/** Who makes it: the fact sheet's vendor, or the shop when the sheet does not say. */
export function brandOf(product: { facts?: Pick<ProductFacts, "vendor"> | null }): string {
  const vendor = product.facts?.vendor;
  return vendor && vendor !== UNKNOWN ? vendor : STORE_BRAND;
}

export function productStructuredData(
  product: Product & { facts?: Pick<ProductFacts, "vendor"> | null },
  at: { origin: string; url: string; image: string },
): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: product.description,
      image: at.image,
      sku: String(product.id),
      category: CATEGORY_LABELS[product.category],
      brand: { "@type": "Brand", name: brandOf(product) },
      offers: {
        "@type": "Offer",
        url: at.url,
        price: product.price,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: STORE_BRAND },
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${at.origin}/` },
        { "@type": "ListItem", position: 2, name: "Products", item: `${at.origin}/products` },
        { "@type": "ListItem", position: 3, name: product.name, item: at.url },
      ],
    },
  ];
}

/** The shop as an organisation, with its legal name, address and a way to reach support. */
export function organizationStructuredData(origin: string, store: StoreIdentity): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: STORE_BRAND,
    legalName: store.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: store.supportEmail,
    telephone: store.supportPhone,
    address: { "@type": "PostalAddress", streetAddress: store.address },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: store.supportEmail,
      telephone: store.supportPhone,
      hoursAvailable: store.supportHours.join(", "),
    },
  };
}
