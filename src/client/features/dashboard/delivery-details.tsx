import CalendarClock from "lucide-react/icons/calendar-clock";
import KeyRound from "lucide-react/icons/key-round";
import { CopyButton } from "@client/components/copy-button";
import { FileChecksum } from "@client/components/file-checksum";
import type { OrderItem } from "@shared/contracts/orders";
import { deliveryInstructions, licenceKeyLabel } from "@shared/delivery";
import { bookingHref } from "@shared/contact-links";
import { buttonClass } from "@client/components/ui/button";

/**
 * What a line delivered: its licence keys (with copy buttons), its file and checksum, how to use
 * it, and for a service the step that books its session.
 */
export function DeliveryDetails({ item, orderId }: { item: OrderItem; orderId: number }) {
  if (!item.delivery && item.licenceKeys.length === 0 && !item.file) return null;
  const keyCount = item.licenceKeys.length;
  return (
    <div className="grid gap-2 text-sm">
      {keyCount > 0 ? (
        <ul className="grid gap-1" aria-label={`Licence keys for ${item.name}`}>
          {item.licenceKeys.map((key, index) => (
            <li key={key} className="flex flex-wrap items-center gap-2">
              <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="text-muted-foreground">
                {licenceKeyLabel(item.offer.unit, index, keyCount)}:
              </span>
              <code className="rounded bg-muted px-2 py-0.5 font-mono">{key}</code>
              <CopyButton text={key} label={`licence key ${index + 1}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {item.file && !item.refunded ? (
        <FileChecksum file={item.file} label={`Download file for ${item.name}`} />
      ) : null}
      {item.delivery ? (
        <p className="text-muted-foreground">
          {deliveryInstructions(item.delivery, item.offer.unit, item.file?.name)}
        </p>
      ) : null}
      {item.delivery === "service_booking" && !item.refunded ? (
        <a
          href={bookingHref(orderId, item.name)}
          className={buttonClass("outline", "sm", "justify-self-start")}
          aria-label={`Book your session for ${item.name}`}
        >
          <CalendarClock aria-hidden="true" /> Book your session
        </a>
      ) : null}
    </div>
  );
}
