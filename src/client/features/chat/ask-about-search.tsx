import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { MESSAGE_MAX_LENGTH } from "@shared/advisor/limits";
import { Button } from "@client/components/ui/button";
import { Textarea } from "@client/components/ui/input";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { startConversation } from "@client/lib/start-conversation";
import { toast } from "@client/lib/use-toast";

/** The question a search that found nothing asks the advisor, for the shopper to change first. */
export const questionFor = (search: string) =>
  `I searched the catalogue for "${search}" and found nothing. What do you have for this, or what would you recommend instead?`;

/**
 * /chat?q=…, opened from the catalogue's empty search (decision 0230): the question is written
 * out, and asking it starts the conversation with it as the first message.
 */
export function AskAboutSearch({ search }: { search: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(() => questionFor(search).slice(0, MESSAGE_MAX_LENGTH));
  const [asking, setAsking] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const initialMessage = text.trim();
    if (!initialMessage || asking) return;
    setAsking(true);
    try {
      navigate(`/chat/${await startConversation({ initialMessage })}`);
    } catch (error) {
      console.error("Failed to start a conversation", error);
      toast({
        title: "Error",
        description: "Failed to start conversation. Please try again.",
        variant: "destructive",
      });
      setAsking(false);
    }
  };
  return (
    <Card className="mx-auto mt-8 max-w-2xl text-left">
      <CardHeader>
        <CardTitle asHeading="h2" className="text-lg">
          Ask about your search
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <label htmlFor={id} className="text-sm font-medium">
            Your question
          </label>
          <Textarea
            id={id}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={!text.trim() || asking} aria-busy={asking}>
            {asking ? "Asking..." : "Ask the AI Expert"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
