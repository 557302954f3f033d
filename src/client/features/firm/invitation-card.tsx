import { useNavigate } from "react-router";
import { FIRM_ROLE_DESCRIPTIONS, FIRM_ROLE_LABELS } from "@shared/contracts/firms";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { failureMessage } from "@client/lib/api-client";
import { formatDate } from "@client/lib/format-date";
import { toast } from "@client/lib/use-toast";
import { useAcceptInvitation, useInvitationPreview } from "./api/invitation";

/** An invitation link opened: what it offers, and Join. A used or expired link says so. */
export function InvitationCard({
  token,
  onJoined,
}: {
  token: string;
  onJoined: (firmId: number) => void;
}) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  if (preview.isLoading) return <Skeleton className="h-40 w-full" />;
  if (preview.isError || !preview.data) {
    return (
      <Card role="alert" className="border-destructive/40">
        <CardHeader>
          <CardTitle asHeading="h2">This invitation cannot be used</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">
            {failureMessage(
              preview.error,
              "We could not read this invitation. Try the link again.",
            )}
          </p>
          <Button
            variant="outline"
            className="h-11"
            onClick={() => navigate("/firm", { replace: true })}
          >
            Go to your firms
          </Button>
        </CardContent>
      </Card>
    );
  }
  const invite = preview.data;
  return (
    <Card className="border-accent/40">
      <CardHeader>
        <CardTitle asHeading="h2">Join {invite.firmName}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm">
          {invite.invitedBy} invited you as <strong>{FIRM_ROLE_LABELS[invite.role]}</strong>:{" "}
          {FIRM_ROLE_DESCRIPTIONS[invite.role].toLowerCase()}.
        </p>
        <p className="text-sm text-muted-foreground">
          Sent to {invite.email}; the link works once, until {formatDate(invite.expiresAt)}.
        </p>
        <Button
          className="h-11"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(token, {
              onSuccess: ({ firmId }) => {
                toast({ title: "Welcome aboard", description: `You joined ${invite.firmName}.` });
                onJoined(firmId);
              },
              onError: (error) =>
                toast({
                  title: "Could not join",
                  description: failureMessage(error, "Please try again."),
                  variant: "destructive",
                }),
            })
          }
        >
          {accept.isPending ? "Joining..." : `Join ${invite.firmName}`}
        </Button>
      </CardContent>
    </Card>
  );
}
