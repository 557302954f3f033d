import { useState, type FormEvent } from "react";
import {
  FIRM_ROLE_LABELS,
  FIRM_ROLE_VALUES,
  inviteBodySchema,
  type Firm,
  type FirmRole,
} from "@shared/contracts/firms";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { fieldAria, FormField } from "@client/components/form-field";
import { failureMessage } from "@client/lib/api-client";
import { formatDate } from "@client/lib/format-date";
import { toast } from "@client/lib/use-toast";
import { useManageFirm, type FirmChange } from "./api/manage-firm";

function useFirmChange(firmId: number) {
  const manage = useManageFirm(firmId);
  const run = (change: FirmChange, done: string, after?: () => void) =>
    manage.mutate(change, {
      onSuccess: () => {
        toast({ title: done });
        after?.();
      },
      onError: (error) =>
        toast({
          title: "Not changed",
          description: failureMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });
  return { run, pending: manage.isPending };
}

/**
 * Who is in the firm and with what role; owners change roles, remove people, hand the firm over
 * (asked twice: they become a purchaser) and invite.
 */
export function MembersCard({ firm, userId }: { firm: Firm; userId: string }) {
  const { run, pending } = useFirmChange(firm.id);
  const [handingOverTo, setHandingOverTo] = useState<string | null>(null);
  const owner = firm.role === "owner";
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">Members</CardTitle>
        <CardDescription>
          {firm.members.length} {firm.members.length === 1 ? "person" : "people"} in {firm.name}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ul className="divide-y rounded-md border" aria-label="Firm members">
          {firm.members.map((member) => {
            const self = member.userId === userId;
            return (
              <li
                key={member.userId}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {member.name}
                    {self ? <span className="text-muted-foreground"> (you)</span> : null}
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    {member.email ?? "No e-mail"} · joined {formatDate(member.joinedAt)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {owner && !self ? (
                    <>
                      <NativeSelect
                        aria-label={`Role of ${member.name}`}
                        value={member.role}
                        disabled={pending}
                        className="w-36"
                        onChange={(event) =>
                          run(
                            {
                              kind: "role",
                              userId: member.userId,
                              role: event.target.value as FirmRole,
                            },
                            `${member.name} is now ${FIRM_ROLE_LABELS[event.target.value as FirmRole].toLowerCase()}`,
                          )
                        }
                      >
                        {FIRM_ROLE_VALUES.map((role) => (
                          <option key={role} value={role}>
                            {FIRM_ROLE_LABELS[role]}
                          </option>
                        ))}
                      </NativeSelect>
                      <Button
                        variant="outline"
                        className="h-11 sm:h-10"
                        disabled={pending}
                        aria-label={`Remove ${member.name}`}
                        onClick={() =>
                          run(
                            { kind: "remove", userId: member.userId },
                            `${member.name} was removed`,
                          )
                        }
                      >
                        Remove
                      </Button>
                      {handingOverTo === member.userId ? (
                        <Button
                          className="h-11 sm:h-10"
                          disabled={pending}
                          onClick={() =>
                            run(
                              { kind: "transfer", userId: member.userId },
                              `${member.name} owns ${firm.name} now; you are a purchaser`,
                              () => setHandingOverTo(null),
                            )
                          }
                        >
                          Confirm: {member.name} becomes owner, you purchaser
                        </Button>
                      ) : member.role !== "owner" ? (
                        <Button
                          variant="outline"
                          className="h-11 sm:h-10"
                          disabled={pending}
                          aria-label={`Transfer ownership to ${member.name}`}
                          onClick={() => setHandingOverTo(member.userId)}
                        >
                          Transfer ownership
                        </Button>
                      ) : null}
                    </>
                  ) : (
                    <Badge variant={member.role === "owner" ? "default" : "secondary"}>
                      {FIRM_ROLE_LABELS[member.role]}
                    </Badge>
                  )}
                  {self ? (
                    <Button
                      variant="outline"
                      className="h-11 sm:h-10"
                      disabled={pending}
                      onClick={() => run({ kind: "remove", userId }, `You left ${firm.name}`)}
                    >
                      Leave firm
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {owner ? <InviteForm firm={firm} /> : null}
      </CardContent>
    </Card>
  );
}

function InviteForm({ firm }: { firm: Firm }) {
  const { run, pending } = useFirmChange(firm.id);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"member" | "purchaser">("member");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteBodySchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    run({ kind: "invite", invite: parsed.data }, `Invitation sent to ${parsed.data.email}`, () =>
      setEmail(""),
    );
  };
  return (
    <div className="space-y-4">
      <form
        noValidate
        onSubmit={submit}
        aria-label="Invite a member"
        className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      >
        <FormField id="invite-email" label="Invite by e-mail" required error={error}>
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...fieldAria("invite-email", error, true)}
          />
        </FormField>
        <FormField id="invite-role" label="Role" required>
          <NativeSelect
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as "member" | "purchaser")}
          >
            <option value="member">Member</option>
            <option value="purchaser">Purchaser</option>
          </NativeSelect>
        </FormField>
        <Button type="submit" className="h-11 sm:h-10" disabled={pending}>
          {pending ? "Sending..." : "Send invitation"}
        </Button>
      </form>
      {firm.invitations?.length ? (
        <div>
          <h3 className="mb-2 text-sm font-medium">Waiting for an answer</h3>
          <ul className="divide-y rounded-md border" aria-label="Pending invitations">
            {firm.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-sm">
                  <span className="font-medium">{invitation.email}</span>{" "}
                  <span className="text-muted-foreground">
                    as {FIRM_ROLE_LABELS[invitation.role].toLowerCase()}, until{" "}
                    {formatDate(invitation.expiresAt)}
                  </span>
                </p>
                <Button
                  variant="ghost"
                  className="h-11 self-start sm:h-10"
                  disabled={pending}
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() =>
                    run({ kind: "withdraw", invitationId: invitation.id }, "Invitation withdrawn")
                  }
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
