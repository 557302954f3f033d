import { useState } from "react";
import type { User } from "@shared/contracts/auth";
import { Button, buttonClass } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { UserAvatar } from "@client/components/user-avatar";
import { EditProfileDialog } from "./edit-profile-dialog";

export function ProfileTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    ["First name", user.firstName ?? "—"],
    ["Last name", user.lastName ?? "—"],
    ["Email", user.email ?? "—"],
    ["Account type", user.isAdmin ? "Administrator" : "Professional"],
  ];
  return (
    <Card className="max-w-2xl">
      <CardHeader className="flex flex-row items-center gap-4">
        <UserAvatar user={user} className="size-16 text-xl" />
        <div>
          <CardTitle asHeading="h2">
            {[user.firstName, user.lastName].filter(Boolean).join(" ") || "Professional"}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{user.email}</p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
          <a href="/api/logout" className={buttonClass("secondary")}>
            Sign Out
          </a>
        </div>
      </CardContent>
      {/* Mounted only while open, so the form starts from the saved name each time. */}
      {editing ? <EditProfileDialog user={user} open onOpenChange={setEditing} /> : null}
    </Card>
  );
}
