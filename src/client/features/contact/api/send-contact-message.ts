import { useMutation } from "@tanstack/react-query";
import type { ContactForm, ContactReceipt } from "@shared/contracts/contact";
import { apiRequest } from "@client/lib/api-client";

/** POST /api/contact: stores the message and e-mails the sender an acknowledgement. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (form: ContactForm): Promise<ContactReceipt> =>
      (await apiRequest("POST", "/api/contact", form)).json(),
  });
}
