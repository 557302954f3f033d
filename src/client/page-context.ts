import type { PageContext } from "@shared/contracts/page-render";

/** Every loader's and action's `context` is what the server's page handler gives it. */
declare module "react-router" {
  // eslint-disable-next-line typescript/no-empty-object-type -- the augmentation names the type
  interface AppLoadContext extends PageContext {}
}
