import { useId } from "react";

/**
 * A labelled file input for the product editor's uploads: hands over the chosen file (and clears
 * the input, so the same file can be chosen again), says what is happening, and shows a problem
 * tied to the input for screen readers.
 */
export function FilePicker({
  label,
  accept,
  busy,
  status,
  problem,
  onFile,
}: {
  label: string;
  accept: string;
  busy: boolean;
  /** "Uploading… 40%", "Installer uploaded…"; empty says nothing. */
  status: string;
  problem: string | null;
  onFile: (file: File) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="min-h-11 w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <p role="status" className="text-muted-foreground empty:hidden">
        {status}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
