import { useLocation } from "wouter";
import { Code2, LayoutDashboard, LogOut, Package, Shield } from "lucide-react";
import type { User } from "@shared/contracts/auth";
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from "@client/components/ui/dropdown-menu";

export function initials(user: User): string {
  const letters = `${user.firstName?.[0] ?? ""}${user.lastName?.[0] ?? ""}`.toUpperCase();
  return letters || (user.email?.[0]?.toUpperCase() ?? "P");
}

export function Avatar({ user, className = "size-9" }: { user: User; className?: string }) {
  return user.profileImageUrl ? (
    <img src={user.profileImageUrl} alt="" className={`${className} rounded-full object-cover`} />
  ) : (
    <span
      className={`${className} flex items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground`}
    >
      {initials(user)}
    </span>
  );
}

export default function AccountMenu({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "Professional";
  return (
    <Menu>
      <MenuTrigger className="rounded-full" aria-label="Account menu">
        <Avatar user={user} />
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>
          <span className="block font-medium">{name}</span>
          {user.email ? (
            <span className="block text-xs text-muted-foreground">{user.email}</span>
          ) : null}
        </MenuLabel>
        <MenuSeparator />
        <MenuItem onSelect={() => navigate("/dashboard")}>
          <LayoutDashboard aria-hidden="true" /> Dashboard
        </MenuItem>
        <MenuItem onSelect={() => navigate("/developers")}>
          <Code2 aria-hidden="true" /> Developers
        </MenuItem>
        {user.isAdmin ? (
          <>
            <MenuItem onSelect={() => navigate("/admin")}>
              <Shield aria-hidden="true" /> Admin
            </MenuItem>
            <MenuItem onSelect={() => navigate("/product-management")}>
              <Package aria-hidden="true" /> Products
            </MenuItem>
          </>
        ) : null}
        <MenuSeparator />
        <MenuItem onSelect={() => window.location.assign("/api/logout")}>
          <LogOut aria-hidden="true" /> Sign Out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
