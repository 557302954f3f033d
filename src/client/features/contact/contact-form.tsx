import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useActionData, useLocation } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import Send from "lucide-react/icons/send";
import { contactPrefill } from "@client/lib/contact-prefill";
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  type ContactForm as ContactFormValues,
  type ContactFormInput,
} from "@shared/contracts/contact";
import { Button } from "@client/components/ui/button";
import { Input, Textarea } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { toast } from "@client/lib/use-toast";
import { fieldAria, FormField } from "@client/components/form-field";
import { failureMessage } from "@client/lib/api-client";
import { useSendContactMessage } from "./api/send-contact-message";
import type { ContactFormResult } from "./contact-form-result";

/**
 * Spec section 4's states and texts, with a real send (issue 14): the message is stored and
 * acknowledged by e-mail; on success the form thanks the sender and clears itself, on failure it
 * keeps what was typed and says why. It is a real form: sent before the page's script runs, or
 * without it, the page's action sends it and the page says how it went (`result`).
 */
export function ContactForm() {
  // Contact Sales, Schedule Demo Call and the help categories arrive with ?inquiry=…&product=…
  const { search } = useLocation();
  const result = useActionData<ContactFormResult>();
  const returned = result && !result.sent ? result : undefined;
  const initial = { ...EMPTY_CONTACT_FORM, ...contactPrefill(search), ...returned?.values };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: initial,
    errors: returned?.errors
      ? Object.fromEntries(
          Object.entries(returned.errors).map(([name, message]) => [
            name,
            { type: "server", message },
          ]),
        )
      : undefined,
  });
  useEffect(() => {
    for (const [name, value] of Object.entries(contactPrefill(search)))
      setValue(name as keyof ContactFormInput, value, { shouldDirty: true });
  }, [search, setValue]);

  const sendMessage = useSendContactMessage();

  const send = handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
    } catch (error) {
      toast({
        title: "Message Not Sent",
        description: failureMessage(error, "Your message could not be sent. Please try again."),
        variant: "destructive",
      });
      return;
    }
    toast({
      title: "Message Sent",
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });
    reset();
  });

  const text = (name: keyof ContactFormInput, label: string, required: boolean) => ({
    field: { id: `contact-${name}`, label, required, error: errors[name]?.message },
    control: {
      ...register(name),
      // In the server's HTML too (the form's registration fills the boxes only in the browser).
      defaultValue: initial[name],
      ...fieldAria(`contact-${name}`, errors[name]?.message, required),
    },
  });
  const firstName = text("firstName", "First Name", true);
  const lastName = text("lastName", "Last Name", true);
  const email = text("email", "Email", true);
  const company = text("company", "Company", false);
  const phone = text("phone", "Phone", false);
  const inquiryType = text("inquiryType", "Inquiry Type", false);
  const subject = text("subject", "Subject", true);
  const message = text("message", "Message", true);

  return (
    <form
      method="post"
      onSubmit={send}
      noValidate
      aria-label="Contact form"
      className="grid gap-5 sm:grid-cols-2"
    >
      {result?.sent ? (
        <p role="status" className="rounded-md border bg-highlight p-4 text-sm sm:col-span-2">
          <strong>Message Sent.</strong> Thank you for contacting us. We&apos;ll get back to you
          within 24 hours.
        </p>
      ) : null}
      {returned?.error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive sm:col-span-2"
        >
          {returned.error}
        </p>
      ) : null}
      <FormField {...firstName.field}>
        <Input autoComplete="given-name" {...firstName.control} />
      </FormField>
      <FormField {...lastName.field}>
        <Input autoComplete="family-name" {...lastName.control} />
      </FormField>
      <FormField {...email.field}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@yourfirm.com"
          {...email.control}
        />
      </FormField>
      <FormField {...company.field}>
        <Input autoComplete="organization" {...company.control} />
      </FormField>
      <FormField {...phone.field}>
        <Input type="tel" autoComplete="tel" {...phone.control} />
      </FormField>
      <FormField {...inquiryType.field}>
        <NativeSelect {...inquiryType.control}>
          <option value="">Select an inquiry type</option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {INQUIRY_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField {...subject.field} className="sm:col-span-2">
        <Input {...subject.control} />
      </FormField>
      <FormField {...message.field} className="sm:col-span-2">
        <Textarea rows={6} placeholder="How can we help?" {...message.control} />
      </FormField>
      <div className="sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          variant="accent"
          disabled={isSubmitting}
          className="w-full sm:w-auto"
        >
          <Send aria-hidden="true" />
          {isSubmitting ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
