import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaArgs, Params } from "react-router";
import ChatPage from "@client/features/chat/chat-page";
import { messagesQuery } from "@client/features/chat/api/get-messages";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

/** A conversation's messages (it answers 404 to anyone but its owner). */
const queries = (params: Params) => (params.id ? [messagesQuery(params.id)] : []);

export const loader = ({ params, context }: LoaderFunctionArgs) => context.load(queries(params));
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  startInBrowser(queries(params));

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled("Chat with the AI Advisor"),
    description:
      "Ask our AI advisor about features, pricing and how accounting products work together.",
    canonicalPath: "/chat",
  });

export const handle = INDEXED;

export default ChatPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
