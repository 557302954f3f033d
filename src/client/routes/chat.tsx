import {
  data,
  redirect,
  useActionData,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
  type Params,
} from "react-router";
import { sendMessageBodySchema } from "@shared/advisor/contracts";
import ChatPage from "@client/features/chat/chat-page";
import { messagesQuery } from "@client/features/chat/api/get-messages";
import { startInBrowser } from "@client/lib/page-data";
import { formFields, refusal, succeeded, type FormFailure } from "@client/app/form-actions";
import { FormFailureNotice } from "@client/app/form-failure-notice";
import { INDEXED } from "@client/app/page-handle";
import { pageMeta, titled } from "@client/app/page-meta";

export const handle = INDEXED;

/** A conversation's messages (it answers 404 to anyone but its owner). */
const queries = (params: Params) => (params.id ? [messagesQuery(params.id)] : []);

export const loader = ({ params, context }: LoaderFunctionArgs) => context.load(queries(params));
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  startInBrowser(queries(params));

/**
 * Start New Conversation (/chat) and Send (/chat/{id}) before the page's script runs, or without
 * it: the conversation is started, or the message sent (a blank one is ignored, spec section 5),
 * and the conversation's page shows the result.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const conversation = params.id;
  if (!conversation) {
    const answer = await context.send("POST", "/api/ai/start-conversation");
    const id = (answer.body as { conversationId?: string } | undefined)?.conversationId;
    if (succeeded(answer) && id) throw redirect(`/chat/${id}`, 303);
    return data<FormFailure>(
      { error: refusal(answer, "Failed to start conversation. Please try again.") },
      { status: answer.status },
    );
  }
  const body = sendMessageBodySchema.safeParse({ message: (await formFields(request)).message });
  if (!body.success || !body.data.message) throw redirect(`/chat/${conversation}`, 303);
  const answer = await context.send("POST", `/api/ai/chat/${conversation}`, body.data);
  if (succeeded(answer)) throw redirect(`/chat/${conversation}`, 303);
  return data<FormFailure>(
    { error: refusal(answer, "Failed to send message. Please try again.") },
    { status: answer.status },
  );
}

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled("Chat with the AI Advisor"),
    description:
      "Ask our AI advisor about features, pricing and how accounting products work together.",
    canonicalPath: "/chat",
  });

export default function Chat() {
  const failure = useActionData<FormFailure>();
  return (
    <>
      <FormFailureNotice failure={failure} />
      <ChatPage />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
