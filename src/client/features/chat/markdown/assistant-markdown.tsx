import { Fragment } from "react";
import { Link } from "wouter";
import { parseMarkdown, type Block, type Inline } from "./parse-markdown";

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
        href={node.href}
        className="text-accent underline underline-offset-2 hover:text-primary"
      >
        <InlineNodes nodes={node.children} />
      </Link>
    );
  });
}

function BlockNode({ block }: { block: Block }) {
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
