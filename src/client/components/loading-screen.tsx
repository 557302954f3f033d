import LoaderCircle from "lucide-react/icons/loader-circle";

export function LoadingScreen({ label = "Loading" }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm">{label}…</span>
    </div>
  );
}
