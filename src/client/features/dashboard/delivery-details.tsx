import { useState } from "react";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import KeyRound from "lucide-react/icons/key-round";
import type { OrderItem } from "@shared/contracts/orders";
import { DELIVERY_INSTRUCTIONS } from "@shared/delivery";
import { bookingHref } from "@shared/contact-links";
import { Button, buttonClass } from "@client/components/ui/button";

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/**
 * What a line delivered: its licence keys (with copy buttons), how to use it, and for a service
 * the step that books its session.
 */
export function DeliveryDetails({ item, orderId }: { item: OrderItem; orderId: number }) {
  if (!item.delivery && item.licenceKeys.length === 0) return null;
  return (
    <div className="grid gap-2 text-sm">
      {item.licenceKeys.length > 0 ? (
        <ul className="grid gap-1" aria-label={`Licence keys for ${item.name}`}>
          {item.licenceKeys.map((key, seat) => (
            <li key={key} className="flex flex-wrap items-center gap-2">
              <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="text-muted-foreground">Licence key (seat {seat + 1}):</span>
              <code className="rounded bg-muted px-2 py-0.5 font-mono">{key}</code>
              <CopyButton text={key} label={`licence key ${seat + 1}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {item.delivery ? (
        <p className="text-muted-foreground">{DELIVERY_INSTRUCTIONS[item.delivery]}</p>
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
