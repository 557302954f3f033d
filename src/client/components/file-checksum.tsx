import FileDown from "lucide-react/icons/file-down";
import { formatFileSize } from "@shared/file-size";
import { CopyButton } from "./copy-button";

/**
 * A downloadable file's name, size and SHA-256, with a copy button: what a buyer checks a
 * download against, and what an admin sees of the file a product delivers.
 */
export function FileChecksum({
  file,
  label,
  note,
}: {
  file: { name: string; size: number; sha256: string };
  /** The group's accessible name: "Download file for Kestrel Trial Balance". */
  label: string;
  /** Said after the size: "uploaded", "built with the catalogue". */
  note?: string;
}) {
  return (
    <div className="grid min-w-0 gap-1 text-sm" role="group" aria-label={label}>
      <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
        <FileDown className="size-4 shrink-0" aria-hidden="true" />
        <span className="break-all text-foreground">{file.name}</span>
        <span>
          ({formatFileSize(file.size)}
          {note ? `, ${note}` : ""})
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-muted-foreground">SHA-256:</span>
        <code className="min-w-0 max-w-full break-all rounded bg-muted px-2 py-0.5 font-mono text-xs">
          {file.sha256}
        </code>
        <CopyButton text={file.sha256} label={`SHA-256 of ${file.name}`} />
      </div>
    </div>
  );
}
