import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  profileUpdateSchema,
  type ProfileUpdate,
  type ProfileUpdateInput,
  type User,
} from "@shared/contracts/auth";
import { fieldAria, FormField } from "@client/components/form-field";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { toast } from "@client/lib/use-toast";
import { failureMessage } from "@client/lib/api-client";
import { useUpdateProfile } from "./api/update-profile";

/** Edit Profile: first and last name, checked with the schema the server uses. */
export function EditProfileDialog({
  user,
  open,
  onOpenChange,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });

  const save = handleSubmit(async (names) => {
    try {
      await update.mutateAsync(names);
      toast({ title: "Profile Updated", description: "Your name has been saved." });
      onOpenChange(false);
    } catch (error) {
      setError("root", {
        message: failureMessage(error, "We could not save your profile. Please try again."),
      });
    }
  });

  const field = (name: keyof ProfileUpdateInput, label: string) => ({
    field: { id: `profile-${name}`, label, required: true, error: errors[name]?.message },
    control: { ...register(name), ...fieldAria(`profile-${name}`, errors[name]?.message, true) },
  });
  const firstName = field("firstName", "First Name");
  const lastName = field("lastName", "Last Name");

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Profile"
      description="The name shown on your account, orders and receipts."
    >
      <form onSubmit={save} noValidate className="grid gap-4" aria-label="Edit profile">
        <FormField {...firstName.field}>
          <Input autoComplete="given-name" {...firstName.control} />
        </FormField>
        <FormField {...lastName.field}>
          <Input autoComplete="family-name" {...lastName.control} />
        </FormField>
        {errors.root ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.root.message}
          </p>
        ) : null}
        <DialogActions>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Changes"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
