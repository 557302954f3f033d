import type { QueryKey } from "@tanstack/react-query";
import type { SeatKey } from "@shared/contracts/seats";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { failureMessage } from "@client/lib/api-client";
import { formatDate } from "@client/lib/format-date";
import { toast } from "@client/lib/use-toast";
import { useDeactivateDevice } from "@client/lib/seats/my-seats";

const STATUS_TEXT: Record<SeatKey["status"], string> = {
  active: "Active",
  revoked: "Revoked (refunded)",
  expired: "Expired",
};

/**
 * A licence key, its state and the devices it is activated on, each with Deactivate; `alsoRefresh`
 * is the list beside it that shows the same key.
 */
export function LicenceKeyBox({
  licenceKey,
  alsoRefresh,
}: {
  licenceKey: SeatKey;
  alsoRefresh?: QueryKey;
}) {
  const deactivate = useDeactivateDevice(alsoRefresh);
  const { activations } = licenceKey;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-muted px-2 py-1 text-sm">{licenceKey.key}</code>
        <Badge variant={licenceKey.status === "active" ? "success" : "destructive"}>
          {STATUS_TEXT[licenceKey.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        On {activations.length} of {licenceKey.activationLimit}{" "}
        {licenceKey.activationLimit === 1 ? "device" : "devices"}
      </p>
      {activations.length ? (
        <ul className="divide-y rounded-md border" aria-label={`Devices of ${licenceKey.key}`}>
          {activations.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-3 p-2 pl-3">
              <span className="min-w-0 text-sm">
                <span className="font-medium">{device.instanceName}</span>{" "}
                <span className="text-muted-foreground">since {formatDate(device.createdAt)}</span>
              </span>
              <Button
                variant="outline"
                className="h-11 shrink-0 sm:h-9"
                disabled={deactivate.isPending}
                aria-label={`Deactivate ${device.instanceName}`}
                onClick={() =>
                  deactivate.mutate(device.id, {
                    onSuccess: () =>
                      toast({ title: "Device deactivated", description: device.instanceName }),
                    onError: (error) =>
                      toast({
                        title: "Not deactivated",
                        description: failureMessage(error, "Please try again."),
                        variant: "destructive",
                      }),
                  })
                }
              >
                Deactivate
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
