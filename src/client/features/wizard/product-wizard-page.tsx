import { useEffect, useRef, useState, type ComponentType } from "react";
import { useNavigate } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import LoaderCircle from "lucide-react/icons/loader-circle";
import MessageSquare from "lucide-react/icons/message-square";
import Sparkles from "lucide-react/icons/sparkles";
import { composeInitialMessage } from "@shared/advisor/initial-message";
import {
  EMPTY_WIZARD_ANSWERS,
  WIZARD_STEP_COUNT,
  isStepComplete,
  type WizardAnswers,
  type WizardStep,
} from "./wizard-steps";
import { Button } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { startConversation } from "@client/lib/start-conversation";
import { ProfileSummaryCard } from "./components/profile-summary-card";
import { WizardProgress } from "./components/wizard-progress";
import { ChallengesStep } from "./steps/challenges-step";
import { FinalStep } from "./steps/final-step";
import { GoalsStep } from "./steps/goals-step";
import { PracticeStep } from "./steps/practice-step";
import { ServicesStep } from "./steps/services-step";
import type { StepProps } from "./steps/step-props";
import { contactEmailProblem, toOnboardingData } from "./to-onboarding-data";
import { clearWizardDraft, readWizardDraft, saveWizardDraft } from "./wizard-draft";

const STEPS: Record<WizardStep, { title: string; description: string }> = {
  1: {
    title: "Tell us about your practice",
    description: "Who you are and how many clients you serve.",
  },
  2: {
    title: "What services do you offer?",
    description: "We match products to the work you sell.",
  },
  3: { title: "What challenges are you facing?", description: "The problems worth solving first." },
  4: {
    title: "What are your goals?",
    description: "Where you want to be, and what you can spend.",
  },
  5: {
    title: "Final details",
    description: "A few last answers, then our AI expert takes it from here.",
  },
};

const STEP_BODIES: Record<Exclude<WizardStep, 5>, ComponentType<StepProps>> = {
  1: PracticeStep,
  2: ServicesStep,
  3: ChallengesStep,
  4: GoalsStep,
};

/** The summary card appears once there is a profile worth summarising (spec section 2). */
const SUMMARY_FROM_STEP = 3;

export default function ProductWizardPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(1);
  const [answers, setAnswers] = useState<WizardAnswers>(EMPTY_WIZARD_ANSWERS);
  const [starting, setStarting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const restored = useRef(false);
  const skipFocus = useRef(false);

  useEffect(() => {
    if (firstRender.current || skipFocus.current) {
      firstRender.current = false;
      skipFocus.current = false;
      return;
    }
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [step]);

  // Effects run in order: saving is declared before restoring, so the first render's empty
  // answers are never written over a draft that is about to be read.
  useEffect(() => {
    if (restored.current) saveWizardDraft({ step, answers });
  }, [step, answers]);
  // Restored after the first render, not in useState: a server-rendered page starts at step 1 too.
  useEffect(() => {
    const draft = readWizardDraft();
    restored.current = true;
    if (!draft) return;
    skipFocus.current = draft.step !== 1; // returning to a step is not moving to it
    setStep(draft.step);
    setAnswers(draft.answers);
  }, []);

  const update = (patch: Partial<WizardAnswers>) => setAnswers((a) => ({ ...a, ...patch }));
  const emailProblem = contactEmailProblem(answers);
  const complete = isStepComplete(step, answers) && (step < WIZARD_STEP_COUNT || !emailProblem);

  async function chatWithExpert() {
    if (!complete || starting) return;
    setStarting(true);
    try {
      const onboardingData = toOnboardingData(answers);
      const conversationId = await startConversation({
        initialMessage: composeInitialMessage(onboardingData),
        onboardingData,
      });
      clearWizardDraft();
      // The conversation goes on in the message box: focus lands there, not on the page.
      navigate(`/chat/${conversationId}`, { state: { focus: "#chat-message" } });
    } catch (error) {
      // Spec section 8: a failed start is logged and the visitor still reaches the chat.
      console.error("Failed to start the AI conversation", error);
      navigate("/chat", { state: { focus: "#chat-message" } });
    }
  }

  const Body = step === 5 ? null : STEP_BODIES[step];
  const showSummary = step >= SUMMARY_FROM_STEP;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <header className="mb-8 text-center">
        <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-highlight text-accent">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">AI Product Wizard</h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          Five quick steps about your practice, then our AI expert recommends the software that
          fits, with prices and reasons.
        </p>
      </header>
      <div className="mx-auto mb-8 max-w-3xl">
        <WizardProgress step={step} />
      </div>
      <div className={showSummary ? "grid gap-6 lg:grid-cols-3" : "mx-auto max-w-3xl"}>
        <Card className={showSummary ? "lg:col-span-2" : undefined}>
          <CardHeader>
            <CardTitle asHeading="h2">
              <span ref={heading} tabIndex={-1} className="outline-none">
                {STEPS[step].title}
              </span>
            </CardTitle>
            <CardDescription>{STEPS[step].description}</CardDescription>
          </CardHeader>
          <CardContent>
            {Body ? (
              <Body answers={answers} update={update} />
            ) : (
              <FinalStep answers={answers} update={update} emailProblem={emailProblem} />
            )}
            <div className="mt-8 flex items-center justify-between gap-3 border-t pt-6">
              <Button
                variant="outline"
                onClick={() => setStep((s) => (s > 1 ? ((s - 1) as WizardStep) : s))}
                disabled={step === 1 || starting}
              >
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              {step < WIZARD_STEP_COUNT ? (
                <Button onClick={() => setStep((s) => (s + 1) as WizardStep)} disabled={!complete}>
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <Button
                  variant="accent"
                  onClick={chatWithExpert}
                  disabled={!complete || starting}
                  aria-busy={starting}
                >
                  {starting ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : (
                    <MessageSquare aria-hidden="true" />
                  )}
                  Chat with AI Expert
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
        {showSummary ? (
          <aside className="lg:col-span-1" aria-label="Profile summary">
            <div className="lg:sticky lg:top-24">
              <ProfileSummaryCard answers={answers} />
            </div>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
