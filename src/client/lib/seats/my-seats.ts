import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { mySeatsSchema, type MySeat } from "@shared/contracts/seats";
import type { PageQuery } from "@shared/contracts/page-render";
import { apiRequest, checkedQuery } from "@client/lib/api-client";

/**
 * GET /api/my-seats: the seats the signed-in person's firms gave them, with keys and devices.
 * The contract is imported statically: the firm's screens import the same file.
 */
export const MY_SEATS_QUERY: PageQuery<MySeat[]> = {
  url: "/api/my-seats",
  contract: () => Promise.resolve(mySeatsSchema),
};
export const MY_SEATS_KEY = [MY_SEATS_QUERY.url] as const;

export function useMySeats() {
  return useQuery({ queryKey: MY_SEATS_KEY, queryFn: checkedQuery(mySeatsSchema) });
}

/** DELETE /api/licence-activations/{id}: take a device off a key; `alsoRefresh` shows it too. */
export function useDeactivateDevice(alsoRefresh?: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activationId: string) =>
      apiRequest("DELETE", `/api/licence-activations/${activationId}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_SEATS_KEY });
      if (alsoRefresh) await queryClient.invalidateQueries({ queryKey: alsoRefresh });
    },
  });
}
