import { useState } from "react";
import { FileChecksum } from "@client/components/file-checksum";
import { LoadError } from "@client/components/load-error";
import { Skeleton } from "@client/components/ui/skeleton";
import { failureMessage } from "@client/lib/api-client";
import { formatFileSize } from "@shared/file-size";
import { installerExtensionOf, INSTALLER_TYPES_IN_WORDS } from "@shared/installers";
import { useProductInstaller, useUploadInstaller } from "./api/product-installer";
import { FilePicker } from "./file-picker";

/**
 * The installer a licence-key product delivers (decision 0195): its file and SHA-256, and an
 * upload that replaces it. The upload saves at once (buyers from then on download it) and puts the
 * new file's URL in the dialog's Download URL field, so saving the dialog keeps it.
 */
export function InstallerSection({
  productId,
  onUploaded,
}: {
  /** Null while the product is being created: an installer needs a saved product. */
  productId: number | null;
  onUploaded: (downloadUrl: string) => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Installer</legend>
      {productId === null ? (
        <p className="text-sm text-muted-foreground">
          Save the product first, then upload its installer here.
        </p>
      ) : (
        <CurrentInstaller productId={productId} onUploaded={onUploaded} />
      )}
    </fieldset>
  );
}

function CurrentInstaller({
  productId,
  onUploaded,
}: {
  productId: number;
  onUploaded: (downloadUrl: string) => void;
}) {
  const query = useProductInstaller(productId);
  const [progress, setProgress] = useState(0);
  const upload = useUploadInstaller(productId, setProgress);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  if (query.isError) return <LoadError what="the installer" retry={query} />;
  const { installer, maxBytes, accepts } = query.data;
  const choose = (file: File) => {
    setDone(null);
    if (!installerExtensionOf(file.name))
      return setProblem(`An installer must be a ${INSTALLER_TYPES_IN_WORDS} file.`);
    if (file.size === 0) return setProblem("The installer file is empty.");
    if (file.size > maxBytes)
      return setProblem(`The installer must be at most ${formatFileSize(maxBytes)}.`);
    setProblem(null);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (answer) => {
        if (answer.installer) onUploaded(answer.installer.downloadUrl);
        setDone("Installer uploaded: buyers from now on download this file.");
      },
      onError: (error) => setProblem(failureMessage(error, "The installer could not be uploaded.")),
    });
  };

  return (
    <div className="grid min-w-0 gap-3">
      {installer ? (
        <FileChecksum
          file={{ name: installer.fileName, size: installer.size, sha256: installer.sha256 }}
          label="Current installer"
          note={installer.uploaded ? "uploaded" : "package built with the catalogue"}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          No installer yet: buyers receive their licence key only.
        </p>
      )}
      <FilePicker
        label={`Upload a new installer (${INSTALLER_TYPES_IN_WORDS}, up to ${formatFileSize(maxBytes)})`}
        accept={accepts.join(",")}
        busy={upload.isPending}
        status={upload.isPending ? `Uploading… ${Math.round(progress * 100)}%` : (done ?? "")}
        problem={problem}
        onFile={choose}
      />
    </div>
  );
}
