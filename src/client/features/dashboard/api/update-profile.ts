import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userSchema, type ProfileUpdate, type User } from "@shared/contracts/auth";
import { apiRequest } from "@client/lib/api-client";
import { AUTH_USER_KEY } from "@client/lib/use-auth";

async function updateProfile(names: ProfileUpdate): Promise<User> {
  const response = await apiRequest("PATCH", "/api/auth/user", names);
  return userSchema.parse(await response.json());
}

/** PATCH /api/auth/user: Edit Profile; the answer is the new current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}
