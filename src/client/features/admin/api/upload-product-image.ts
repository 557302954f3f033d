import { useMutation } from "@tanstack/react-query";
import { apiErrorOf } from "@client/lib/api-client";

/** The server's limit, checked here too so a big file is not sent. */
export { PRODUCT_IMAGE_MAX_BYTES } from "@shared/constants";
export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/** POST /api/admin/product-images with the file as the body; answers the image's URL. */
export function useUploadProductImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const response = await fetch("/api/admin/product-images", {
        method: "POST",
        headers: { "Content-Type": file.type },
        body: file,
        credentials: "include",
      });
      const text = await response.text();
      if (!response.ok) throw apiErrorOf(response, text);
      return (JSON.parse(text) as { url: string }).url;
    },
  });
}
