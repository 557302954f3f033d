import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { productInstallerSchema, type ProductInstaller } from "@shared/contracts/product-installer";
import { ApiError, checkedQuery, errorBodyOf } from "@client/lib/api-client";
import { refreshCatalogueQueries } from "./get-admin-products";

const installerUrl = (productId: number) => `/api/admin/products/${productId}/installer`;

/** GET /api/admin/products/{id}/installer: the file the product delivers, with its SHA-256. */
export function useProductInstaller(productId: number) {
  return useQuery({
    queryKey: [installerUrl(productId)],
    queryFn: checkedQuery(productInstallerSchema),
  });
}

/** The upload as multipart/form-data, with its progress (fetch cannot report an upload's). */
function send(
  productId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ProductInstaller> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", installerUrl(productId));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(productInstallerSchema.parse(JSON.parse(text)));
        } catch (error) {
          reject(error);
        }
      } else {
        const { message, code } = errorBodyOf(text);
        reject(new ApiError(request.status, text || request.statusText, message, code));
      }
    };
    request.onerror = () => reject(new ApiError(0, "Network error", undefined, undefined));
    const body = new FormData();
    body.append("file", file, file.name);
    request.send(body);
  });
}

/**
 * POST /api/admin/products/{id}/installer. On success the product delivers the new file: its
 * installer query holds the answer and the catalogue's lists refetch (downloadUrl changed).
 */
export function useUploadInstaller(productId: number, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => send(productId, file, onProgress),
    onSuccess: (installer) => {
      queryClient.setQueryData([installerUrl(productId)], installer);
      void refreshCatalogueQueries(queryClient);
    },
  });
}
