import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
} from "react-router";
import { contactFormSchema, type ContactFormInput } from "@shared/contracts/contact";
import ContactPage from "@client/features/contact/contact-page";
import type { ContactFormResult } from "@client/features/contact/contact-form-result";
import { formFields, refusal, succeeded } from "@client/app/form-actions";
import { INDEXED } from "@client/app/page-handle";
import { pageMeta, titled } from "@client/app/page-meta";
import { PUBLIC_CONFIG_QUERY } from "@client/lib/use-public-config";
import { startInBrowser } from "@client/lib/page-data";

export const handle = INDEXED;

// The shop's configured identity (decision 0260): its address, e-mail and hours, in the HTML.
export const loader = ({ context }: LoaderFunctionArgs) => context.load([PUBLIC_CONFIG_QUERY]);
export const clientLoader = () => startInBrowser([PUBLIC_CONFIG_QUERY]);

/**
 * The contact form sent before the page's script runs, or without it: checked against the same
 * contract the form and the API use, then sent; the page says how it went, keeping what was
 * typed when it was not sent.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await formFields(request);
  const values = Object.fromEntries(
    Object.keys(contactFormSchema.shape).map((name) => [name, fields[name] ?? ""]),
  ) as ContactFormInput;
  const form = contactFormSchema.safeParse(values);
  if (!form.success) {
    const errors: Partial<Record<keyof ContactFormInput, string>> = {};
    for (const issue of form.error.issues) {
      const name = issue.path[0] as keyof ContactFormInput;
      errors[name] ??= issue.message;
    }
    return data<ContactFormResult>({ sent: false, values, errors }, { status: 400 });
  }
  const answer = await context.send("POST", "/api/contact", form.data);
  if (succeeded(answer)) return data<ContactFormResult>({ sent: true });
  return data<ContactFormResult>(
    {
      sent: false,
      values,
      error: refusal(answer, "Your message could not be sent. Please try again."),
    },
    { status: answer.status },
  );
}

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled("Contact"),
    description:
      "Talk to our team about software for your practice, volume pricing or a product you would like us to carry.",
  });

export default ContactPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
