import {
  data,
  redirect,
  useActionData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
} from "react-router";
import { addToCartBodySchema } from "@shared/contracts/cart";
import { signInPath } from "@shared/sign-in";
import CartPage from "@client/features/cart/cart-page";
import { formFields, refusal, succeeded, type FormFailure } from "@client/app/form-actions";
import { FormFailureNotice } from "@client/app/form-failure-notice";
import type { PageHandle } from "@client/app/page-handle";
import { pageMeta, titled } from "@client/app/page-meta";
import { BUYER_QUERY } from "@client/lib/cart/buyer";
import { cachedUser } from "@client/lib/use-auth";
import { startInBrowser } from "@client/lib/page-data";

// The cart itself is every signed-in page's data (the root route loads it); who it is bought
// for comes with the page.
export const handle: PageHandle = { signInPrompt: "cart" };
const queries = (signedIn: boolean) => (signedIn ? [BUYER_QUERY] : []);
export const loader = ({ context }: LoaderFunctionArgs) => context.load(queries(!!context.user));
export const clientLoader = () => startInBrowser(queries(!!cachedUser()));

/**
 * Add to Cart before the page's script has run, or without it (components/add-to-cart-form.tsx):
 * the product goes into the cart and the person sees it there. A visitor is sent to sign in
 * first, and back to the product afterwards.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await formFields(request);
  const body = addToCartBodySchema.safeParse({
    productId: Number(fields.productId),
    quantity: Number(fields.quantity ?? 1),
  });
  if (fields.intent !== "add" || !body.success) {
    return data<FormFailure>({ error: "That is not a product we can add." }, { status: 400 });
  }
  if (!context.user) {
    throw redirect(signInPath("/api/login", `/products/${body.data.productId}`), 303);
  }
  const answer = await context.send("POST", "/api/cart", body.data);
  if (succeeded(answer)) throw redirect("/cart", 303);
  return data<FormFailure>(
    { error: refusal(answer, "Failed to add item to cart. Please try again.") },
    { status: answer.status },
  );
}

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Shopping Cart") });

export default function Cart() {
  const failure = useActionData<FormFailure>();
  return (
    <>
      <FormFailureNotice failure={failure} />
      <CartPage />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
