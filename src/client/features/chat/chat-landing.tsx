import { Link, useSearchParams } from "react-router";
import Bot from "lucide-react/icons/bot";
import Sparkles from "lucide-react/icons/sparkles";
import ClipboardList from "lucide-react/icons/clipboard-list";
import GitCompare from "lucide-react/icons/git-compare";
import Lightbulb from "lucide-react/icons/lightbulb";
import MessageSquarePlus from "lucide-react/icons/message-square-plus";
import type { LucideIcon } from "lucide-react";
import { buttonClass } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { StartChatButton } from "./start-chat-button";
import { AskAboutSearch } from "./ask-about-search";

const CAPABILITIES: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Sparkles,
    title: "Recommendations that fit your firm",
    text: "Describe your services, team and budget; get the two or three products from our catalogue that fit, with prices and the reasons why.",
  },
  {
    icon: GitCompare,
    title: "Prices and side-by-side comparisons",
    text: "Ask what a product costs, how two products differ, or whether there is something cheaper that still does the job.",
  },
  {
    icon: Lightbulb,
    title: "Insights as you talk",
    text: "A running panel of recommended products with their relevance, the key topics of your conversation and practical next steps.",
  },
];

export function ChatLanding() {
  // Opened from a catalogue search that found nothing (/chat?q=…).
  const search = useSearchParams()[0].get("q")?.trim();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-highlight text-accent">
          <Bot className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">AI Product Expert</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Chat with our advisor about the software, templates and SaaS your practice needs. It knows
          every product in our catalogue and answers in plain English.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <StartChatButton size="lg">
            <MessageSquarePlus aria-hidden="true" />
            Start New Conversation
          </StartChatButton>
          <Link to="/product-wizard" className={buttonClass("outline", "lg")}>
            <ClipboardList aria-hidden="true" />
            Take Questionnaire
          </Link>
        </div>
      </div>
      {search ? <AskAboutSearch search={search} /> : null}
      <ul className="mt-12 grid gap-6 md:grid-cols-3" aria-label="What the AI expert does">
        {CAPABILITIES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <span className="flex size-10 items-center justify-center rounded-lg bg-highlight text-accent">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle asHeading="h2" className="text-base">
                  {title}
                </CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardContent />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
