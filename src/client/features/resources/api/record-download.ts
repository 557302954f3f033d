import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DownloadBody, DownloadResponse } from "@shared/contracts/free-resources";
import { apiRequest } from "@client/lib/api-client";
import { FREE_RESOURCES_KEY } from "./get-free-resources";

export async function recordDownload(body: DownloadBody): Promise<DownloadResponse> {
  const response = await apiRequest("POST", "/api/free-resources/download", body);
  return (await response.json()) as DownloadResponse;
}

/** Counts a download; the list is fetched again so the card shows the new count. */
export function useRecordDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDownload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FREE_RESOURCES_KEY }),
  });
}
