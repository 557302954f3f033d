import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DownloadBody, DownloadResponse } from "@shared/contracts/free-resources";
import { apiJson } from "@client/lib/api-client";
import { FREE_RESOURCES_KEY } from "./get-free-resources";

export async function recordDownload(body: DownloadBody): Promise<DownloadResponse> {
  // The contract (and zod) load on the first download, not with the page (decision 0083).
  const { downloadResponseSchema } = await import("@shared/contracts/free-resources");
  return apiJson("POST", "/api/free-resources/download", downloadResponseSchema, body);
}

/** Counts a download; the list is fetched again so the card shows the new count. */
export function useRecordDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDownload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FREE_RESOURCES_KEY }),
  });
}
