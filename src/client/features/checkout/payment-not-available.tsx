import { Link } from "react-router";
import CreditCard from "lucide-react/icons/credit-card";
import { buttonClass } from "@client/components/ui/button";

/** Spec: no public payment key (or PAYMENTS=none) means no card form at all. */
export function PaymentNotAvailable() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <CreditCard className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Payment Not Available</h1>
      <p className="text-muted-foreground">
        Card payments are not set up on this server yet. Contact our sales team and we will help you
        complete your purchase.
      </p>
      <Link to="/contact" className={buttonClass()}>
        Contact Sales
      </Link>
    </div>
  );
}
