import { Link } from "react-router";
import FileQuestionMark from "lucide-react/icons/file-question-mark";
import { buttonClass } from "@client/components/ui/button";

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <FileQuestionMark className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Link to="/" className={buttonClass()}>
        Back to home
      </Link>
    </div>
  );
}
