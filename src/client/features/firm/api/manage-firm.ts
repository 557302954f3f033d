import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  firmInvitationSchema,
  firmSchema,
  type FirmDetailsInput,
  type FirmRole,
  type InviteBody,
} from "@shared/contracts/firms";
import { apiJson, apiRequest } from "@client/lib/api-client";
import { firmKey, FIRMS_KEY } from "./get-firms";

/** POST /api/firms: a new firm with the signed-in person as owner. */
export function useCreateFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: FirmDetailsInput) => apiJson("POST", "/api/firms", firmSchema, details),
    onSuccess: (firm) => {
      queryClient.setQueryData(firmKey(firm.id), firm);
      return queryClient.invalidateQueries({ queryKey: FIRMS_KEY });
    },
  });
}

export type FirmChange =
  | { kind: "details"; details: FirmDetailsInput }
  | { kind: "invite"; invite: InviteBody }
  | { kind: "withdraw"; invitationId: number }
  | { kind: "role"; userId: string; role: FirmRole }
  | { kind: "remove"; userId: string }
  | { kind: "transfer"; userId: string };

function send(firmId: number, change: FirmChange): Promise<unknown> {
  const base = `/api/firms/${firmId}`;
  switch (change.kind) {
    case "details":
      return apiJson("PUT", base, firmSchema, change.details);
    case "invite":
      return apiJson("POST", `${base}/invitations`, firmInvitationSchema, change.invite);
    case "withdraw":
      return apiRequest("DELETE", `${base}/invitations/${change.invitationId}`);
    case "role":
      return apiJson("PATCH", `${base}/members/${change.userId}`, firmSchema, {
        role: change.role,
      });
    case "remove":
      return apiRequest("DELETE", `${base}/members/${change.userId}`);
    case "transfer":
      return apiJson("POST", `${base}/transfer-ownership`, firmSchema, { userId: change.userId });
  }
}

/**
 * The firm's own routes (PUT, invitations, members, transfer): each change refetches the firm
 * and the list of firms (a role or a head count may have changed).
 */
export function useManageFirm(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FirmChange) => send(firmId, change),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: firmKey(firmId) });
      await queryClient.invalidateQueries({ queryKey: FIRMS_KEY });
    },
  });
}
