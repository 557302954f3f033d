import Download from "lucide-react/icons/download";
import { buttonClass } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { countOf } from "@shared/offer";
import { useMySeats } from "@client/lib/seats/my-seats";
import { LicenceKeyBox } from "./licence-key-box";

/**
 * What the firm gave the signed-in person: each product, its key, devices and download. The
 * dashboard shows it only to someone a firm gave a seat (`onlyWithSeats`).
 */
export function MySeatsCard({ onlyWithSeats = false }: { onlyWithSeats?: boolean }) {
  const seats = useMySeats();
  if (onlyWithSeats && !seats.isError && !seats.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">Assigned to you</CardTitle>
        <CardDescription>
          The seats your firm gave you, with their keys and downloads.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {seats.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : seats.isError ? (
          <LoadError what="your seats" retry={seats} />
        ) : !seats.data?.length ? (
          <p className="text-sm text-muted-foreground">
            Nothing is assigned to you yet. Your firm&apos;s owner or purchaser gives out seats.
          </p>
        ) : (
          <ul className="space-y-4" aria-label="Your seats">
            {seats.data.map((seat) => (
              <li
                key={`${seat.orderItemId}:${seat.seat}`}
                className="space-y-3 rounded-md border p-4"
              >
                <div>
                  <p className="font-semibold">{seat.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {seat.firm.name} · seat {seat.seat} · {countOf(seat.offer.unit, 1)}
                  </p>
                </div>
                {seat.licenceKey ? <LicenceKeyBox licenceKey={seat.licenceKey} /> : null}
                {seat.downloadable ? (
                  <a
                    href={`/api/orders/${seat.orderId}/items/${seat.orderItemId}/download`}
                    className={buttonClass("outline", "default", "h-11 sm:h-10")}
                  >
                    <Download aria-hidden="true" /> Download {seat.name}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
