import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useAuth } from "@client/lib/use-auth";
import { LoadingScreen } from "@client/components/loading-screen";
import { useCompareItems } from "@client/lib/compare/compare-store";
import { Navbar } from "./layout/navbar";
import { PageStatus } from "@client/components/page-status";
import { DeferredSection, HydratedMark } from "@client/components/hydration-mark";
import { pages as P } from "./routes";

// Out of the first view's JS (docs/decisions/0107). The footer's chunk is asked for as soon as the
// application starts; until it arrives the footer is the server's HTML (its links still work).
const footer = import("./layout/footer");
const Footer = lazy(() => footer.then((m) => ({ default: m.Footer })));
const CompareTray = lazy(() =>
  import("@client/components/compare-tray").then((m) => ({ default: m.CompareTray })),
);
const SignInRequired = lazy(() =>
  import("./redirect-notice").then((m) => ({ default: m.SignInRequired })),
);
const AccessDenied = lazy(() =>
  import("./redirect-notice").then((m) => ({ default: m.AccessDenied })),
);

function SignedInRoutes({ isAdmin }: { isAdmin: boolean }) {
  const admin = isAdmin ? P.Admin : AccessDenied;
  return (
    <Switch>
      <Route path="/" component={P.Home} />
      <Route path="/products" component={P.Products} />
      <Route path="/products/:id" component={P.ProductDetail} />
      <Route path="/compare" component={P.Compare} />
      <Route path="/cart" component={P.Cart} />
      <Route path="/checkout" component={P.Checkout} />
      <Route path="/dashboard" component={P.Dashboard} />
      <Route path="/admin" component={admin} />
      <Route path="/product-management" component={admin} />
      <Route path="/admin-redirect" component={P.AdminRedirect} />
      <Route path="/developers-redirect" component={P.DevelopersRedirect} />
      <Route path="/developers">
        <Redirect to="/developers-redirect" replace />
      </Route>
      <Route path="/portal">
        <Redirect to="/dashboard" replace />
      </Route>
      <Route path="/login">
        <Redirect to="/" replace />
      </Route>
      {commonRoutes}
    </Switch>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={P.Landing} />
      <Route path="/login" component={P.Login} />
      <Route path="/products" component={P.Products} />
      <Route path="/products/:id" component={P.ProductDetail} />
      <Route path="/compare" component={P.Compare} />
      <Route path="/cart">
        <SignInRequired prompt="cart" />
      </Route>
      <Route path="/checkout">
        <SignInRequired prompt="checkout" />
      </Route>
      <Route path="/dashboard">
        <SignInRequired prompt="dashboard" />
      </Route>
      <Route path="/admin" component={AccessDenied} />
      <Route path="/product-management" component={AccessDenied} />
      <Route path="/portal">
        <Redirect to="/login" replace />
      </Route>
      {commonRoutes}
    </Switch>
  );
}

/** Routes both route sets share; the last one is the 404. */
const commonRoutes = [
  <Route key="test-login" path="/test-login" component={P.TestLogin} />,
  <Route key="resources" path="/free-resources" component={P.FreeResources} />,
  <Route key="wizard" path="/product-wizard" component={P.ProductWizard} />,
  <Route key="chat" path="/chat/:id?" component={P.Chat} />,
  <Route key="demo" path="/demo" component={P.Demo} />,
  <Route key="about" path="/about" component={P.About} />,
  <Route key="contact" path="/contact" component={P.Contact} />,
  <Route key="privacy" path="/privacy" component={P.Privacy} />,
  <Route key="terms" path="/terms" component={P.Terms} />,
  <Route key="security" path="/security" component={P.Security} />,
  <Route key="not-found">
    <PageStatus code={404} />
    <P.NotFound />
  </Route>,
];

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** The tray's code loads only once something has been picked to compare. */
function CompareTraySlot() {
  const picked = useCompareItems().length > 0;
  if (!picked) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}

export function App() {
  const { user, isLoading } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      {/* Its own boundary: hydrated in its own interruptible pass, not in the root's one task; the
          hydration mark waits for it too (journeys click the header). */}
      <DeferredSection>
        <Navbar />
      </DeferredSection>
      <ScrollToTop />
      {isLoading ? (
        <Main>
          <LoadingScreen />
        </Main>
      ) : (
        // The footer arrives with the page, not before it: a footer shown under an empty page
        // would be pushed down when the page appears (a layout shift on every first view).
        <Suspense
          fallback={
            <Main>
              <LoadingScreen />
            </Main>
          }
        >
          <Main>{user ? <SignedInRoutes isAdmin={user.isAdmin} /> : <SignedOutRoutes />}</Main>
          <DeferredSection>
            <Footer />
          </DeferredSection>
          <CompareTraySlot />
          <HydratedMark />
        </Suspense>
      )}
    </div>
  );
}
