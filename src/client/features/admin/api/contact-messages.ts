import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactMessage, ContactReplyBody, ContactThread } from "@shared/contracts/contact";
import { apiRequest } from "@client/lib/api-client";

export type InboxFilter = "new" | "resolved" | "";

export const messagesUrl = (status: InboxFilter) =>
  `/api/admin/contact-messages${status ? `?status=${status}` : ""}`;

export function useContactMessages(status: InboxFilter) {
  return useQuery<ContactMessage[]>({
    queryKey: [messagesUrl(status)],
    placeholderData: (prev) => prev,
  });
}

export function useContactThread(id: number | null) {
  return useQuery<ContactThread>({
    queryKey: [`/api/admin/contact-messages/${id}`],
    enabled: id !== null,
  });
}

/** After any change to a message, the thread and every inbox list read again. */
function useInboxChange<T>(id: number, send: (body: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => (await send(body)).json() as Promise<ContactMessage>,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin/contact-messages"),
      }),
  });
}

/** POST resolve or reopen. */
export function useSetMessageState(id: number) {
  return useInboxChange(id, (action: "resolve" | "reopen") =>
    apiRequest("POST", `/api/admin/contact-messages/${id}/${action}`),
  );
}

/** POST a reply: the server e-mails it through the outbox and records it on the thread. */
export function useReplyToMessage(id: number) {
  return useInboxChange(id, (body: ContactReplyBody) =>
    apiRequest("POST", `/api/admin/contact-messages/${id}/replies`, body),
  );
}
