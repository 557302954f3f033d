import type { Firm } from "@shared/contracts/firms";
import type { SeatLine } from "@shared/contracts/seats";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { NativeSelect } from "@client/components/ui/native-select";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { failureMessage } from "@client/lib/api-client";
import { toast } from "@client/lib/use-toast";
import { seatsKey, useAssignSeat, useFirmSeats } from "./api/seats";
import { LicenceKeyBox } from "@client/components/licence-key-box";
import { SeatChanger } from "./seat-changer";

/** The firm's per-user purchases seat by seat: owners and purchasers give seats to people. */
export function SeatsCard({ firm }: { firm: Firm }) {
  const seats = useFirmSeats(firm.id, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">Seats</CardTitle>
        <CardDescription>
          Give each seat to a member: they see its key and download on their own page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {seats.isLoading ? (
          <Skeleton className="h-32 w-full" />
        ) : seats.isError ? (
          <LoadError what="the firm's seats" retry={seats} />
        ) : !seats.data?.length ? (
          <p className="text-sm text-muted-foreground">
            No seats yet. Products priced per user that you buy for {firm.name} appear here, seat by
            seat.
          </p>
        ) : (
          <div className="space-y-6">
            {seats.data.map((line) => (
              <SeatLineView key={line.orderItemId} line={line} firm={firm} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SeatLineView({ line, firm }: { line: SeatLine; firm: Firm }) {
  const assign = useAssignSeat(firm.id);
  const heading = `${line.name} (order #${line.orderId})`;
  return (
    <section aria-label={heading} className="space-y-3 rounded-md border p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 className="font-semibold">{heading}</h3>
        <p className="text-sm text-muted-foreground">
          {line.unassigned} of {line.seatCount} seats unassigned
        </p>
      </div>
      {line.subscriptionId ? (
        <SeatChanger firmId={firm.id} subscriptionId={line.subscriptionId} seats={line.seatCount} />
      ) : null}
      <ul className="divide-y" aria-label={`Seats of ${line.name}`}>
        {line.seats.map((seat) => (
          <li
            key={seat.seat}
            className="grid gap-2 py-3 sm:grid-cols-[6rem_14rem_1fr] sm:items-start"
          >
            <span className="text-sm font-medium sm:pt-2.5">Seat {seat.seat}</span>
            <NativeSelect
              aria-label={`Holder of seat ${seat.seat} of ${line.name}`}
              value={seat.holder?.userId ?? ""}
              disabled={assign.isPending}
              onChange={(event) =>
                assign.mutate(
                  {
                    orderItemId: line.orderItemId,
                    seat: seat.seat,
                    userId: event.target.value || null,
                  },
                  {
                    onSuccess: () =>
                      toast({
                        title: event.target.value ? "Seat assigned" : "Seat unassigned",
                        description: `Seat ${seat.seat} of ${line.name}`,
                      }),
                    onError: (error) =>
                      toast({
                        title: "Seat not changed",
                        description: failureMessage(error, "Please try again."),
                        variant: "destructive",
                      }),
                  },
                )
              }
            >
              <option value="">Unassigned</option>
              {firm.members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </NativeSelect>
            {seat.licenceKey ? (
              <LicenceKeyBox licenceKey={seat.licenceKey} alsoRefresh={seatsKey(firm.id)} />
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
