import { PlainPage } from "@client/components/plain-page";

export default function ChatPage() {
  return <PlainPage title="AI Chat" />;
}
