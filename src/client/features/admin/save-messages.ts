import { hasErrorCode } from "@client/lib/api-client";
import { toast } from "@client/lib/use-toast";

/** The server refused who is asking (signed out, or not an admin), whatever the wording. */
export function isPermissionError(error: unknown): boolean {
  return hasErrorCode(error, "unauthorized", "forbidden", "admin_required", "cross_site_request");
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
