import { useEffect } from "react";
import { useNavigate } from "react-router";
import ShieldExclamationPoint from "lucide-react/icons/shield-exclamation-point";
import { SIGN_IN_REDIRECT_DELAY_MS } from "@shared/constants";
import { toast } from "@client/lib/use-toast";
import { promptSignIn, SIGN_IN_PROMPTS } from "@client/lib/prompts";
import { preloadToaster } from "@client/components/ui/lazy-toaster";

// These notices toast as soon as they show and move on a second later: the toast's code comes
// with them, not after them.
if (typeof document !== "undefined") void preloadToaster();

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <ShieldExclamationPoint className="size-10 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}

export type SignInPrompt = "cart" | "checkout" | "dashboard" | "firm";

/** A visitor on a signed-in screen: the spec's Please Sign In toast and /api/login after 1 s. */
export function SignInRequired({ prompt }: { prompt: SignInPrompt }) {
  const message = SIGN_IN_PROMPTS[prompt];
  useEffect(() => {
    const timer = promptSignIn(message);
    return () => clearTimeout(timer);
  }, [message]);
  return <Notice title="Please Sign In" text={`${message} Taking you to sign in…`} />;
}

/** A visitor or non-admin on an admin screen: Access Denied and home after 1 s. */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast({
      title: "Access Denied",
      description: "You need admin privileges to access this page.",
      variant: "destructive",
    });
    const timer = setTimeout(() => navigate("/"), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Notice title="Access Denied" text="You need admin privileges to access this page." />;
}
