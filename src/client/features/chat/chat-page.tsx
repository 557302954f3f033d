import { useParams } from "react-router";
import { ChatLanding } from "./chat-landing";
import { ConversationView } from "./conversation-view";

/** /chat shows the landing; /chat/{id} the conversation (spec sections 2 and 4). */
export default function ChatPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <ConversationView key={id} conversationId={id} /> : <ChatLanding />;
}
