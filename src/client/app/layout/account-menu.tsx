import { useNavigate } from "react-router";
import CodeXml from "lucide-react/icons/code-xml";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Package from "lucide-react/icons/package";
import Shield from "lucide-react/icons/shield";
import Users from "lucide-react/icons/users";
import type { User } from "@shared/contracts/auth";
import { UserAvatar } from "@client/components/user-avatar";
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from "@client/components/ui/dropdown-menu";

export default function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "Professional";
  return (
    <Menu>
      {/* Named by hidden text, not aria-label: the initials shown would not match a label. */}
      <MenuTrigger className="rounded-full">
        <UserAvatar user={user} decorative />
        <span className="sr-only">Account menu</span>
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
        <MenuItem onSelect={() => navigate("/firm")}>
          <Users aria-hidden="true" /> Firm
        </MenuItem>
        {user.isAdmin ? (
          <>
            {/* The developer portal is for the shop's own integrators, not its customers. */}
            <MenuItem onSelect={() => navigate("/developers")}>
              <CodeXml aria-hidden="true" /> Developers
            </MenuItem>
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
