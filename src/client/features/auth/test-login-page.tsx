import { useState } from "react";
import { useSearchParams } from "react-router";
import Check from "lucide-react/icons/check";
import Shield from "lucide-react/icons/shield";
import UserRound from "lucide-react/icons/user-round";
import type { LucideIcon } from "lucide-react";
import { apiRequest } from "@client/lib/api-client";
import { safeReturnTo } from "@shared/sign-in";
import { Button } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";

interface TestAccount {
  userId: string;
  title: string;
  summary: string;
  abilities: string[];
  icon: LucideIcon;
}

const ACCOUNTS: TestAccount[] = [
  {
    userId: "admin_test_123",
    title: "Administrator",
    summary: "Full access to admin panel",
    abilities: ["Full access to admin panel", "Product management", "Order tracking", "Analytics"],
    icon: Shield,
  },
  {
    userId: "customer_test_456",
    title: "Customer",
    summary: "Shop as a customer",
    abilities: ["Browse products", "Cart", "Purchases", "Order history"],
    icon: UserRound,
  },
];

export default function TestLoginPage() {
  const [pending, setPending] = useState<string | null>(null);
  const [params] = useSearchParams();

  async function logIn(userId: string) {
    setPending(userId);
    try {
      const response = await apiRequest("POST", "/api/test-login", {
        userId,
        returnTo: params.get("returnTo") ?? undefined,
        then: params.get("then") ?? undefined,
      });
      // Spec: success goes to /. With a page to return to or a trial to start, the answer says
      // where instead (issue 47): the page, or the trial's checkout. Still only a path here.
      const { redirectTo } = (await response.json()) as { redirectTo?: unknown };
      window.location.assign(safeReturnTo(redirectTo));
    } catch (error) {
      // Spec section 8: a failed test login is only logged.
      console.error("Test login failed", error);
      setPending(null);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Test Accounts</h1>
        <p className="mt-2 text-muted-foreground">
          Pick an account to explore Countinghouse without signing up.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {ACCOUNTS.map((account) => (
          <Card key={account.userId} className="flex flex-col">
            <CardHeader>
              <span className="flex size-11 items-center justify-center rounded-full bg-highlight text-accent">
                <account.icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle asHeading="h2">{account.title}</CardTitle>
              <CardDescription>{account.summary}</CardDescription>
            </CardHeader>
            <CardContent className="mt-auto flex flex-col gap-4">
              <ul className="space-y-2 text-sm">
                {account.abilities.map((ability) => (
                  <li key={ability} className="flex items-center gap-2">
                    <Check className="size-4 text-accent" aria-hidden="true" />
                    {ability}
                  </li>
                ))}
              </ul>
              {/* A real form: it signs in before the page's script runs, and without it. */}
              <form
                method="post"
                className="flex flex-col"
                onSubmit={(event) => {
                  event.preventDefault();
                  void logIn(account.userId);
                }}
              >
                <input type="hidden" name="userId" value={account.userId} />
                {/* Where the visitor was and what they were doing (issue 47), kept without script. */}
                {params.get("returnTo") ? (
                  <input type="hidden" name="returnTo" value={params.get("returnTo")!} />
                ) : null}
                {params.get("then") ? (
                  <input type="hidden" name="then" value={params.get("then")!} />
                ) : null}
                <Button type="submit" disabled={pending !== null}>
                  {pending === account.userId ? "Logging in..." : `Login as ${account.title}`}
                </Button>
              </form>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
