import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { acceptedInvitationSchema, invitationPreviewSchema } from "@shared/contracts/firms";
import { apiJson, checkedQuery } from "@client/lib/api-client";
import { FIRMS_KEY } from "./get-firms";

/** GET /api/firm-invitations/preview?token=…: what the link offers, before it is accepted. */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: [`/api/firm-invitations/preview?${new URLSearchParams({ token: token ?? "" })}`],
    queryFn: checkedQuery(invitationPreviewSchema),
    enabled: Boolean(token),
  });
}

/** POST /api/firm-invitations/accept: join the firm; the link is then used up. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson("POST", "/api/firm-invitations/accept", acceptedInvitationSchema, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIRMS_KEY }),
  });
}
