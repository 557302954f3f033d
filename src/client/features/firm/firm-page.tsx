import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import Users from "lucide-react/icons/users";
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
import { MySeatsCard } from "@client/components/my-seats-card";
import { failureMessage } from "@client/lib/api-client";
import { useAuth } from "@client/lib/use-auth";
import { toast } from "@client/lib/use-toast";
import {
  canPurchase,
  FIRM_ROLE_DESCRIPTIONS,
  FIRM_ROLE_LABELS,
  type FirmSummary,
} from "@shared/contracts/firms";
import { useFirm, useFirms } from "./api/get-firms";
import { useCreateFirm } from "./api/manage-firm";
import { FirmDetailsForm } from "./firm-details-form";
import { InvitationCard } from "./invitation-card";
import { MembersCard } from "./members-card";
import { SeatsCard } from "./seats-card";

/**
 * /firm: the firms you belong to (decision 0250). Owners manage members and invitations;
 * purchasers buy and assign seats; members see what is assigned to them. An invitation link
 * (/firm?invitation=…) opens here with its Join card.
 */
export default function FirmPage() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get("invitation");
  const firms = useFirms();
  const [chosen, setChosen] = useState<number>();
  if (!user) return null;
  const list = firms.data ?? [];
  const firmId = list.find((f) => f.id === chosen)?.id ?? list[0]?.id;

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your firm</h1>
        <p className="mt-1 text-muted-foreground">
          Buy for your firm, give seats to your people, and see who uses what.
        </p>
      </div>
      {token ? (
        <InvitationCard
          token={token}
          onJoined={(joined) => {
            setChosen(joined);
            navigate("/firm", { replace: true });
          }}
        />
      ) : null}
      {firms.isLoading ? (
        <Skeleton className="h-48 w-full" />
      ) : firms.isError ? (
        <LoadError what="your firms" retry={firms} />
      ) : list.length === 0 ? (
        token ? null : (
          <CreateFirmCard />
        )
      ) : (
        <>
          {list.length > 1 ? (
            <FirmChooser firms={list} value={firmId!} onChange={setChosen} />
          ) : null}
          <FirmPanel firmId={firmId!} userId={user.id} />
        </>
      )}
    </div>
  );
}

function FirmChooser({
  firms,
  value,
  onChange,
}: {
  firms: FirmSummary[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <div className="max-w-sm">
      <label htmlFor="firm-chooser" className="mb-1.5 block text-sm font-medium">
        Firm
      </label>
      <NativeSelect
        id="firm-chooser"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {firms.map((firm) => (
          <option key={firm.id} value={firm.id}>
            {firm.name} ({FIRM_ROLE_LABELS[firm.role]})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function CreateFirmCard() {
  const { user } = useAuth();
  const create = useCreateFirm();
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <Users className="size-6 text-accent" aria-hidden="true" />
          <CardTitle asHeading="h2">Create your firm</CardTitle>
        </div>
        <CardDescription>
          Buy licences for your firm, invite your people and give each a seat. Invoices are made out
          to the firm. You can still buy for yourself.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FirmDetailsForm
          initial={{
            name: "",
            billing: {
              name: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
              address: "",
              ein: "",
            },
          }}
          submitLabel="Create firm"
          pending={create.isPending}
          onSubmit={(details) =>
            create.mutate(details, {
              onSuccess: (firm) =>
                toast({ title: "Firm created", description: `${firm.name} is ready.` }),
              onError: (error) =>
                toast({
                  title: "Firm not created",
                  description: failureMessage(error, "Please try again."),
                  variant: "destructive",
                }),
            })
          }
        />
      </CardContent>
    </Card>
  );
}

function FirmPanel({ firmId, userId }: { firmId: number; userId: string }) {
  const firm = useFirm(firmId);
  if (firm.isLoading) return <Skeleton className="h-64 w-full" />;
  if (firm.isError || !firm.data)
    return (
      <LoadError what="your firm" onRetry={() => void firm.refetch()} retrying={firm.isFetching} />
    );
  const data = firm.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="firm-heading" className="rounded-lg border bg-card p-5">
        <h2 id="firm-heading" className="text-2xl font-semibold">
          {data.name}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          You are {FIRM_ROLE_LABELS[data.role].toLowerCase()}:{" "}
          {FIRM_ROLE_DESCRIPTIONS[data.role].toLowerCase()}.
        </p>
        {data.billing ? (
          <p className="mt-3 text-sm">
            <span className="text-muted-foreground">Invoices made out to </span>
            {data.billing.name}, {data.billing.firm}, {data.billing.address.split("\n").join(", ")}
            {data.billing.ein ? ` · EIN ${data.billing.ein}` : ""}
          </p>
        ) : null}
      </section>
      <MySeatsCard />
      {canPurchase(data.role) ? <SeatsCard firm={data} /> : null}
      <MembersCard firm={data} userId={userId} />
    </div>
  );
}
