import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { subscriptionSchema } from "@shared/contracts/orders";
import { seatChangeQuoteSchema, seatLinesSchema } from "@shared/contracts/seats";
import { apiJson, checkedQuery } from "@client/lib/api-client";
import { MY_SEATS_KEY } from "@client/lib/seats/my-seats";

export const seatsKey = (firmId: number) => [`/api/firms/${firmId}/seats`] as const;

/** GET /api/firms/{id}/seats: the firm's per-user purchases seat by seat (owners, purchasers). */
export function useFirmSeats(firmId: number, enabled: boolean) {
  return useQuery({
    queryKey: seatsKey(firmId),
    queryFn: checkedQuery(seatLinesSchema),
    enabled,
  });
}

/** PUT /api/firms/{id}/seats/{line}/{seat}: give a seat to a member, or take it back (null). */
export function useAssignSeat(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderItemId: number; seat: number; userId: string | null }) =>
      apiJson(
        "PUT",
        `/api/firms/${firmId}/seats/${input.orderItemId}/${input.seat}`,
        seatLinesSchema,
        { userId: input.userId },
      ),
    onSuccess: async (lines) => {
      queryClient.setQueryData(seatsKey(firmId), lines);
      await queryClient.invalidateQueries({ queryKey: MY_SEATS_KEY });
    },
  });
}

/** GET /api/subscriptions/{id}/seat-change?seats=N: the change priced, nothing changed. */
export function fetchSeatChangeQuote(subscriptionId: number, seats: number) {
  return apiJson(
    "GET",
    `/api/subscriptions/${subscriptionId}/seat-change?seats=${seats}`,
    seatChangeQuoteSchema,
  );
}

/** PUT /api/subscriptions/{id}/seats: make the change that was priced. */
export function useChangeSeats(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subscriptionId: number; seats: number }) =>
      apiJson("PUT", `/api/subscriptions/${input.subscriptionId}/seats`, subscriptionSchema, {
        seats: input.seats,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: seatsKey(firmId) });
      await queryClient.invalidateQueries({ queryKey: ["/api/subscriptions"] });
    },
  });
}
