import { Fragment } from "react";
import { Link } from "react-router";
import { cn } from "@client/lib/cn";
import { parseMarkdown, type Block, type Inline } from "./parse-markdown";

/** The words of some inline nodes, for a caption. */
const plainText = (nodes: Inline[]): string =>
  nodes.map((node) => (node.type === "text" ? node.text : plainText(node.children))).join("");

/**
 * A comparison table: real table markup (column and row headers, a caption for screen readers) in
 * a focusable region that scrolls sideways on a narrow screen instead of squeezing the columns.
 */
function TableBlock({ block }: { block: Extract<Block, { type: "table" }> }) {
  const columns = block.header.slice(1).map(plainText).filter(Boolean);
  const caption = columns.length ? `Comparison of ${columns.join(", ")}` : "Comparison";
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md border bg-background focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[28rem] border-collapse text-left text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/60 align-top">
            {block.header.map((cell, i) => (
              <th
                key={i}
                scope="col"
                className={cn("px-3 py-2 font-semibold", i === 0 && "sticky left-0 bg-muted")}
              >
                {cell.length ? <InlineNodes nodes={cell} /> : <span className="sr-only">Fact</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r} className="border-b align-top last:border-b-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    // The row's name stays in view while a phone scrolls the columns sideways.
                    className="sticky left-0 bg-background px-3 py-2 font-medium whitespace-nowrap"
                  >
                    <InlineNodes nodes={cell} />
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2">
                    <InlineNodes nodes={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, i) => {
    if (node.type === "text") return <Fragment key={i}>{node.text}</Fragment>;
    if (node.type === "bold") {
      return (
        <strong key={i} className="font-semibold">
          <InlineNodes nodes={node.children} />
        </strong>
      );
    }
    return (
      <Link
        key={i}
        to={node.href}
        className="text-accent underline underline-offset-2 hover:text-primary"
      >
        <InlineNodes nodes={node.children} />
      </Link>
    );
  });
}

function BlockNode({ block }: { block: Block }) {
  if (block.type === "table") return <TableBlock block={block} />;
  if (block.type === "paragraph") {
    return (
      <p>
        {block.lines.map((line, i) => (
          <Fragment key={i}>
            {i > 0 ? <br /> : null}
            <InlineNodes nodes={line} />
          </Fragment>
        ))}
      </p>
    );
  }
  const items = block.items.map((item, i) => (
    <li key={i}>
      <InlineNodes nodes={item} />
    </li>
  ));
  return block.ordered ? (
    <ol start={block.start} className="list-decimal space-y-1.5 pl-5">
      {items}
    </ol>
  ) : (
    <ul className="list-disc space-y-1 pl-5">{items}</ul>
  );
}

/** The advisor's formatted reply as React elements: no raw HTML reaches the page. */
export function AssistantMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-3">
      {parseMarkdown(text).map((block, i) => (
        <BlockNode key={i} block={block} />
      ))}
    </div>
  );
}
