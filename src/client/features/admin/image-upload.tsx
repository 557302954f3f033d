import { useState } from "react";
import { failureMessage } from "@client/lib/api-client";
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  useUploadProductImage,
} from "./api/upload-product-image";
import { FilePicker } from "./file-picker";

/** "Or upload an image": the stored file's URL goes into the Image URL field. */
export function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const upload = useUploadProductImage();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FilePicker
      label="Or upload an image (PNG, JPEG, WebP or GIF, up to 2 MB)"
      accept={PRODUCT_IMAGE_TYPES.join(",")}
      busy={upload.isPending}
      status={upload.isPending ? "Uploading..." : ""}
      problem={problem}
      onFile={(file) => {
        if (!PRODUCT_IMAGE_TYPES.includes(file.type))
          return setProblem("The image must be a PNG, JPEG, WebP or GIF file.");
        if (file.size > PRODUCT_IMAGE_MAX_BYTES)
          return setProblem("The image must be at most 2 MB.");
        setProblem(null);
        upload.mutate(file, {
          onSuccess: onUploaded,
          onError: (error) => setProblem(failureMessage(error, "The image could not be uploaded.")),
        });
      }}
    />
  );
}
