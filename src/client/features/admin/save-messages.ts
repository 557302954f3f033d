import { toast } from "@client/lib/use-toast";

/** apiRequest's "401: ..." or "403: ...": the server refused the admin, whatever the reason. */
export function isPermissionError(error: unknown): boolean {
  return error instanceof Error && /^40[13]: /.test(error.message);
}

/** Spec section 8: Unauthorized on 401/403, otherwise the failure toast of the action. */
export function toastSaveFailure(error: unknown, action: "create" | "update") {
  if (isPermissionError(error)) {
    toast({
      title: "Unauthorized",
      description: "You don't have permission to perform this action.",
      variant: "destructive",
    });
    return;
  }
  toast({
    title: "Error",
    description: `Failed to ${action} product. Please try again.`,
    variant: "destructive",
  });
}
