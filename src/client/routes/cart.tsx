import type { MetaArgs } from "react-router";
import CartPage from "@client/features/cart/cart-page";
import { pageMeta, titled } from "@client/app/page-meta";
import type { PageHandle } from "@client/app/page-handle";

// The cart itself is every signed-in page's data (the root route loads it).
export const handle: PageHandle = { signInPrompt: "cart" };

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Shopping Cart") });

export default CartPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
