import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page of the shop, one route module each (docs/pages-and-rendering.md), grouped by who may
 * see it as the spec's route table says (section 2). A module holds its page's data (`loader`,
 * `clientLoader`), head (`meta`), error screen (`ErrorBoundary`) and form handling (`action`).
 */
export default [
  // Everyone. The home page is the landing for visitors and the signed-in home for members.
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:id", "routes/product.tsx"),
  route("compare", "routes/compare.tsx"),
  route("free-resources", "routes/free-resources.tsx"),
  route("product-wizard", "routes/product-wizard.tsx"),
  route("chat/:id?", "routes/chat.tsx"),
  route("demo", "routes/demo.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/legal.tsx", { id: "privacy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("security", "routes/legal.tsx", { id: "security" }),
  route("test-login", "routes/test-login.tsx"),
  route("portal", "routes/portal.tsx"),

  // Visitors: signed in, /login goes home.
  route("login", "routes/login.tsx"),

  // Signed in: a visitor is asked to sign in (cart, checkout, dashboard) or finds nothing here.
  layout("routes/signed-in.tsx", [
    route("cart", "routes/cart.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("firm", "routes/firm.tsx"),
    route("admin-redirect", "routes/admin-redirect.tsx"),
    route("developers-redirect", "routes/developers-redirect.tsx"),
    route("developers", "routes/developers.tsx"),
  ]),

  // Admins: anyone else gets Access Denied.
  layout("routes/admins.tsx", [
    route("admin", "routes/admin.tsx"),
    route("product-management", "routes/admin.tsx", { id: "product-management" }),
  ]),

  // Any other address: 404 Page Not Found.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
