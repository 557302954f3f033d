import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@client/lib/use-toast";
import { startConversation } from "@client/lib/start-conversation";

/** Start New Conversation and New Chat: an empty conversation, then its page. */
export function useStartNewChat() {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      navigate(`/chat/${await startConversation()}`);
    } catch (error) {
      console.error("Failed to start a conversation", error);
      toast({
        title: "Error",
        description: "Failed to start conversation. Please try again.",
        variant: "destructive",
      });
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}
