import type { User } from "@shared/contracts/auth";
import { cn } from "@client/lib/cn";

function initials(user: User): string {
  const letters = `${user.firstName?.[0] ?? ""}${user.lastName?.[0] ?? ""}`.toUpperCase();
  return letters || (user.email?.[0]?.toUpperCase() ?? "P");
}

/** The profile picture, or the initials on a coloured disc when there is none. */
export function UserAvatar({
  user,
  className = "size-9",
  decorative = false,
}: {
  user: User;
  className?: string;
  /** Inside a control named otherwise: the initials are hidden from assistive technology. */
  decorative?: boolean;
}) {
  return user.profileImageUrl ? (
    <img src={user.profileImageUrl} alt="" className={cn("rounded-full object-cover", className)} />
  ) : (
    <span
      aria-hidden={decorative || undefined}
      className={cn(
        "flex items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground",
        className,
      )}
    >
      {initials(user)}
    </span>
  );
}
