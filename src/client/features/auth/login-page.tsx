import { Link, useSearchParams } from "react-router";
import KeyRound from "lucide-react/icons/key-round";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { parsePendingAction, SIGN_IN_ERRORS, signInPath, type SignInError } from "@shared/sign-in";
import { Button, buttonClass } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { usePublicConfig } from "@client/lib/use-public-config";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

function MicrosoftMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#F25022" d="M2 2h9.5v9.5H2z" />
      <path fill="#7FBA00" d="M12.5 2H22v9.5h-9.5z" />
      <path fill="#00A4EF" d="M2 12.5h9.5V22H2z" />
      <path fill="#FFB900" d="M12.5 12.5H22V22h-9.5z" />
    </svg>
  );
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const error = params.get("error") as SignInError | null;
  const message = error && error in SIGN_IN_ERRORS ? SIGN_IN_ERRORS[error] : null;
  // The page that sent the visitor here; the server checks it again (safeReturnTo).
  const returnTo = params.get("returnTo") ?? "/";
  // What they were doing (add a product, start a trial) goes through every way of signing in.
  const then = parsePendingAction(params.get("then"));
  const { data: config, isLoading } = usePublicConfig();
  // Until the configuration says otherwise, both providers are offered (spec: two buttons).
  const google = config?.signIn.google ?? !isLoading;
  const microsoft = config?.signIn.microsoft ?? !isLoading;
  const testLogin = config?.signIn.testLogin ?? false;
  const noProvider = Boolean(config) && !google && !microsoft;
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-highlight text-accent">
            <LockKeyhole className="size-6" aria-hidden="true" />
          </span>
          <CardTitle asHeading="h1" className="text-2xl">
            Sign in to Countinghouse
          </CardTitle>
          <CardDescription>
            Use your work account to manage your cart, orders and subscriptions.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {message ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
            >
              {message}
            </p>
          ) : null}
          {isLoading ? (
            <>
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
            </>
          ) : null}
          {google ? (
            <Button asChild variant="outline" size="lg">
              <a href={signInPath("/api/auth/google", returnTo, then)}>
                <GoogleMark />
                Continue with Google
              </a>
            </Button>
          ) : null}
          {microsoft ? (
            <Button asChild variant="outline" size="lg">
              <a href={signInPath("/api/auth/microsoft", returnTo, then)}>
                <MicrosoftMark />
                Continue with Microsoft
              </a>
            </Button>
          ) : null}
          {noProvider ? (
            <div
              data-testid="no-sign-in-provider"
              className="rounded-md border bg-muted p-4 text-sm"
            >
              <p className="font-medium">
                Sign-in with Google or Microsoft is not set up on this server yet.
              </p>
              {testLogin ? (
                <p className="mt-2 text-muted-foreground">
                  This is a development or demo server: sign in with one of its test accounts (an
                  administrator and a customer) instead.
                </p>
              ) : (
                <p className="mt-2 text-muted-foreground">
                  The site's operator needs to configure an identity provider (see the README's
                  configuration section). Until then nobody can sign in here.
                </p>
              )}
              {testLogin ? (
                <Link
                  to={signInPath("/test-login", returnTo, then)}
                  className={buttonClass("default", "lg", "mt-3 w-full")}
                >
                  <KeyRound aria-hidden="true" />
                  Use a test account
                </Link>
              ) : null}
            </div>
          ) : null}
          <p className="mt-2 text-center text-xs text-muted-foreground">
            Sign-in uses OAuth 2.0 with OpenID Connect: we never see your password, and we only
            receive your name and email address.
          </p>
          {testLogin && !noProvider ? (
            <div className="mt-2 border-t pt-4 text-center text-sm">
              <span className="text-muted-foreground">Just looking around? </span>
              <Link
                to={signInPath("/test-login", returnTo, then)}
                className={buttonClass("link", "sm", "h-auto px-0")}
              >
                <KeyRound aria-hidden="true" />
                Use a test account
              </Link>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
