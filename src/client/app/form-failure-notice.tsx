import type { FormFailure } from "./form-actions";

/** Why a form posted to the page (without the script) was not done. */
export function FormFailureNotice({ failure }: { failure: FormFailure | undefined }) {
  if (!failure) return null;
  return (
    <p
      role="alert"
      className="mx-auto mt-6 max-w-3xl rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
    >
      {failure.error}
    </p>
  );
}
