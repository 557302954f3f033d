import Download from "lucide-react/icons/download";
import FileDown from "lucide-react/icons/file-down";
import { RESOURCE_TAGS_SHOWN } from "@shared/constants";
import { formatCount } from "@shared/format-count";
import type { FreeResource } from "@shared/contracts/free-resources";
import { RESOURCE_CATEGORY_LABELS } from "@shared/resource-categories";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { CATEGORY_ICONS } from "./category-icon";

export function ResourceCard({
  resource,
  onDownload,
  downloading,
}: {
  resource: FreeResource;
  onDownload: (resource: FreeResource) => void;
  downloading: boolean;
}) {
  const Icon = CATEGORY_ICONS[resource.category];
  const shownTags = resource.tags.slice(0, RESOURCE_TAGS_SHOWN);
  const hiddenTags = resource.tags.length - shownTags.length;
  const downloads = resource.downloadCount;
  // What the file is, before it is opened: "PDF", "CSV", "XLSX".
  const format = resource.fileName.split(".").pop()?.toUpperCase();
  return (
    <Card
      className="flex flex-col p-6 transition-shadow hover:shadow-md"
      data-testid="resource-card"
    >
      <div className="flex items-center justify-between gap-3">
        <Badge variant="secondary" className="gap-1.5">
          <Icon className="size-3.5" aria-hidden="true" />
          {RESOURCE_CATEGORY_LABELS[resource.category]}
        </Badge>
        <span className="text-xs text-muted-foreground" data-testid="resource-file">
          <span className="sr-only">File: </span>
          {format} · {resource.fileSize}
        </span>
      </div>
      <h2 className="mt-4 text-lg font-semibold leading-snug">{resource.title}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{resource.description}</p>
      <ul className="mb-5 mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
        {shownTags.map((tag) => (
          <li key={tag}>
            <Badge variant="outline" className="font-medium text-muted-foreground">
              {tag}
            </Badge>
          </li>
        ))}
        {hiddenTags > 0 ? (
          <li>
            <Badge
              variant="outline"
              className="font-medium text-muted-foreground"
              title={resource.tags.slice(RESOURCE_TAGS_SHOWN).join(", ")}
            >
              +{hiddenTags} more
            </Badge>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3 border-t pt-4">
        {/* No count until there is one: "0 downloads" on every card says nothing useful. */}
        {downloads > 0 ? (
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <FileDown className="size-4" aria-hidden="true" />
            <span data-testid="download-count">
              {formatCount(downloads)} {downloads === 1 ? "download" : "downloads"}
            </span>
          </span>
        ) : (
          <span />
        )}
        <Button
          size="sm"
          variant="accent"
          onClick={() => onDownload(resource)}
          disabled={downloading}
          aria-label={`Download ${resource.title}`}
        >
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
    </Card>
  );
}
