import { lazy } from "react";

/** Every screen is its own chunk: a visitor's first view loads only what it shows. */
export const pages = {
  Landing: lazy(() => import("@client/features/landing/landing-page")),
  Home: lazy(() => import("@client/features/home/home-page")),
  Login: lazy(() => import("@client/features/auth/login-page")),
  TestLogin: lazy(() => import("@client/features/auth/test-login-page")),
  Products: lazy(() => import("@client/features/products/products-page")),
  ProductDetail: lazy(() => import("@client/features/products/product-detail-page")),
  Compare: lazy(() => import("@client/features/products/compare-page")),
  Cart: lazy(() => import("@client/features/cart/cart-page")),
  Checkout: lazy(() => import("@client/features/checkout/checkout-page")),
  Dashboard: lazy(() => import("@client/features/dashboard/dashboard-page")),
  Admin: lazy(() => import("@client/features/admin/admin-page")),
  AdminRedirect: lazy(() =>
    import("@client/features/redirects/external-site-page").then((m) => ({
      default: m.AdminRedirectPage,
    })),
  ),
  DevelopersRedirect: lazy(() =>
    import("@client/features/redirects/external-site-page").then((m) => ({
      default: m.DevelopersRedirectPage,
    })),
  ),
  FreeResources: lazy(() => import("@client/features/resources/free-resources-page")),
  ProductWizard: lazy(() => import("@client/features/wizard/product-wizard-page")),
  Chat: lazy(() => import("@client/features/chat/chat-page")),
  Demo: lazy(() => import("@client/features/demo/demo-page")),
  About: lazy(() => import("@client/features/about/about-page")),
  Contact: lazy(() => import("@client/features/contact/contact-page")),
  Privacy: lazy(() =>
    import("@client/features/legal/legal-pages").then((m) => ({ default: m.PrivacyPage })),
  ),
  Terms: lazy(() =>
    import("@client/features/legal/legal-pages").then((m) => ({ default: m.TermsPage })),
  ),
  Security: lazy(() =>
    import("@client/features/legal/legal-pages").then((m) => ({ default: m.SecurityPage })),
  ),
  NotFound: lazy(() => import("@client/features/not-found/not-found-page")),
};
