import { useId, useState } from "react";
import { failureMessage } from "@client/lib/api-client";
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  useUploadProductImage,
} from "./api/upload-product-image";

/** "Or upload an image": the stored file's URL goes into the Image URL field. */
export function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const id = useId();
  const upload = useUploadProductImage();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        Or upload an image (PNG, JPEG, WebP or GIF, up to 2 MB)
      </label>
      <input
        id={id}
        type="file"
        accept={PRODUCT_IMAGE_TYPES.join(",")}
        disabled={upload.isPending}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          if (!PRODUCT_IMAGE_TYPES.includes(file.type))
            return setProblem("The image must be a PNG, JPEG, WebP or GIF file.");
          if (file.size > PRODUCT_IMAGE_MAX_BYTES)
            return setProblem("The image must be at most 2 MB.");
          setProblem(null);
          upload.mutate(file, {
            onSuccess: onUploaded,
            onError: (error) =>
              setProblem(failureMessage(error, "The image could not be uploaded.")),
          });
        }}
      />
      {upload.isPending ? <p className="text-muted-foreground">Uploading...</p> : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
