import {
  data,
  redirect,
  useActionData,
  type ActionFunctionArgs,
  type MetaArgs,
} from "react-router";
import { testLoginBodySchema } from "@shared/contracts/auth";
import { safeReturnTo } from "@shared/sign-in";
import TestLoginPage from "@client/features/auth/test-login-page";
import { formFields, refusal, succeeded, type FormFailure } from "@client/app/form-actions";
import { FormFailureNotice } from "@client/app/form-failure-notice";
import { pageMeta, titled } from "@client/app/page-meta";

/**
 * A test account's Login button before the script has run, or without it: signed in, then home,
 * or the page the visitor came from and what they were doing there (issue 47).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = testLoginBodySchema.safeParse(await formFields(request));
  if (!body.success) return data<FormFailure>({ error: "No such test account." }, { status: 400 });
  const answer = await context.send("POST", "/api/test-login", body.data);
  if (succeeded(answer))
    throw redirect(
      safeReturnTo((answer.body as { redirectTo?: unknown } | undefined)?.redirectTo),
      303,
    );
  return data<FormFailure>(
    { error: refusal(answer, "The test login did not work. Please try again.") },
    { status: answer.status },
  );
}

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Test Sign In") });

export default function TestLogin() {
  const failure = useActionData<FormFailure>();
  return (
    <>
      <FormFailureNotice failure={failure} />
      <TestLoginPage />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
